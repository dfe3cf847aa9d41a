import { Button } from '#ui/button.tsx';
import styles from './editor.module.css';

/** An in-app alert (role=alert; a success is a polite status) with a way to dismiss it. */
export function AlertBanner({
  message,
  onDismiss,
  tone = 'error',
}: {
  message: string | null;
  onDismiss?: () => void;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${tone === 'success' ? styles.alertSuccess : ''}`}
    >
      <span>{message}</span>
      {onDismiss && (
        <Button variant="ghost" size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </div>
  );
}
