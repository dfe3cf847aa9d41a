import { useId } from 'react';
import { formatBytes } from '#domain/bytes';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import { Button } from '#ui/button.tsx';
import styles from './packs.module.css';
import type { PackJob } from './use-course-packs.ts';

/** "120 KB of 352 KB", or what came so far when the size is not known (nothing yet: the server has not answered). */
function bytesText(done: number, total: number): string {
  if (total > 0) return `${formatBytes(done)} of ${formatBytes(total)}`;
  return done > 0 ? `${formatBytes(done)} so far` : 'Waiting for the server…';
}

/**
 * The course pack under way (its progress bar and Cancel) or how the last one ended: the server's
 * sentence, a success as a polite status and a refusal as an alert.
 */
export function PackStatus({
  job,
  onCancel,
  onDismiss,
}: {
  job: PackJob | null;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const textId = useId();
  if (!job) return null;
  if (job.status !== 'running') {
    return (
      <AlertBanner message={job.message} tone={job.status === 'done' ? 'success' : 'error'} onDismiss={onDismiss} />
    );
  }
  const { kind, name, done, total } = job;
  const checking = kind === 'import' && total > 0 && done >= total;
  const label = kind === 'export' ? `Exporting “${name}”` : `Importing ${name}`;
  return (
    <section className={styles.status} aria-label="Course pack">
      <p className={styles.statusTitle} role="status">
        {checking ? `${label}: checking the pack and saving the course…` : `${label}…`}
      </p>
      <div className={styles.bar}>
        <progress
          max={checking || total === 0 ? undefined : total}
          value={checking || total === 0 ? undefined : done}
          aria-label={kind === 'export' ? 'Export progress' : 'Import progress'}
          aria-describedby={textId}
        />
        <span id={textId} className={styles.bytes}>
          {checking ? `${formatBytes(total)} sent` : bytesText(done, total)}
        </span>
        <Button variant="secondary" size="small" onClick={onCancel} disabled={checking}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
