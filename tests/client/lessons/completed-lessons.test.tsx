import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityKeys } from '#api/activities.ts';
import type { Activity } from '#domain/activity';
import { useCompletedLessonIds } from '#features/lessons/use-completed-lessons.ts';
import { offlineDb } from '#offline/db.ts';
import { firstPageShown, idle } from '#offline/open-db.ts';
import { saveRead } from '#offline/page-store.ts';
import { endSession, rememberCustomer, startSession } from '#session/session.ts';

const TEACHER = 'teacher-1';
const COURSE = 'course-1';

const completed = (lessonId: string): Activity => ({
  _id: `activity-${lessonId}`,
  productId: COURSE,
  lessonId: { _id: lessonId, title: `Lesson ${lessonId}` } as Activity['lessonId'],
  lastItem: { url: `/class/${COURSE}/lessons/${lessonId}/play-it` },
  activitiesDone: [],
  completed: true,
  updatedAt: '2026-11-27T12:00:00.000Z',
});

function renderCompleted() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCompletedLessonIds(COURSE), { wrapper }) };
}

describe("the lesson list's completed lessons", () => {
  beforeAll(firstPageShown);
  afterEach(async () => {
    cleanup();
    endSession();
    vi.unstubAllGlobals();
    await idle();
    await offlineDb.reads.clear();
  });

  it('take the fresh answer that comes after the saved copy was shown, as the course home does', async () => {
    startSession('token-1', '2030-01-01T00:00:00.000Z');
    rememberCustomer(TEACHER);
    await saveRead(TEACHER, activityKeys.completed(COURSE, 1), [completed('l1')]);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    const { result, queryClient } = renderCompleted();
    await waitFor(() => expect(result.current.data).toEqual(['l1']));

    answer(Response.json([completed('l1'), completed('l2')]));
    await waitFor(() => expect(result.current.data).toEqual(['l1', 'l2']));
    expect(queryClient.getQueryData(activityKeys.completed(COURSE, 1))).toHaveLength(2);
  });

  it('are read again when progress reached the server', async () => {
    startSession('token-1', '2030-01-01T00:00:00.000Z');
    rememberCustomer(TEACHER);
    const server = { done: [completed('l1')] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(server.done)),
    );
    const { result, queryClient } = renderCompleted();
    await waitFor(() => expect(result.current.data).toEqual(['l1']));

    server.done = [completed('l1'), completed('l2')];
    await queryClient.invalidateQueries({ queryKey: ['activities'] });
    await waitFor(() => expect(result.current.data).toEqual(['l1', 'l2']));
  });
});
