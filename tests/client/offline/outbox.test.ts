import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_PROTOCOL } from '#domain/sync-protocol';
import { type OfflineDb, type OutboxOp, openOfflineDb } from '#offline/db.ts';
import { storeOpener } from '#offline/idb.ts';
import {
  dexieOutbox,
  enqueueStep,
  flushAll,
  flushQueue,
  isPaused,
  type OutboxStore,
  queuedOps,
  rejectedOps,
  setPaused,
} from '#offline/outbox.ts';
import { idbOutbox } from '#offline/worker-store.ts';

const ALICE = { userId: 'alice', accessToken: 'token-a' };
const BOB = { userId: 'bob', accessToken: 'token-b' };
const step = (lessonId = 'lesson-1') => ({ type: 'start-lesson' as const, productId: 'p', lessonId });

type Sent = { protocol?: number; clientId: string; ops: { opId: string; seq: number }[] };

/** A stand-in for the network: answers each sync call with `answer(body)`; records what was sent. */
function server(answer: (body: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const headers: Headers[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    headers.push(new Headers(init?.headers));
    return answer(body);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, headers };
}

const json = (body: unknown, status = 200, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...extra } });
const applyAll = (body: Sent) => json({ results: body.ops.map((op) => ({ opId: op.opId, status: 'applied' })) });

