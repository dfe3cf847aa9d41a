import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '#state/auth-store.ts';
import { buttonClass } from '#ui/button.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import styles from './admin-page.module.css';

/** The admin pages are for admins only: anyone else gets a clear message and a way home. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const admin = useAuth((state) => state.user?.admin === true);
  if (admin) return <>{children}</>;
  return (
    <PageFrame title="Admins only">
      <div className={styles.blocked} role="alert">
        <p>This page is for admins. Your account cannot manage courses or users.</p>
        <Link to="/" className={buttonClass('primary')}>
          Go to your courses
        </Link>
      </div>
    </PageFrame>
  );
}
