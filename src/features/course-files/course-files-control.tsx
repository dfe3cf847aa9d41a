import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { formatBytes } from '#domain/bytes';
import type { User } from '#domain/user';
import { openDbLater } from '#offline/open-db.ts';
import { Button } from '#ui/button.tsx';
import { useOnline } from '#ui/use-online.ts';
import styles from './course-files.module.css';
import { refuseDrop, startInstall, useCourseFileInstall } from './install-store.ts';
import { keepPackKeys } from './pack-keys.ts';

/** The server's pack keys are asked for once per app start, on the first start page seen online. */
let keysAsked = false;

/**
 * 'Course files' on the start page: a course installed from a pack file (from a USB stick or an SD
 * card, picked or dropped here) with no network, checked and stored as 'Make available offline'
 * stores it. Online, it keeps the server's pack keys, which the check needs once offline.
 */
export function CourseFilesControl({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const state = useCourseFileInstall((store) => store.state);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!online || keysAsked) return;
    keysAsked = true;
    void openDbLater()
      .then(keepPackKeys)
      .catch(() => {
        keysAsked = false;
      });
  }, [online]);

  const install = (file: File | undefined) => {
    if (file) void startInstall(file, user, queryClient);
  };
  // A drop takes exactly one file; anything else (text, a link, several files) is told why not.
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const { files } = event.dataTransfer;
    if (files.length === 1) install(files[0]);
    else refuseDrop(files.length);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <fieldset
      aria-label="Course files: drop a course file here"
      className={`${styles.box} ${dragging ? styles.dragging : ''}`}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      // Leaving the box, not moving onto one of its own elements.
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      {dragging && <p className={styles.dropHere}>Drop the course file here</p>}
      {state.kind === 'running' ? (
        <Installing progress={state.progress} cancel={state.cancel} />
      ) : (
        <div className={styles.row}>
          <p className={styles.note}>
            Install a course from a course file (on a USB stick or an SD card), with no internet. You can also drop the
            file here.
          </p>
          <Button variant="secondary" onClick={() => input.current?.click()}>
            Open a course file
          </Button>
          <input
            ref={input}
            className={styles.input}
            type="file"
            accept=".zip,application/zip"
            aria-label="Course file"
            tabIndex={-1}
            onChange={(event) => {
              install(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      )}
      {state.kind === 'done' && (
        <p className={styles.done} role="status">
          ✓ “{state.title}” is installed and available offline.
        </p>
      )}
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </fieldset>
  );
}

function Installing({
  progress,
  cancel,
}: {
  progress: { title: string; filesDone: number; filesTotal: number; bytesDone: number } | undefined;
  cancel: () => void;
}) {
  const percent = progress?.filesTotal ? Math.round((progress.filesDone / progress.filesTotal) * 100) : 0;
  return (
    <>
      <progress
        className={styles.bar}
        max={100}
        value={percent}
        aria-label="Installing the course file"
        aria-valuetext={progress ? `${progress.filesDone} of ${progress.filesTotal} files` : 'Checking the file'}
      />
      <div className={styles.row}>
        <p className={styles.note} role="status">
          {progress
            ? `Installing “${progress.title}”: ${progress.filesDone} of ${progress.filesTotal} files · ${formatBytes(progress.bytesDone)}`
            : 'Checking the course file…'}
        </p>
        <Button variant="ghost" size="small" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
