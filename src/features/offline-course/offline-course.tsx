import { lazy, Suspense } from 'react';
import { afterFirstPage } from '#offline/open-db.ts';
import styles from './offline-course.module.css';

// The control reads the offline store (Dexie): it loads once the first page has shown.
const OfflineCourseControl = lazy(() =>
  afterFirstPage()
    .then(() => import('./offline-course-control.tsx'))
    .then((module) => ({ default: module.OfflineCourseControl })),
);

/** 'Make available offline' for one course; an empty box holds its place while it loads. */
export function OfflineCourse(props: { productId: string; compact?: boolean }) {
  return (
    <Suspense fallback={<div className={`${styles.box} ${styles.waiting}`} />}>
      <OfflineCourseControl {...props} />
    </Suspense>
  );
}
