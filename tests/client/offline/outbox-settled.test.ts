import 'fake-indexeddb/auto';
import { afterAll, expect, it, vi } from 'vitest';
import { storeOpener } from '#offline/idb.ts';
import { OUTBOX_SETTLED } from '#offline/outbox-settled.ts';
import { idbOutbox } from '#offline/worker-store.ts';

// The page's service worker, as far as its messages go: db.ts listens from its first import on.
const worker = new EventTarget();
Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
const { offlineDb, liveQuery } = await import('#offline/db.ts');
const { enqueueStep, queuedOps } = await import('#offline/outbox.ts');

/** The test waits for the view to change, however busy the machine; only a view that never changes fails. */
const WAIT = { timeout: 25_000 };

afterAll(async () => {
  await offlineDb.delete();
});

it("shows the worker's background sync in the page's views of the outbox once the worker says so", async () => {
  const op = await enqueueStep(offlineDb, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'l' });
  const seen: string[][] = [];
  const subscription = liveQuery(() => queuedOps(offlineDb, 'alice')).subscribe((ops) =>
    seen.push(ops.map((each) => each.opId)),
  );
  await vi.waitFor(() => expect(seen).toEqual([[op.opId]]), WAIT);
  // The worker sends the step and takes it out of the outbox, without Dexie.
  await idbOutbox(storeOpener(offlineDb.name)).settle([], [op.opId]);
  worker.dispatchEvent(
    new MessageEvent('message', { data: { type: OUTBOX_SETTLED, refused: [], acknowledged: [op.opId] } }),
  );
  await vi.waitFor(() => expect(seen.at(-1)).toEqual([]), WAIT);
  subscription.unsubscribe();
});
