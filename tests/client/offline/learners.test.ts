import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Learner } from '#domain/learner';
import { refreshLearnersQuery } from '../../../src/api/learners.ts';
import { type OfflineDb, offlineDb, openOfflineDb } from '../../../src/offline/db.ts';
import { forgetLearner, learnersOf, replaceLearners, saveLearnerLocally } from '../../../src/offline/learners.ts';
import { enqueueStep, flushAll, queuedOps } from '../../../src/offline/outbox.ts';
import { endSession, rememberCustomer, startSession } from '../../../src/session/session.ts';

const ALICE = { userId: 'alice', accessToken: 'token-a' };
const AVA = crypto.randomUUID();
const BEN = crypto.randomUUID();
const change = (learnerId: string, displayName: string, archived = false) =>
  ({ type: 'save-learner', learnerId, displayName, avatar: 'sun', group: '', archived }) as const;

const fromServer = (id: string, displayName: string): Learner => ({
  _id: id,
  displayName,
  avatar: 'fish',
  group: 'Blue',
  archived: false,
  settings: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let db: OfflineDb;
beforeEach(() => {
  db = openOfflineDb(`learners-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('learners on the device', () => {
  it('shows a learner made offline at once and queues it before the steps that name it', async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava'));
    await enqueueStep(db, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'l', learnerIds: [AVA] });
    expect((await learnersOf(db, 'alice')).map((learner) => learner.displayName)).toEqual(['Ava']);
    expect(await learnersOf(db, 'bob')).toEqual([]);

    const sent: unknown[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { ops: { opId: string }[] };
      sent.push(...body.ops);
      return Response.json({ results: body.ops.map((op) => ({ opId: op.opId, status: 'applied' })) });
    });
    await flushAll(db, ALICE, { fetch: fetch as unknown as typeof globalThis.fetch });
    expect(sent).toEqual([
      expect.objectContaining({ type: 'save-learner', learnerId: AVA, displayName: 'Ava', avatar: 'sun', seq: 1 }),
      expect.objectContaining({ type: 'start-lesson', learnerIds: [AVA], seq: 2 }),
    ]);
    expect(sent[0]).not.toHaveProperty('userId');
    expect(await queuedOps(db, 'alice')).toEqual([]);
  });

  it("takes the server's list but keeps the changes not sent yet", async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava renamed offline'));
    await replaceLearners(db, 'alice', [fromServer(AVA, 'Ava'), fromServer(BEN, 'Ben')]);
    expect((await learnersOf(db, 'alice')).map((learner) => learner.displayName)).toEqual([
      'Ava renamed offline',
      'Ben',
    ]);
    await db.outbox.clear();
    await replaceLearners(db, 'alice', [fromServer(BEN, 'Ben')]);
    expect((await learnersOf(db, 'alice')).map((learner) => learner.displayName)).toEqual(['Ben']);
  });

  it('forgets a deleted learner with its unsent changes, and takes it out of the steps waiting', async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava'));
    await saveLearnerLocally(db, 'alice', change(BEN, 'Ben'));
    await enqueueStep(db, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'l', learnerIds: [AVA, BEN] });
    await forgetLearner(db, 'alice', AVA);
    expect((await learnersOf(db, 'alice')).map((learner) => learner.displayName)).toEqual(['Ben']);
    const queued = await queuedOps(db, 'alice');
    expect(queued.map((op) => (op.type === 'save-learner' ? op.learnerId : op.learnerIds))).toEqual([BEN, [BEN]]);
  });
});

describe("the teacher's list from the server", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    endSession();
    await offlineDb.learners.clear();
  });

  /** GET /learners answers the list; `meanwhile` runs while it comes. */
  const refreshWhile = async (meanwhile: () => void) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        meanwhile();
        return new Response(JSON.stringify([fromServer(AVA, 'Ava')]), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const { queryFn } = refreshLearnersQuery();
    await (queryFn as (context: { signal: AbortSignal }) => Promise<number>)({ signal: new AbortController().signal });
    return (await offlineDb.learners.toArray()).map((learner) => learner.displayName);
  };

  it('is kept on the device for the signed-in teacher, and not once she has signed out while it came', async () => {
    startSession('token-1', '2030-01-01T00:00:00.000Z');
    rememberCustomer('alice');
    expect(await refreshWhile(() => undefined)).toEqual(['Ava']);
    await offlineDb.learners.clear();
    expect(await refreshWhile(endSession)).toEqual([]);
  });
});
