import { errorText, isUnreachable } from '#api/http.ts';
import { Button } from './button.tsx';
import styles from './error-message.module.css';

/** Said under any error that comes from the network or a server that is down, not from the request. */
export const UNREACHABLE_HINT =
  'The server cannot be reached just now. Lessons saved on this device still open; try again when the connection is back.';

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
      {isUnreachable(error) && <p>{UNREACHABLE_HINT}</p>}
      {onRetry && (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
