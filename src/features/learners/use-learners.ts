import { useQuery } from '@tanstack/react-query';
import { refreshLearnersQuery } from '#api/learners.ts';
import type { LocalLearner, OutboxOp } from '#offline/db.ts';
import { refusedLearnerChanges } from '#offline/learners.ts';
import { useLiveQuery } from '#offline/use-live-query.ts';
import { useStoreView } from '#offline/use-store-view.ts';
import { useAuth } from '#state/auth-store.ts';

const NONE: LocalLearner[] = [];

// Loaded with the first read, not with the page: the small store's code is no part of a first render.
const learnersOf = (userId: string) =>
  userId
    ? import('#offline/page-learners.ts').then(({ learnersOnDevice }) => learnersOnDevice(userId))
    : Promise.resolve(NONE);

/**
 * The signed-in teacher's learners as this device knows them (offline too), brought up to date
 * from the server whenever it can be reached, read without Dexie. `loaded` is false until the device has answered: once
 * the first page has shown, or at once (`now`) for a page that acts on them.
 */
export function useLearners(when: 'now' | 'later' = 'later'): { learners: LocalLearner[]; loaded: boolean } {
  const userId = useAuth((state) => state.user?._id) ?? '';
  useQuery({ ...refreshLearnersQuery(), enabled: userId !== '' });
  const learners = useStoreView('learners', learnersOf, userId, when);
  return { learners: learners ?? NONE, loaded: learners !== undefined };
}

const NO_CHANGES: OutboxOp[] = [];

/** The signed-in teacher's profile changes the server refused, with its reasons. */
export function useRefusedLearnerChanges(): OutboxOp[] {
  const userId = useAuth((state) => state.user?._id) ?? '';
  return useLiveQuery(
    (db, id) => (id ? refusedLearnerChanges(db, id) : Promise.resolve(NO_CHANGES)),
    userId,
    NO_CHANGES,
  );
}
