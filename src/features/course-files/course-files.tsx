import { lazy, Suspense } from 'react';
import type { User } from '#domain/user';
import { afterFirstPage } from '#offline/open-db.ts';
import styles from './course-files.module.css';

// The control reads and writes the offline store (Dexie): it loads once the first page has shown.
const CourseFilesControl = lazy(() =>
  afterFirstPage()
    .then(() => import('./course-files-control.tsx'))
    .then((module) => ({ default: module.CourseFilesControl })),
);

/** 'Course files': a course installed from a pack file; an empty box holds its place while it loads. */
export function CourseFiles({ user }: { user: User }) {
  return (
    <Suspense fallback={<div className={`${styles.box} ${styles.waiting}`} />}>
      <CourseFilesControl user={user} />
    </Suspense>
  );
}
