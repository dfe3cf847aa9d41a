import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { roleOf } from '#domain/user';
import { useAuth } from '#state/auth-store.ts';
import { buttonClass } from '#ui/button.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import styles from './admin-page.module.css';

/**
 * The admin pages are for admins only (the authoring page for authors too, with `authors`):
 * anyone else gets a clear message and a way home.
 */
export function AdminOnly({ children, authors = false }: { children: ReactNode; authors?: boolean }) {
  const allowed = useAuth((state) => {
    const role = state.user ? roleOf(state.user) : 'none';
    return role === 'admin' || (authors && role === 'author');
  });
  if (allowed) return <>{children}</>;
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
