import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { offlineDb } from '#offline/db.ts';
import { enqueueStep, queuedOps } from '#offline/outbox.ts';
import { flushNow, startSync } from '#offline/outbox-runner.ts';
import { useSyncState } from '#offline/sync-store.ts';
import { rememberCustomer, startSession } from '#session/session.ts';

type Sent = { ops: { opId: string }[] };

/** The sync call: busy (429, Retry-After: 30) the first time, then taking every op. */
function busyOnceServer() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    if (sent.length === 1) {
      return new Response(JSON.stringify({ message: 'Too many steps at once.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
      });
    }
    const results = body.ops.map((op) => ({ opId: op.opId, status: 'applied' }));
    return new Response(JSON.stringify({ results }), { headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, sent };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  startSession('token-a', new Date(Date.now() + 3_600_000).toISOString());
  rememberCustomer('alice');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a 429 makes the outbox wait its Retry-After, whatever else happens, then send the same steps once, with no error shown', async () => {
  const server = busyOnceServer();
  vi.stubGlobal('fetch', server.fetch);
  const step = await enqueueStep(offlineDb, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'lesson-1' });

  await startSync();
  expect(server.fetch).toHaveBeenCalledTimes(1);
  expect((await queuedOps(offlineDb, 'alice')).map((op) => op.opId)).toEqual([step.opId]);
  expect(useSyncState.getState().problem).toBeNull();

  // Signs of connectivity (the network back, a page shown again) do not cut the wait short.
  await vi.advanceTimersByTimeAsync(10_000);
  window.dispatchEvent(new Event('online'));
  await flushNow();
  await vi.advanceTimersByTimeAsync(19_000);
  await flushNow();
  expect(server.fetch).toHaveBeenCalledTimes(1);
  expect(useSyncState.getState().problem).toBeNull();

  await vi.advanceTimersByTimeAsync(1_000);
  await flushNow();
  expect(server.fetch).toHaveBeenCalledTimes(2);
  expect(server.sent[1]?.ops.map((op) => op.opId)).toEqual([step.opId]);
  expect(await queuedOps(offlineDb, 'alice')).toEqual([]);
  expect(useSyncState.getState().problem).toBeNull();
});
