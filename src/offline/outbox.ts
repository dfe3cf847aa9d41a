import { SYNC_BATCH_MAX_OPS } from '#domain/constants';
import { isSyncResponse, SYNC_PROTOCOL, type SyncOpResult } from '#domain/sync-protocol';
import type { OfflineDb, OutboxOp, QueuedStep } from './db.ts';
import { deviceClientId, takeNextSeq } from './device.ts';
import { RETRY_AFTER_CAP_MS } from './retry-delay.ts';
import { underWebLock } from './web-lock.ts';

/**
 * The outbox: every start-lesson, update-progress and learner change is written here first,
 * online or not, and sent later, in the order made, through POST /api/activities/sync. This module
 * has no DOM: the page and the service worker run the same code, the page on Dexie and the worker
 * on IndexedDB's own API (worker-store.ts), each through an OutboxStore.
 */

/** Queues a step for a user; resolves once the write has committed (the step is then safe). */
export async function enqueueStep(
  db: OfflineDb,
  userId: string,
  step: QueuedStep,
  now: Date = new Date(),
): Promise<OutboxOp> {
  const clientId = await deviceClientId(db);
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const op: OutboxOp = {
      opId: crypto.randomUUID(),
      userId,
      clientId,
      seq: await takeNextSeq(db),
      ...step,
      occurredAt: now.toISOString(),
      state: 'queued',
    };
    await db.outbox.add(op);
    return op;
  });
}

export function queuedOps(db: OfflineDb, userId: string, limit = SYNC_BATCH_MAX_OPS): Promise<OutboxOp[]> {
  return db.outbox
    .where('[userId+state+seq]')
    .between([userId, 'queued', -Infinity], [userId, 'queued', Infinity])
    .limit(limit)
    .toArray();
}

export function rejectedOps(db: OfflineDb, userId: string): Promise<OutboxOp[]> {
  return db.outbox
    .where('[userId+state+seq]')
    .between([userId, 'rejected', -Infinity], [userId, 'rejected', Infinity])
    .toArray();
}

/** A step the server refused, set aside with its reason. */
export interface Refusal {
  key: string;
  changes: { state: 'rejected'; error: string };
}

/** What sending the outbox needs of the device's store. */
export interface OutboxStore {
  /** A user's queued ops, oldest first, at most `limit`. */
  queued(userId: string, limit: number): Promise<OutboxOp[]>;
  /** In one transaction: the refused ops are set aside, the acknowledged ones leave. */
  settle(refused: readonly Refusal[], acknowledged: readonly string[]): Promise<void>;
  getMeta(key: string): Promise<unknown>;
  /** Sets a meta entry; `undefined` removes it. */
  setMeta(key: string, value: unknown): Promise<void>;
}

/** The page's OutboxStore: its Dexie. */
export function dexieOutbox(db: OfflineDb): OutboxStore {
  return {
    queued: (userId, limit) => queuedOps(db, userId, limit),
    settle: (refused, acknowledged) =>
      db.transaction('rw', db.outbox, async () => {
        await db.outbox.bulkUpdate([...refused]);
        await db.outbox.bulkDelete([...acknowledged]);
      }),
    getMeta: async (key) => (await db.meta.get(key))?.value,
    setMeta: async (key, value) => {
      if (value === undefined) await db.meta.delete(key);
      else await db.meta.put({ key, value });
    },
  };
}

export interface SyncSession {
  userId: string;
  accessToken: string;
}

export type FlushOutcome =
  | { kind: 'idle' }
  | { kind: 'sent'; acknowledged: number; rejected: number }
  | {
      kind: 'retry';
      reason: string;
      retryAfterMs?: number | undefined;
      /** The server answered (429): it is reachable, only busy. */
      answered?: boolean;
      /** No answer came within the timeout. */
      timedOut?: boolean;
    }
  | { kind: 'unauthorized' };

export interface FlushOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Ends the attempt early (e.g. when a sign of connectivity says a fresh one will get through). */
  signal?: AbortSignal | undefined;
  /** Where the API lives; the page and the worker both use their own origin. */
  baseUrl?: string;
}

/** Short, so that a request lost in a network that stopped answering is soon tried again. */
const DEFAULT_TIMEOUT_MS = 8_000;

/** An op as the server takes it: what this device keeps about it stays here. */
function wireOp({ userId: _user, clientId: _client, state: _state, error: _error, ...op }: OutboxOp) {
  return op;
}

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; error?: unknown } | null;
  const text = body?.message ?? body?.error;
  return typeof text === 'string' && text ? text : `The server refused this step (${response.status})`;
}

/** Applies the server's per-op answers: acknowledged ops leave, rejected ones are kept aside. */
async function settle(store: OutboxStore, results: SyncOpResult[]) {
  const rejected = results.flatMap((result): Refusal[] =>
    result.status === 'rejected'
      ? [{ key: result.opId, changes: { state: 'rejected', error: result.error ?? 'Rejected by the server' } }]
      : [],
  );
  const acknowledged = results.flatMap((result) => (result.status === 'rejected' ? [] : [result.opId]));
  await store.settle(rejected, acknowledged);
  return { acknowledged: acknowledged.length, rejected: rejected.length };
}

type BatchAnswer =
  | { kind: 'results'; results: SyncOpResult[] }
  | { kind: 'refused'; message: string }
  | Exclude<FlushOutcome, { kind: 'idle' } | { kind: 'sent' }>;

