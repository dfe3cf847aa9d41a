import { queryOptions } from '@tanstack/react-query';
import type { AccessSettings } from '#domain/access-settings';
import type { LearnerExport } from '#domain/learner-export';
import type { LearnerInput } from '#domain/learner-input';
import {
  dismissRefusedChange,
  forgetLearner,
  replaceLearners,
  saveLearnerLocally,
  saveLearnerSettingsLocally,
} from '#offline/learners.ts';
import { useLearningNow } from '#offline/learning-now-store.ts';
import { openDb } from '#offline/open-db.ts';
import { record } from '#offline/progress.ts';
import { useSupportMarks } from '#offline/support-marks-store.ts';
import { readSession, sessionSignal } from '#session/session.ts';
import { client } from './client.ts';
import { ApiError, call } from './http.ts';
import { readQuery } from './read-through.ts';

/** A learner no longer taught leaves this device's choices: "Who is learning?" and today's support marks. */
function forgetChoices(learnerId: string) {
  useLearningNow.getState().drop(learnerId);
  useSupportMarks.getState().drop(learnerId);
}

export const learnerKeys = {
  all: ['learners'] as const,
  counts: ['admin', 'learner-counts'] as const,
  report: (productId: string) => ['learners', 'report', productId] as const,
};

/**
 * Brings the device's copy of the teacher's learners up to date with the server (the changes not
 * sent yet stay), and erases from the device the learners erased elsewhere. The pages read the
 * copy, so they work the same offline.
 */
export const refreshLearnersQuery = () =>
  queryOptions({
    queryKey: learnerKeys.all,
    queryFn: async ({ signal }) => {
      const userId = readSession()?.customerId;
      const session = sessionSignal();
      const learners = await call((o) => client.learners.$get(undefined, o), { signal });
      // Not once she has signed out: sign-out cleared her learners from the device.
      if (userId && !session.aborted) {
        // A first visit keeps the list without Dexie; a device with a list or changes merges through it.
        const { keepFirstLearners } = await import('#offline/page-learners.ts');
        if (!(await keepFirstLearners(userId, learners, session))) {
          const db = await openDb();
          if (!session.aborted) {
            const erased = await replaceLearners(db, userId, learners);
            for (const learnerId of erased) forgetChoices(learnerId);
          }
        }
      }
      return learners.length;
    },
  });

/** Makes or changes a profile, online or not: through the outbox, like progress. */
export const saveLearner = (learnerId: string, input: LearnerInput) => {
  const step = { type: 'save-learner', learnerId, ...input } as const;
  if (input.archived) forgetChoices(learnerId);
  return record((db, userId) => saveLearnerLocally(db, userId, step));
};

/** Changes a learner's access settings, online or not: through the outbox, like a profile change. */
export const saveLearnerSettings = (learnerId: string, settings: AccessSettings) =>
  record((db, userId) => saveLearnerSettingsLocally(db, userId, learnerId, settings));

/** Deletes a learner and all their records on the server (a connection is needed), then here. */
export async function deleteLearner(learnerId: string): Promise<void> {
  try {
    await call((o) => client.learners[':id'].$delete({ param: { id: learnerId } }, o));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  forgetChoices(learnerId);
  const userId = readSession()?.customerId;
  if (userId) await forgetLearner(await openDb(), userId, learnerId);
}

/** Every record the server holds naming one learner, for their teacher to hand over (a connection is needed). */
export const exportLearner = (learnerId: string): Promise<LearnerExport> =>
  call((o) => client.learners[':id'].export.$get({ param: { id: learnerId } }, o));

/** GET /learners/counts (admins): how many learners each teacher has, by user id; never their names. */
export const learnerCountsQuery = () =>
  queryOptions({
    queryKey: learnerKeys.counts,
    queryFn: async ({ signal }) => {
      const { counts } = await call((o) => client.learners.counts.$get(undefined, o), { signal });
      return new Map(counts.map((count) => [count.userId, count]));
    },
  });

/** The course's records of every learner of the teacher's, and of the whole class; saved for offline. */
export const learnerReportQuery = (productId: string) =>
  queryOptions({
    queryKey: learnerKeys.report(productId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () => call((o) => client.learners.report.$get({ query: { productId } }, o), { signal })),
  });

/** Puts away a profile change the server refused, once the teacher has read why. */
export async function dismissRefusedLearner(opId: string): Promise<void> {
  const userId = readSession()?.customerId;
  if (userId) await dismissRefusedChange(await openDb(), userId, opId);
}
