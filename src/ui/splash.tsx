import { Logo } from './logo.tsx';
import styles from './splash.module.css';

/** The full-screen welcome while the app finds out who is signed in. */
export function Splash() {
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <Logo size={120} className={styles.logo} />
      <p className={styles.text}>Welcome to Symbol Courses</p>
    </div>
  );
}
