import type { ActivityKey } from '#domain/activity-keys';
import type { BuiltInGame } from '#domain/built-in-games';
import type { LevelResult } from '#domain/games/level-tally';
import { readSession } from '#session/session.ts';
import type { OfflineDb, QueuedStep } from './db.ts';
import { chosenLearners } from './learning-now-store.ts';
import { openDb } from './open-db.ts';
import { useSyncState } from './sync-store.ts';

// The outbox and Dexie load with the first step recorded (a teacher's click), not with the page.
const outbox = () => Promise.all([openDb(), import('./outbox.ts'), import('./outbox-runner.ts')]);

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
 * this progress could not be saved. `store` queues the step (with whatever goes with it) in one go,
 * in the device's database, loaded with the first step (a teacher's click) rather than with the page.
 */
export async function record(store: (db: OfflineDb, userId: string) => Promise<unknown>): Promise<void> {
  const userId = readSession()?.customerId;
  if (!userId) throw new Error('Not signed in');
  const stored = outbox()
    .then(async ([db, , runner]) => {
      await store(db, userId);
      return runner;
    })
    .then(
      ({ requestBackgroundSync, flushNow }) => {
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

const queue = (step: QueuedStep) =>
  record(async (db, userId) => (await import('./outbox.ts')).enqueueStep(db, userId, step));

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

/** Records that an activity other than Play it was finished (finish-activity; it counts as done too). */
export const finishActivity = (ref: LessonRef & { activityKey: Exclude<ActivityKey, 'play-it'> }) =>
  queue({ type: 'finish-activity', ...ref, ...learnerIds() });

/**
 * Records a game level played to its right answer, for each learner chosen: a teacher's evidence is
 * per learner, so a level played by the whole class (no one chosen) records nothing.
 */
export function recordLevel(ref: LessonRef & { game: BuiltInGame }, result: LevelResult): Promise<void> {
  const chosen = chosenLearners(readSession()?.customerId);
  if (chosen.length === 0) return Promise.resolve();
  return queue({ type: 'record-level', ...ref, ...result, learnerIds: chosen });
}
