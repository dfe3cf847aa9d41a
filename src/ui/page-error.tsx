import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorMessage } from './error-message.tsx';
import styles from './page-error.module.css';

/**
 * Whether an error is a script or style sheet of the app that could not be fetched (the network went
 * before it arrived): the browser's failed import, or Vite's failed preload of the page's styles.
 */
const isMissingCode = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

const MISSING_SCRIPT =
  'Part of the app has not reached this device yet, and the connection is gone. The page opens by itself once the connection is back.';

/**
 * What a page that failed to open shows, in place of the router's bare 'Something went wrong!': in
 * words for a teacher, with a way back to the start. A page whose code never reached this device
 * (its first visit was cut off) opens by itself when the network is back; another failure can be
 * tried again.
 */
export function PageError({ error, reset }: ErrorComponentProps) {
  const missing = isMissingCode(error);
  useEffect(() => {
    if (!missing) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [missing]);
  return (
    <main className={styles.page}>
      <ErrorMessage
        title="This page could not be opened."
        error={missing ? MISSING_SCRIPT : error}
        onRetry={missing ? undefined : reset}
      />
      <p className={styles.actions}>
        <a href="/">Back to the start</a>
      </p>
    </main>
  );
}
