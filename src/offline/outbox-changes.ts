import { isOutboxSettled, type OutboxSettled } from './outbox-settled.ts';

// Who learns that the outbox changed. Its writers are three: the page's Dexie (a step queued, a
// learner changed, a sign-out's seal), the page's small store (the runner settling what it sent,
// without Dexie on a first visit) and the service worker's background sync. Its views are two:
// the header's count of what waits, read through the small store, and Dexie's live queries (the
// learners' refused changes), which see only Dexie's own writes: a settlement made elsewhere is
// settled again through Dexie where it is loaded (db.ts), which changes nothing but tells them.
// Other tabs of the app hear both kinds over a BroadcastChannel.

type Settlement = Pick<OutboxSettled, 'refused' | 'acknowledged'>;

const changeListeners = new Set<() => void>();
const settlementListeners = new Set<(settled: Settlement) => void>();

interface Message {
  settled?: Settlement;
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('outbox-changes') : undefined;

function tell(settled: Settlement | undefined) {
  if (settled) for (const listener of settlementListeners) listener(settled);
  for (const listener of changeListeners) listener();
}

channel?.addEventListener('message', (event: MessageEvent<Message>) => tell(event.data.settled));

navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (isOutboxSettled(event.data)) tell({ refused: event.data.refused, acknowledged: event.data.acknowledged });
});

/** The page's Dexie wrote to the outbox. */
export function outboxChanged(): void {
  tell(undefined);
  channel?.postMessage({} satisfies Message);
}

/** Steps were settled with the server without Dexie (the page's small store). */
export function outboxSettledOutsideDexie(settled: Settlement): void {
  const message: Message = { settled: { refused: [...settled.refused], acknowledged: [...settled.acknowledged] } };
  tell(message.settled);
  channel?.postMessage(message);
}

/** Calls `listener` after every change of the outbox, from any writer; answers how to stop. */
export function onOutboxChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Calls `listener` with every settlement made without Dexie, here, in another tab or by the worker. */
export function onSettledOutsideDexie(listener: (settled: Settlement) => void): () => void {
  settlementListeners.add(listener);
  return () => settlementListeners.delete(listener);
}
