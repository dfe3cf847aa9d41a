import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { errorText } from '#api/http.ts';
import { sessionSignal } from '#session/session.ts';
import type { DownloadProgress } from './course-download.ts';

// The download needs Dexie and the course's reads, which the course's pages need not load to show.
export const courseDownload = () => import('./course-download.ts');

interface Running {
  progress: DownloadProgress;
  cancel: () => void;
}

interface Failure {
  message: string;
  /** The session the download ran in: what went wrong is not shown to the next teacher. */
  session: AbortSignal;
}

interface CourseDownloads {
  /**
   * The downloads under way, by product. One goes on when the teacher leaves the page (into a
   * lesson, say), and its progress and Cancel show again wherever the course's control is.
   */
  running: Record<string, Running>;
  /** Why a course's last download stopped, by product, until it is started again. */
  failed: Record<string, Failure>;
}

export const useCourseDownloads = create<CourseDownloads>(() => ({ running: {}, failed: {} }));

/** Closing or reloading the app stops a download: while one runs, the browser asks first. */
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

useCourseDownloads.subscribe((state, previous) => {
  const busy = Object.keys(state.running).length > 0;
  if (busy === Object.keys(previous.running).length > 0) return;
  if (busy) addEventListener('beforeunload', askBeforeLeaving);
  else removeEventListener('beforeunload', askBeforeLeaving);
});

/** A product's entry left out of a record. */
function without<T>(record: Record<string, T>, productId: string): Record<string, T> {
  const { [productId]: _left, ...rest } = record;
  return rest;
}

/** The message of a course's last failed download, if it failed in this session. */
export function failureOf(state: CourseDownloads, productId: string): string {
  const failure = state.failed[productId];
  return failure && !failure.session.aborted ? failure.message : '';
}

/**
 * Starts making a course available offline, unless it is under way already. The progress bar
 * moves once a frame, not once a file; Cancel and Logout stop it without a message; a cut network
 * pauses it (what was fetched whole stays), and starting it again resumes it.
 */
export async function startDownload(queryClient: QueryClient, productId: string): Promise<void> {
  if (useCourseDownloads.getState().running[productId]) return;
  const controller = new AbortController();
  const session = sessionSignal();
  const cancel = () => controller.abort();
  const show = (progress: DownloadProgress) =>
    useCourseDownloads.setState((state) => ({ running: { ...state.running, [productId]: { progress, cancel } } }));
  let frame = 0;
  let latest: DownloadProgress | null = null;
  const showProgress = (next: DownloadProgress) => {
    latest = next;
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (latest) show(latest);
    });
  };
  show({ filesDone: 0, filesTotal: 0, bytesDone: 0 });
  useCourseDownloads.setState((state) => ({ failed: without(state.failed, productId) }));
  let failure: Failure | undefined;
  try {
    const { downloadCourse, DownloadPausedError, forgetPendingDownload } = await courseDownload();
    await downloadCourse(queryClient, productId, showProgress, controller.signal).catch(async (error: unknown) => {
      // Cut off: the course shows itself paused, with Resume, and no message.
      if (error instanceof DownloadPausedError) return;
      // Cancelled: not paused; the course offers 'Make available offline' again (what is stored stays for it).
      if (controller.signal.aborted && !session.aborted) await forgetPendingDownload(productId);
      throw error;
    });
  } catch (error) {
    if (!controller.signal.aborted && !session.aborted) failure = { message: errorText(error), session };
  }
  cancelAnimationFrame(frame);
  useCourseDownloads.setState((state) => ({
    running: without(state.running, productId),
    failed: failure ? { ...state.failed, [productId]: failure } : state.failed,
  }));
}
