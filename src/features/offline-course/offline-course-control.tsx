import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { courseVersionQuery } from '#api/packs.ts';
import { formatBytes } from '#domain/bytes';
import { serverCopyIsNewer } from '#domain/offline-copy';
import type { OfflineCourse } from '#offline/db.ts';
import { useLiveQuery } from '#offline/use-live-query.ts';
import { Button } from '#ui/button.tsx';
import { formatWhen } from '#ui/format-when.ts';
import { useOnline } from '#ui/use-online.ts';
import { courseDownload, failureOf, startDownload, useCourseDownloads } from './download-store.ts';
import styles from './offline-course.module.css';
import { pausedPercent } from './paused-download.ts';
import { sortUnsaved } from './unsaved-files.ts';
import { UnsavedFilesList } from './unsaved-files-list.tsx';

/**
 * Whether the server holds a newer version of the course than the device's copy: asked only
 * online, for a kept copy; offline nothing can be compared, and nothing is offered.
 */
function useServerCopyIsNewer(productId: string, course: OfflineCourse | undefined, ask: boolean): boolean {
  const { data: server } = useQuery({ ...courseVersionQuery(productId), enabled: ask && course !== undefined });
  return ask && course !== undefined && server !== undefined && serverCopyIsNewer(course.version, server);
}

/**
 * 'Make available offline' for one course: downloads every lesson and its media with a progress
 * bar (files and bytes), then shows the size it takes and 'Remove offline copy', and 'Update
 * offline copy' once the server holds a newer version of the course. A download goes
 * on while the teacher is on other pages, and shows here again when she is back. One cut off (the
 * network lost, the app closed) shows 'Paused · 60 % · Resume'.
 */
export function OfflineCourseControl({ productId, compact = false }: { productId: string; compact?: boolean }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const course = useLiveQuery((db, id) => db.courses.get(id), productId, undefined);
  const paused = useLiveQuery(pausedPercent, productId, undefined);
  const running = useCourseDownloads((state) => state.running[productId]);
  const error = useCourseDownloads((state) => failureOf(state, productId));
  const download = () => void startDownload(queryClient, productId);
  const newer = useServerCopyIsNewer(productId, course, online && !running);
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

  if (paused !== undefined) {
    return (
      <div className={styles.box} ref={box}>
        <div className={styles.row}>
          <p className={styles.note}>
            <strong>Paused</strong> · {paused} % ·
          </p>
          <Button variant="secondary" size="small" onClick={download} disabled={!online}>
            Resume
          </Button>
        </div>
        {!compact && (
          <p className={styles.note}>
            The download stopped before it was complete. Resume fetches only the files not yet saved on this device.
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.box} ref={box}>
      {course ? (
        <>
          <p className={styles.note}>
            <strong>✓ Available offline</strong> · {formatBytes(course.bytes)} · saved {formatWhen(course.downloadedAt)}
          </p>
          <UnsavedFilesList {...sortUnsaved(course.failed, location.origin)} />
          <div className={styles.row}>
            {newer && (
              <Button variant="secondary" size="small" onClick={download}>
                Update offline copy
              </Button>
            )}
            {newer && !compact && <p className={styles.note}>The course has changed since it was saved here.</p>}
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