let db: OfflineDb;
beforeEach(() => {
  db = openOfflineDb(`outbox-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('enqueueStep', () => {
  it('gives each op its own id, one client id per device and a rising seq', async () => {
    const first = await enqueueStep(db, 'alice', step(), new Date('2026-01-01T10:00:00Z'));
    const second = await enqueueStep(db, 'alice', { ...step(), type: 'update-progress', activityKey: 'find-it' });
    expect(first.opId).not.toBe(second.opId);
    expect(first.clientId).toBe(second.clientId);
    expect(second.seq).toBe(first.seq + 1);
    expect(first.occurredAt).toBe('2026-01-01T10:00:00.000Z');
    expect((await queuedOps(db, 'alice')).map((op) => op.opId)).toEqual([first.opId, second.opId]);
  });
});

// The page sends with Dexie, the service worker's background sync with IndexedDB's own API: the
// same sending, on the same database, from either.
describe.each([
  ['the page (Dexie)', (opened: OfflineDb): OutboxStore => dexieOutbox(opened)],
  ['the service worker (IndexedDB)', (opened: OfflineDb): OutboxStore => idbOutbox(storeOpener(opened.name))],
])('flushOnce / flushAll from %s', (_from, storeOf) => {
  let store: OutboxStore;
  beforeEach(() => {
    store = storeOf(db);
  });

  it('removes what the server acknowledged, with the bearer token of the user', async () => {
    await enqueueStep(db, 'alice', step());
    await enqueueStep(db, 'alice', step('lesson-2'));
    const net = server((body) =>
      json({
        results: body.ops.map((op, index) => ({ opId: op.opId, status: index === 0 ? 'applied' : 'duplicate' })),
      }),
    );
    const outcome = await flushAll(store, ALICE, { fetch: net.fetch });
    expect(outcome).toEqual({ kind: 'sent', acknowledged: 2, rejected: 0 });
    expect(await queuedOps(db, 'alice')).toEqual([]);
    expect(net.headers[0]?.get('authorization')).toBe('Bearer token-a');
    expect(net.sent[0]?.ops.map((op) => op.seq)).toEqual([1, 2]);
  });

  it('keeps a rejected op aside where the teacher can see it, and the others go', async () => {
    const bad = await enqueueStep(db, 'alice', step());
    await enqueueStep(db, 'alice', step('lesson-2'));
    const net = server((body) =>
      json({
        results: body.ops.map((op) =>
          op.opId === bad.opId
            ? { opId: op.opId, status: 'rejected', error: 'You do not have access to this course' }
            : { opId: op.opId, status: 'applied' },
        ),
      }),
    );
    await flushAll(store, ALICE, { fetch: net.fetch });
    expect(await queuedOps(db, 'alice')).toEqual([]);
    const aside = await rejectedOps(db, 'alice');
    expect(aside.map((op) => [op.opId, op.error])).toEqual([[bad.opId, 'You do not have access to this course']]);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => json({ message: 'down' }, 500)],
    ['a 503', () => json({ message: 'down' }, 503)],
  ])('keeps everything after %s and asks to retry', async (_name, answer) => {
    await enqueueStep(db, 'alice', step());
    const net = server(answer as () => Promise<Response>);
    const outcome = await flushAll(store, ALICE, { fetch: net.fetch });
    expect(outcome.kind).toBe('retry');
    expect(await queuedOps(db, 'alice')).toHaveLength(1);
  });

  it('says a send that got no answer within its time timed out, and one stopped by its caller did not', async () => {
    await enqueueStep(db, 'alice', step());
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted) reject(new Error('aborted'));
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const fetch = hanging as typeof globalThis.fetch;
    expect(await flushAll(store, ALICE, { fetch, timeoutMs: 20 })).toMatchObject({ kind: 'retry', timedOut: true });
    const stop = new AbortController();
    const stopped = flushAll(store, ALICE, { fetch, timeoutMs: 60_000, signal: stop.signal });
    stop.abort();
    expect(await stopped).toMatchObject({ kind: 'retry', timedOut: false });
    expect(await queuedOps(db, 'alice')).toHaveLength(1);
  });

  it('names its protocol, and keeps every step when the answer is not one it can read', async () => {
    await enqueueStep(db, 'alice', step());
    const answers = [
      json({ results: 'applied' }),
      json({ results: [{ opId: 'x', status: 'stored' }] }),
      new Response('<html>proxy login</html>', { status: 200 }),
    ];
    for (const answer of answers) {
      const net = server(() => answer);
      expect(await flushAll(store, ALICE, { fetch: net.fetch })).toMatchObject({
        kind: 'retry',
        reason: 'The server sent an unreadable answer',
      });
      expect(net.sent[0]?.protocol).toBe(SYNC_PROTOCOL);
      expect(await queuedOps(db, 'alice')).toHaveLength(1);
    }
  });

  it('keeps every step while the server is older than the app (503 with Retry-After)', async () => {
    await enqueueStep(db, 'alice', step());
    const older = server(() => json({ message: 'This app is newer than the server.' }, 503, { 'Retry-After': '900' }));
    expect(await flushAll(store, ALICE, { fetch: older.fetch })).toMatchObject({
      kind: 'retry',
      retryAfterMs: 900_000,
    });
    expect(await queuedOps(db, 'alice')).toHaveLength(1);
    expect(await rejectedOps(db, 'alice')).toHaveLength(0);
  });

  it('honours Retry-After on 429', async () => {
    await enqueueStep(db, 'alice', step());
    const net = server(() => json({ message: 'slow down' }, 429, { 'Retry-After': '7' }));
    expect(await flushAll(store, ALICE, { fetch: net.fetch })).toMatchObject({ kind: 'retry', retryAfterMs: 7000 });
    expect(await queuedOps(db, 'alice')).toHaveLength(1);
  });

  it('pauses on 401, deleting nothing, until the same user signs in again', async () => {
    await enqueueStep(db, 'alice', step());
    const expired = server(() => json({ message: 'Please sign in' }, 401));
    expect(await flushQueue(store, ALICE, { fetch: expired.fetch })).toEqual({ kind: 'unauthorized' });
    expect(await isPaused(store, 'alice')).toBe(true);
    const later = server(applyAll);
    expect(await flushQueue(store, ALICE, { fetch: later.fetch })).toEqual({ kind: 'unauthorized' });
    expect(later.sent).toHaveLength(0);
    expect(await queuedOps(db, 'alice')).toHaveLength(1);
    await setPaused(store, 'alice', false);
    expect(await flushQueue(store, ALICE, { fetch: later.fetch })).toMatchObject({ kind: 'sent', acknowledged: 1 });
    expect(await queuedOps(db, 'alice')).toEqual([]);
  });

  it('splits a batch refused as a whole so only the refused op is set aside', async () => {
    const bad = await enqueueStep(db, 'alice', step());
    await enqueueStep(db, 'alice', step('lesson-2'));
    const net = server((body) =>
      body.ops.some((op) => op.opId === bad.opId) ? json({ message: 'ops.0.lessonId: bad' }, 400) : applyAll(body),
    );
    const outcome = await flushAll(store, ALICE, { fetch: net.fetch });
    expect(outcome).toEqual({ kind: 'sent', acknowledged: 1, rejected: 1 });
    expect((await rejectedOps(db, 'alice')).map((op) => op.opId)).toEqual([bad.opId]);
    expect(await queuedOps(db, 'alice')).toEqual([]);
  });

  it("never sends another user's queue", async () => {
    await enqueueStep(db, 'alice', step());
    await enqueueStep(db, 'bob', step());
    const net = server(applyAll);
    await flushAll(store, BOB, { fetch: net.fetch });
    expect(net.sent).toHaveLength(1);
    expect(net.sent[0]?.ops).toHaveLength(1);
    expect(await queuedOps(db, 'alice')).toHaveLength(1);
    expect(await queuedOps(db, 'bob')).toEqual([]);
  });

  it('sends at most 500 ops per request and goes on until the queue is empty', async () => {
    const { clientId, seq } = await enqueueStep(db, 'alice', step('lesson-0'));
    const later = Array.from(
      { length: 619 },
      (_, index): OutboxOp => ({
        opId: crypto.randomUUID(),
        userId: 'alice',
        clientId,
        seq: seq + 1 + index,
        ...step(`lesson-${index + 1}`),
        occurredAt: '2026-01-01T10:00:00.000Z',
        state: 'queued',
      }),
    );
    await db.outbox.bulkAdd(later);
    const net = server(applyAll);
    expect(await flushAll(store, ALICE, { fetch: net.fetch })).toMatchObject({ kind: 'sent', acknowledged: 620 });
    expect(net.sent.map((body) => body.ops.length)).toEqual([500, 120]);
    expect(net.sent.flatMap((body) => body.ops.map((op) => op.seq))).toEqual([seq, ...later.map((op) => op.seq)]);
    expect(await queuedOps(db, 'alice')).toEqual([]);
  });

  it('sends nothing when nothing is queued', async () => {
    const net = server(applyAll);
    expect(await flushAll(store, ALICE, { fetch: net.fetch })).toEqual({ kind: 'idle' });
    expect(net.sent).toHaveLength(0);
  });
});
