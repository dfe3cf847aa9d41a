import type { ActivityKey } from '#domain/activity-keys';
import { offlineDb } from '../offline/db.ts';
import { enqueueStep, type ProgressStep } from '../offline/outbox.ts';
import { flushNow, requestBackgroundSync } from '../offline/outbox-runner.ts';
import { readSession } from './session.ts';

export interface LessonRef {
  productId: string;
  lessonId: string;
}

/**
 * Records a progress step through the outbox, online or not: it counts as saved as soon as the
 * device has written it, and reaches the server (exactly once) when the network allows.
 */
async function record(step: ProgressStep): Promise<void> {
  const userId = readSession()?.customerId;
  if (!userId) throw new Error('Not signed in');
  await enqueueStep(offlineDb, userId, step);
  void requestBackgroundSync();
  void flushNow();
}

/** Records that a lesson was opened (start-lesson). */
export const startLesson = (ref: LessonRef) => record({ type: 'start-lesson', ...ref });

/** Records that an activity of a lesson was opened (update-progress, with the page's url). */
export const updateProgress = (ref: LessonRef & { activityKey: ActivityKey; url: string }) =>
  record({ type: 'update-progress', ...ref });
