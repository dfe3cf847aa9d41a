import { isOutboxSettled, type OutboxSettled } from './outbox-settled.ts';

// Who learns that the outbox or the learners changed on this device. Their writers: the page's
// Dexie (a step queued, a learner changed, a sign-out's seal), the page's small store (the runner
// settling what it sent, a first visit keeping the learners, both without Dexie) and the service
// worker's background sync. Their views: the header's count of what waits and the learners, read
// through the small store, and Dexie's live queries (the learners' refused changes), which see
// only Dexie's own writes: a settlement made elsewhere is settled again through Dexie where it is
// loaded (db.ts), which changes nothing but tells them. Other tabs hear all of it over a
// BroadcastChannel.

/** The stores whose views follow them without Dexie. */
export type WatchedStore = 'outbox' | 'learners';

type Settlement = Pick<OutboxSettled, 'refused' | 'acknowledged'>;

const changeListeners = new Set<{ store: WatchedStore; listener: () => void }>();
const settlementListeners = new Set<(settled: Settlement) => void>();

interface Message {
  store: WatchedStore;
  settled?: Settlement;
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('store-changes') : undefined;

function tell({ store, settled }: Message) {
  if (settled) for (const listener of settlementListeners) listener(settled);
  for (const each of changeListeners) if (each.store === store) each.listener();
}

channel?.addEventListener('message', (event: MessageEvent<Message>) => tell(event.data));

navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isOutboxSettled(event.data)) {
    tell({ store: 'outbox', settled: { refused: event.data.refused, acknowledged: event.data.acknowledged } });
  }
});

function announce(message: Message) {
  tell(message);
  channel?.postMessage(message);
}

/** The page's Dexie, or its small store, wrote to `store`. */
export function storeChanged(store: WatchedStore): void {
  announce({ store });
}

/** Steps were settled with the server without Dexie (the page's small store). */
export function outboxSettledOutsideDexie(settled: Settlement): void {
  announce({ store: 'outbox', settled: { refused: [...settled.refused], acknowledged: [...settled.acknowledged] } });
}

/** Calls `listener` after every change of `store`, from any writer; answers how to stop. */
export function onStoreChange(store: WatchedStore, listener: () => void): () => void {
  const entry = { store, listener };
  changeListeners.add(entry);
  return () => changeListeners.delete(entry);
}

/** Calls `listener` with every settlement made without Dexie, here, in another tab or by the worker. */
export function onSettledOutsideDexie(listener: (settled: Settlement) => void): () => void {
  settlementListeners.add(listener);
  return () => settlementListeners.delete(listener);
}
