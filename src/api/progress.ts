import type { ActivityKey } from '#domain/activity-keys';
import { openDb } from '../offline/open-db.ts';
import type { ProgressStep } from '../offline/outbox.ts';
import { useSyncState } from '../offline/sync-store.ts';
import { readSession } from './session.ts';

// The outbox and Dexie load with the first step recorded (a teacher's click), not with the page.
const outbox = () => Promise.all([openDb(), import('../offline/outbox.ts'), import('../offline/outbox-runner.ts')]);

/** A device slower than this to store a step does not hold up the lesson: it opens meanwhile. */
const STORE_WAIT_MS = 2_000;

export interface LessonRef {
  productId: string;
  lessonId: string;
}

/**
 * Records a progress step through the outbox, online or not: it counts as saved as soon as the
 * device has written it, and reaches the server (exactly once) when the network allows. A device
 * that cannot store it (storage full or blocked) never keeps the lesson from opening: the teacher
 * is told that this progress could not be saved.
 */
async function record(step: ProgressStep): Promise<void> {
  const userId = readSession()?.customerId;
  if (!userId) throw new Error('Not signed in');
  const stored = outbox()
    .then(async ([db, { enqueueStep }, runner]) => {
      await enqueueStep(db, userId, step);
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

/** Records that a lesson was opened (start-lesson). */
export const startLesson = (ref: LessonRef) => record({ type: 'start-lesson', ...ref });

/** Records that an activity of a lesson was opened (update-progress, with the page's url). */
export const updateProgress = (ref: LessonRef & { activityKey: ActivityKey; url: string }) =>
  record({ type: 'update-progress', ...ref });
