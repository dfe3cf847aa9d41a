import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadProgress } from '#features/offline-course/course-download.ts';
import { startDownload } from '#features/offline-course/download-store.ts';
import { OfflineCourseControl } from '#features/offline-course/offline-course-control.tsx';
import { endSession, startSession } from '#session/session.ts';
import { until } from '../support/until.ts';

interface Download {
  onProgress: (progress: DownloadProgress) => void;
  signal: AbortSignal;
  fail: (error: Error) => void;
}

/** Each download the control starts, held until the test ends it; `started` hears of each. */
const { downloads, started } = vi.hoisted(() => ({ downloads: [] as Download[], started: new Set<() => void>() }));
vi.mock('#features/offline-course/course-download.ts', () => ({
  DownloadPausedError: class extends Error {},
  forgetPendingDownload: async () => undefined,
  downloadCourse: (
    _client: unknown,
    _productId: string,
    onProgress: (progress: DownloadProgress) => void,
    signal: AbortSignal,
  ) =>
    new Promise((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason));
      downloads.push({ onProgress, signal, fail: reject });
      for (const hear of started) hear();
    }),
}));

/** The download the control started: at once if it has, else as soon as it does. */
const firstDownload = () =>
  new Promise<Download>((resolve) => {
    const hear = () => {
      if (!downloads[0]) return;
      started.delete(hear);
      resolve(downloads[0]);
    };
    started.add(hear);
    hear();
  });

const queryClient = new QueryClient();
const showControl = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineCourseControl productId="course-1" />
    </QueryClientProvider>,
  );
/** The teacher goes to another page and comes back. */
const leaveAndComeBack = () => {
  cleanup();
  showControl();
};

describe('Make available offline', () => {
  beforeEach(() => {
    downloads.length = 0;
    startSession('token-1', '2030-01-01T00:00:00.000Z');
  });
  afterEach(() => {
    for (const download of downloads) download.fail(new Error('test over'));
    cleanup();
    endSession();
  });

  it('goes on when the teacher leaves the page, and shows its progress and Cancel again when she is back', async () => {
    showControl();
    fireEvent.click(screen.getByRole('button', { name: 'Make available offline' }));
    await until(() => screen.queryByText(/Saving for offline use: 0 of 0 files/));
    (await firstDownload()).onProgress({ filesDone: 1, filesTotal: 4, bytesDone: 2048 });
    await until(() => screen.queryByText(/Saving for offline use: 1 of 4 files/));

    leaveAndComeBack();
    expect(screen.getByRole('status').textContent).toMatch(/Saving for offline use: 1 of 4 files/);
    expect(screen.queryByRole('button', { name: 'Make available offline' })).toBeNull();
    await startDownload(queryClient, 'course-1');
    expect(downloads, 'a second start while one runs starts nothing').toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(downloads[0]?.signal.aborted).toBe(true);
    await until(() => screen.queryByRole('button', { name: 'Make available offline' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before the app is closed or reloaded while a course is being saved, and only then', async () => {
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented ? 'asks first' : 'lets go';
    };
    expect(leaving()).toBe('lets go');
    showControl();
    fireEvent.click(screen.getByRole('button', { name: 'Make available offline' }));
    await firstDownload();
    expect(downloads).toHaveLength(1);
    expect(leaving()).toBe('asks first');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await until(() => screen.queryByRole('button', { name: 'Make available offline' }));
    expect(leaving()).toBe('lets go');
  });

  it('keeps the keyboard on the box: Cancel once it starts, Make available offline again once cancelled', async () => {
    showControl();
    const start = screen.getByRole('button', { name: 'Make available offline' });
    start.focus();
    fireEvent.click(start);
    await until(() => document.activeElement === screen.queryByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await until(() => document.activeElement === screen.queryByRole('button', { name: 'Make available offline' }));
  });

  it('says why a download stopped, also once the teacher is back, but never to the next teacher', async () => {
    showControl();
    fireEvent.click(screen.getByRole('button', { name: 'Make available offline' }));
    const download = await firstDownload();
    expect(downloads).toHaveLength(1);
    download.fail(new Error('This device has no more room: 3 of 9 files were saved.'));
    expect((await until(() => screen.queryByRole('alert'))).textContent).toBe(
      'This device has no more room: 3 of 9 files were saved.',
    );

    leaveAndComeBack();
    expect(screen.getByRole('alert').textContent).toMatch(/no more room/);

    endSession();
    startSession('token-2', '2030-01-01T00:00:00.000Z');
    leaveAndComeBack();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
