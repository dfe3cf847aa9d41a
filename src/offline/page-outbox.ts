import type { OutboxOp } from './db.ts';
import { requested } from './idb.ts';
import type { OutboxStore } from './outbox.ts';
import { type Opener, opened, openPageStore } from './page-store.ts';
import { ownerTag } from './sealed-outbox.ts';
import { outboxSettledOutsideDexie } from './store-changes.ts';
import { BY_USER_STATE_SEQ, idbOutbox, OUTBOX, opsInState } from './worker-store.ts';

// The outbox as the page's runner and its header read it, on IndexedDB's own API as the worker
// does: sending an empty queue, the sync session and the outbox key need no Dexie, which then
// loads only with a step recorded, a learner changed or a sign-out (decision record 8).

const SEALED = 'sealed';

/** The page's OutboxStore: its settlements are told to the views that follow the outbox. */
export function pageOutbox(open: Opener = openPageStore): OutboxStore {
  const store = idbOutbox(open);
  return {
    ...store,
    async settle(refused, acknowledged) {
      await store.settle(refused, acknowledged);
      outboxSettledOutsideDexie({ refused: [...refused], acknowledged: [...acknowledged] });
    },
  };
}

/** What the header shows of a user's outbox: how many steps wait, and the ones the server refused. */
export interface OutboxView {
  queued: number;
  rejected: OutboxOp[];
}

export async function outboxView(userId: string, open: Opener = openPageStore): Promise<OutboxView> {
  const transaction = (await opened(open)).transaction(OUTBOX);
  const index = transaction.objectStore(OUTBOX).index(BY_USER_STATE_SEQ);
  const [queued, rejected] = await Promise.all([
    requested(index.count(opsInState(userId, 'queued'))),
    requested(index.getAll(opsInState(userId, 'rejected')) as IDBRequest<OutboxOp[]>),
  ]);
  return { queued, rejected };
}

/** Whether a teacher has progress sealed on this device (from an earlier sign-out) to open again. */
export async function hasSealedSteps(userId: string, open: Opener = openPageStore): Promise<boolean> {
  const tag = await ownerTag(userId);
  const sealed = (await opened(open)).transaction(SEALED).objectStore(SEALED);
  return (await requested(sealed.index('userId').count(tag))) > 0;
}
