import { Logo } from './logo.tsx';
import styles from './splash.module.css';

/**
 * The full-screen welcome while the app finds out who is signed in, and for SPLASH_LINGER_MS after,
 * above the page that renders beneath it meanwhile (`data-splash` marks it for the tests and the bench).
 */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-live="polite" data-splash="">
      <Logo size={120} className={styles.logo} />
      <p className={styles.text}>Welcome to Symbol Courses</p>
    </div>
  );
}