async function sendBatch(ops: OutboxOp[], session: SyncSession, options: FlushOptions): Promise<BatchAnswer> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await send(`${options.baseUrl ?? ''}/api/activities/sync`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ protocol: SYNC_PROTOCOL, clientId: ops[0]?.clientId, ops: ops.map(wireOp) }),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch {
    return { kind: 'retry', reason: 'Network Error', timedOut: timeout.aborted };
  }
  if (response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (!isSyncResponse(body)) return { kind: 'retry', reason: 'The server sent an unreadable answer' };
    return { kind: 'results', results: body.results };
  }
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.status === 429 || response.status >= 500 || response.status === 408) {
    return {
      kind: 'retry',
      reason: `The server answered ${response.status}`,
      retryAfterMs: retryAfterMs(response),
      answered: response.status < 500,
    };
  }
  return { kind: 'refused', message: await messageOf(response) };
}

/**
 * Sends one batch of a user's queued ops. 2xx removes what the server acknowledged (and sets
 * aside what it rejected); a network error, timeout, 5xx or 429 keeps everything for a later
 * try; 401 keeps everything and pauses; a batch refused as a whole (400, 403...) is split so
 * that only the op the server refuses is set aside and the others go on.
 */
export async function flushOnce(
  store: OutboxStore,
  session: SyncSession,
  options: FlushOptions = {},
): Promise<FlushOutcome> {
  const ops = await store.queued(session.userId, SYNC_BATCH_MAX_OPS);
  if (ops.length === 0) return { kind: 'idle' };
  const answer = await sendBatch(ops, session, options);
  if (answer.kind === 'results') return { kind: 'sent', ...(await settle(store, answer.results)) };
  if (answer.kind !== 'refused') return answer;
  if (ops.length === 1 && ops[0]) {
    return {
      kind: 'sent',
      ...(await settle(store, [{ opId: ops[0].opId, status: 'rejected', error: answer.message }])),
    };
  }
  let acknowledged = 0;
  let rejected = 0;
  for (const op of ops) {
    const single = await sendBatch([op], session, options);
    if (single.kind === 'retry' || single.kind === 'unauthorized') return single;
    const results: SyncOpResult[] =
      single.kind === 'results' ? single.results : [{ opId: op.opId, status: 'rejected', error: single.message }];
    const settled = await settle(store, results);
    acknowledged += settled.acknowledged;
    rejected += settled.rejected;
  }
  return { kind: 'sent', acknowledged, rejected };
}

/** Sends batches until the user's queue is empty or a batch cannot be sent now. */
export async function flushAll(
  store: OutboxStore,
  session: SyncSession,
  options: FlushOptions = {},
): Promise<FlushOutcome> {
  let total: FlushOutcome = { kind: 'idle' };
  for (;;) {
    const outcome = await flushOnce(store, session, options);
    if (outcome.kind !== 'sent') return total.kind === 'sent' && outcome.kind === 'idle' ? total : outcome;
    total =
      total.kind === 'sent'
        ? {
            kind: 'sent',
            acknowledged: total.acknowledged + outcome.acknowledged,
            rejected: total.rejected + outcome.rejected,
          }
        : outcome;
    if (outcome.acknowledged + outcome.rejected === 0) return total;
  }
}

const LOCK_NAME = 'symbol-courses-outbox-flush';

/** Runs a flush under a Web Lock, so two tabs (or a tab and the worker) never send at once. */
export function withFlushLock<T>(work: () => Promise<T>): Promise<T> {
  return underWebLock(LOCK_NAME, 'exclusive', work);
}

const SESSION_KEY = 'session';
const pausedKey = (userId: string) => `paused:${userId}`;
const notBeforeKey = (userId: string) => `not-before:${userId}`;

/**
 * How long the server asked a user's sends to wait (its 429's Retry-After) still runs, in ms; 0
 * when it has passed. Kept on the device, so the page and the worker both wait it out, whatever
 * sign of connectivity comes meanwhile.
 */
async function askedWaitMs(store: OutboxStore, userId: string): Promise<number> {
  const until = await store.getMeta(notBeforeKey(userId));
  return typeof until === 'number' ? Math.max(0, until - Date.now()) : 0;
}

/** The session the worker may send a user's queue with; written at sign-in, removed at sign-out. */
export function saveSyncSession(store: OutboxStore, session: SyncSession | null): Promise<void> {
  return store.setMeta(SESSION_KEY, session ?? undefined);
}

export async function loadSyncSession(store: OutboxStore): Promise<SyncSession | undefined> {
  return ((await store.getMeta(SESSION_KEY)) as SyncSession | undefined) ?? undefined;
}

/** After a 401 a user's queue waits, untouched, until that user signs in again. */
export function setPaused(store: OutboxStore, userId: string, paused: boolean): Promise<void> {
  return store.setMeta(pausedKey(userId), paused ? true : undefined);
}

export async function isPaused(store: OutboxStore, userId: string): Promise<boolean> {
  return (await store.getMeta(pausedKey(userId))) === true;
}

/**
 * One complete flush as both the page and the worker run it: locked, paused on 401, and nothing
 * sent before the time a busy server (429) asked for: the queue keeps everything meanwhile.
 */
export async function flushQueue(
  store: OutboxStore,
  session: SyncSession,
  options: FlushOptions = {},
): Promise<FlushOutcome> {
  return withFlushLock(async () => {
    if (await isPaused(store, session.userId)) return { kind: 'unauthorized' } as const;
    const waitMs = await askedWaitMs(store, session.userId);
    if (waitMs > 0) return { kind: 'retry', reason: 'The server asked to wait', retryAfterMs: waitMs, answered: true };
    const outcome = await flushAll(store, session, options);
    if (outcome.kind === 'unauthorized') await setPaused(store, session.userId, true);
    if (outcome.kind === 'retry' && outcome.answered && outcome.retryAfterMs) {
      const waited = Math.min(outcome.retryAfterMs, RETRY_AFTER_CAP_MS);
      await store.setMeta(notBeforeKey(session.userId), Date.now() + waited);
    }
    return outcome;
  });
}
