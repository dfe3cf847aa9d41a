import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatBytes } from '#domain/bytes';
import { useLiveQuery } from '../../offline/use-live-query.ts';
import { Button } from '../../ui/button.tsx';
import { formatWhen } from '../../ui/format-when.ts';
import { useOnline } from '../../ui/use-online.ts';
import { courseDownload, failureOf, startDownload, useCourseDownloads } from './download-store.ts';
import styles from './offline-course.module.css';

/**
 * 'Make available offline' for one course: downloads every lesson and its media with a progress
 * bar (files and bytes), then shows the size it takes and 'Remove offline copy'. A download goes
 * on while the teacher is on other pages, and shows here again when she is back.
 */
export function OfflineCourseControl({ productId, compact = false }: { productId: string; compact?: boolean }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const course = useLiveQuery((db, id) => db.courses.get(id), productId, undefined);
  const running = useCourseDownloads((state) => state.running[productId]);
  const error = useCourseDownloads((state) => failureOf(state, productId));
  const download = () => void startDownload(queryClient, productId);
  // The button pressed goes when a download starts or ends: a keyboard user is not left on the
  // page's start, but on the box's first button (Cancel, or Make available offline again).
  const box = useRef<HTMLDivElement>(null);
  const busy = Boolean(running);
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (busy !== wasBusy.current && document.activeElement === document.body)
      box.current?.querySelector('button')?.focus();
    wasBusy.current = busy;
  }, [busy]);

  if (running) {
    const { progress, cancel } = running;
    const percent = progress.filesTotal ? Math.round((progress.filesDone / progress.filesTotal) * 100) : 0;
    return (
      <div className={styles.box} ref={box}>
        <progress
          className={styles.bar}
          max={100}
          value={percent}
          aria-label="Saving the course for offline use"
          aria-valuetext={`${progress.filesDone} of ${progress.filesTotal} files`}
        />
        <div className={styles.row}>
          <p className={styles.note} role="status">
            Saving for offline use: {progress.filesDone} of {progress.filesTotal} files ·{' '}
            {formatBytes(progress.bytesDone)}
          </p>
          <Button variant="ghost" size="small" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.box} ref={box}>
      {course ? (
        <>
          <p className={styles.note}>
            <strong>✓ Available offline</strong> · {formatBytes(course.bytes)} · saved {formatWhen(course.downloadedAt)}
            {course.failed.length > 0 && ` · ${course.failed.length} file(s) could not be saved`}
          </p>
          <div className={styles.row}>
            {!compact && (
              <Button variant="secondary" size="small" onClick={download} disabled={!online}>
                Update offline copy
              </Button>
            )}
            <Button
              variant="ghost"
              size="small"
              onClick={() => void courseDownload().then(({ removeOfflineCourse }) => removeOfflineCourse(productId))}
            >
              Remove offline copy
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.row}>
          <Button variant="secondary" size="small" onClick={download} disabled={!online}>
            Make available offline
          </Button>
          {!compact && (
            <p className={styles.note}>Save every lesson of this course on this device for classes without internet.</p>
          )}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
