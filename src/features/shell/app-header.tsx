import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '#ui/button.tsx';
import { Logo } from '#ui/logo.tsx';
import styles from './app-header.module.css';

/** The bar on every signed-in page: the logo (home), what `status` shows, the teacher's `account` controls, and Logout. */
export function AppHeader({
  onLogout,
  status,
  account,
}: {
  onLogout: () => void;
  status?: ReactNode;
  account?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.home} aria-label="Symbol Courses – home">
        <Logo size={40} />
        <span aria-hidden="true">Symbol Courses</span>
      </Link>
      {/* Room for what a page puts in the bar (switch scanning's pause control). */}
      <div className={styles.spacer} data-header-slot />
      {status}
      <Link to="/learners" className={buttonClass('ghost')}>
        Learners
      </Link>
      {account}
      <Button variant="secondary" onClick={onLogout}>
        Logout
      </Button>
    </header>
  );
}
