import { errorText } from '../api/http.ts';
import { Button } from './button.tsx';
import styles from './error-message.module.css';

/** What a failed call says to the teacher, with a way to try again. */
export function ErrorMessage({
  error,
  title = 'This could not be loaded.',
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  return (
    <div className={styles.error} role="alert">
      <p>
        <strong>{title}</strong> {errorText(error)}
      </p>
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
