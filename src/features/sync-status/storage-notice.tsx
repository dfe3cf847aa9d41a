import { useSyncState } from '#offline/sync-store.ts';
import { Button } from '#ui/button.tsx';
import styles from './storage-notice.module.css';

/** Says, until dismissed, that a progress step could not be stored on this device. */
export function StorageNotice() {
  const failedAt = useSyncState((state) => state.storageFailedAt);
  if (failedAt === null) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>
        <strong>Progress could not be saved on this device.</strong> Its storage is full or blocked, so what this class
        does now will not reach the server. The lesson still works; free some space on the device (or allow this site to
        store data) to record progress again.
      </p>
      <Button size="small" variant="ghost" onClick={() => useSyncState.setState({ storageFailedAt: null })}>
        Dismiss
      </Button>
    </div>
  );
}
