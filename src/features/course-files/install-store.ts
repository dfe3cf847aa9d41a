import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { errorText } from '#api/http.ts';
import type { User } from '#domain/user';
import { openDb } from '#offline/open-db.ts';
import { sessionSignal } from '#session/session.ts';
import type { InstallProgress } from './install-pack.ts';

type InstallState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: InstallProgress | undefined; cancel: () => void }
  | { kind: 'done'; title: string }
  | { kind: 'failed'; message: string };

/** The course file being installed, or how the last one ended: it goes on while the teacher is on other pages. */
export const useCourseFileInstall = create<{ state: InstallState }>(() => ({ state: { kind: 'idle' } }));

const set = (state: InstallState) => useCourseFileInstall.setState({ state });

/** What was dropped on 'Course files' is not one file: it says so, unless a course file is being installed. */
export function refuseDrop(files: number): void {
  if (useCourseFileInstall.getState().state.kind === 'running') return;
  set({
    kind: 'failed',
    message:
      files === 0
        ? 'What was dropped is not a file. Drop a course file (made with Export course), or use Open a course file.'
        : `${files} files were dropped. Drop one course file at a time.`,
  });
}

/**
 * Installs a course file unless one is being installed. Cancel and Logout stop it without a
 * message (and leave nothing of it); a refused pack says why. The bar moves once a frame.
 */
export async function startInstall(file: Blob, user: User, queryClient: QueryClient): Promise<void> {
  if (useCourseFileInstall.getState().state.kind === 'running') return;
  const controller = new AbortController();
  const session = sessionSignal();
  const signal = AbortSignal.any([controller.signal, session]);
  const cancel = () => controller.abort();
  set({ kind: 'running', progress: undefined, cancel });
  let frame = 0;
  let latest: InstallProgress | undefined;
  const onProgress = (progress: InstallProgress) => {
    latest = progress;
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (!signal.aborted) set({ kind: 'running', progress: latest, cancel });
    });
  };
  try {
    const [{ installPack }, db] = await Promise.all([import('./install-pack.ts'), openDb()]);
    const course = await installPack(file, { db, queryClient, user, onProgress, signal });
    cancelAnimationFrame(frame);
    set({ kind: 'done', title: course.title });
  } catch (error) {
    cancelAnimationFrame(frame);
    set(signal.aborted ? { kind: 'idle' } : { kind: 'failed', message: errorText(error) });
  }
}
