import type { ActivityKey } from '#domain/activity-keys';
import { offlineDb, type QueuedStep } from '../offline/db.ts';
import { chosenLearners } from '../offline/learning-now-store.ts';
import { enqueueStep } from '../offline/outbox.ts';
import { flushNow, requestBackgroundSync } from '../offline/outbox-runner.ts';
import { useSyncState } from '../offline/sync-store.ts';
import { readSession } from '../session/session.ts';

/** A device slower than this to store a step does not hold up the lesson: it opens meanwhile. */
const STORE_WAIT_MS = 2_000;

export interface LessonRef {
  productId: string;
  lessonId: string;
}

/**
 * Records a step through the outbox, online or not: it counts as saved as soon as the device has
 * written it, and reaches the server (exactly once) when the network allows. A device that cannot
 * store it (storage full or blocked) never keeps the lesson from opening: the teacher is told that
 * this progress could not be saved. `store` queues the step (with whatever goes with it) in one go.
 */
export async function record(store: (userId: string) => Promise<unknown>): Promise<void> {
  const userId = readSession()?.customerId;
  if (!userId) throw new Error('Not signed in');
  const stored = store(userId).then(
    () => {
      void requestBackgroundSync();
      void flushNow();
    },
    (error: unknown) => {
      console.error('A progress step could not be stored on this device', error);
      useSyncState.setState({ storageFailedAt: Date.now() });
    },
  );
  await Promise.race([stored, new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS))]);
}

const queue = (step: QueuedStep) => record((userId) => enqueueStep(offlineDb, userId, step));

/** The learners chosen under "Who is learning?" (none: the whole class), carried by every progress step. */
const learnerIds = () => {
  const ids = chosenLearners(readSession()?.customerId);
  return ids.length > 0 ? { learnerIds: ids } : {};
};

/** Records that a lesson was opened (start-lesson). */
export const startLesson = (ref: LessonRef) => queue({ type: 'start-lesson', ...ref, ...learnerIds() });

/** Records that an activity of a lesson was opened (update-progress, with the page's url). */
export const updateProgress = (ref: LessonRef & { activityKey: ActivityKey; url: string }) =>
  queue({ type: 'update-progress', ...ref, ...learnerIds() });

/** Records that the lesson's game was played to its end (finish-game; it counts as Play it done). */
export const finishGame = (ref: LessonRef) => queue({ type: 'finish-game', ...ref, ...learnerIds() });
