import { applyUpdate, useAppUpdate } from '#offline/service-worker.ts';
import { Button } from '#ui/button.tsx';
import styles from './update-prompt.module.css';

/** Offers the new version; the teacher reloads when the lesson allows it. */
export function UpdatePrompt() {
  const waiting = useAppUpdate((state) => state.waiting);
  if (!waiting) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>New version available</span>
      <Button variant="secondary" size="small" onClick={applyUpdate}>
        Reload
      </Button>
    </div>
  );
}
