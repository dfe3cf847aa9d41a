import { ApiError, NETWORK_ERROR } from '#api/http.ts';
import { useAuth } from '#state/auth-store.ts';
import { ErrorMessage } from '#ui/error-message.tsx';
import styles from './server-unreachable.module.css';

/**
 * A session is kept on this device but the server could not say whose it is, and no earlier
 * answer is saved: nobody is signed out, and the teacher can try again.
 */
export function ServerUnreachable() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Symbol Courses</h1>
      <ErrorMessage
        error={new ApiError(0, NETWORK_ERROR)}
        title="Your sign-in could not be checked."
        onRetry={() => void useAuth.getState().checkUser()}
      />
    </main>
  );
}
