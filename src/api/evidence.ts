import { queryOptions } from '@tanstack/react-query';
import { localDay, type SupportLevel } from '#domain/evidence';
import type { GoalInput } from '#domain/evidence-input';
import { type LessonRef, record } from '#offline/progress.ts';
import { useSupportMarks } from '#offline/support-marks-store.ts';
import { readSession } from '#session/session.ts';
import { client } from './client.ts';
import { call } from './http.ts';
import { readQuery } from './read-through.ts';

/**
 * A teacher's evidence of her learners: the support each needed in a lesson, and their goals. Every
 * change goes through the outbox, online or not, like progress; the goals are read through the
 * device's saved copy, so they open offline.
 */

/** Under the learners' key: whatever refreshes the learners refreshes their goals too. */
export const goalKeys = { all: ['learners', 'goals'] as const };

/** GET /learners/goals: the teacher's goals for all her learners; saved for offline. */
export const goalsQuery = () =>
  queryOptions({
    queryKey: goalKeys.all,
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () => call((o) => client.learners.goals.$get(undefined, o), { signal })),
  });

/** Marks how much help a learner needed in a lesson today (one tap, online or not). */
export const markSupport = (learnerId: string, ref: LessonRef, level: SupportLevel, day = localDay(new Date())) => {
  useSupportMarks.getState().mark(readSession()?.customerId, `${learnerId}/${ref.lessonId}/${day}`, level);
  return record(async (db, userId) =>
    (await import('#offline/outbox.ts')).enqueueStep(db, userId, {
      type: 'set-support',
      learnerId,
      ...ref,
      day,
      level,
    }),
  );
};

/** Writes, changes or (removed) takes away a learner's goal, whole, online or not. */
export const saveGoal = (goalId: string, learnerId: string, goal: GoalInput, removed = false) =>
  record(async (db, userId) =>
    (await import('#offline/outbox.ts')).enqueueStep(db, userId, {
      type: 'save-goal',
      goalId,
      learnerId,
      ...goal,
      removed,
    }),
  );
