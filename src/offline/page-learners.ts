import { byName, type Learner } from '#domain/learner';
import type { LocalLearner } from './db.ts';
import { committed, requested } from './idb.ts';
import { type Opener, opened, openPageStore } from './page-store.ts';
import { storeChanged } from './store-changes.ts';

// The learners as every lesson page reads them (their access settings drive switch scanning and
// speech), on IndexedDB's own API: a first visit to an activity page keeps and shows them without
// loading Dexie. Merging the server's list with changes still to be sent stays Dexie's
// (learners.ts): it is needed only once this device has made such changes or kept a list before.

const LEARNERS = 'learners';
const OUTBOX = 'outbox';

/** The teacher's learners on this device, by name. */
export async function learnersOnDevice(userId: string, open: Opener = openPageStore): Promise<LocalLearner[]> {
  const learners = (await opened(open)).transaction(LEARNERS).objectStore(LEARNERS);
  const rows = await requested(learners.index('userId').getAll(userId) as IDBRequest<LocalLearner[]>);
  return rows.sort(byName);
}

/**
 * Keeps the server's list of learners when this device holds none of the teacher's yet and
 * nothing of hers waits in the outbox (a first visit): then nothing is there to merge and the list
 * is kept as it is. Answers false, keeping nothing, when there is: the caller merges through Dexie.
 * Once `session` is aborted (she signed out, and sign-out cleared her learners), it keeps nothing.
 */
export async function keepFirstLearners(
  userId: string,
  fromServer: readonly Learner[],
  session: AbortSignal,
  open: Opener = openPageStore,
): Promise<boolean> {
  const db = await opened(open);
  if (session.aborted) return true;
  const transaction = db.transaction([LEARNERS, OUTBOX], 'readwrite');
  const learners = transaction.objectStore(LEARNERS);
  const kept = learners.index('userId').count(userId);
  const waiting = transaction.objectStore(OUTBOX).index('userId').count(userId);
  let merge = false;
  // Requests are answered in order: both counts are known here, within the transaction.
  waiting.onsuccess = () => {
    merge = kept.result > 0 || waiting.result > 0;
    if (merge) return transaction.abort();
    for (const learner of fromServer) learners.put({ ...learner, userId, onServer: true } satisfies LocalLearner);
  };
  try {
    await committed(transaction);
  } catch (error) {
    if (merge) return false;
    throw error;
  }
  if (fromServer.length > 0) storeChanged('learners');
  return true;
}
