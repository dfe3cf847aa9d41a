import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshLearnersQuery } from '#api/learners.ts';
import { DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { SyncOp } from '#domain/activity';
import { type OfflineDb, offlineDb, openOfflineDb } from '#offline/db.ts';
import { forgetLearner, replaceLearners, saveLearnerLocally, saveLearnerSettingsLocally } from '#offline/learners.ts';
import { dexieOutbox, enqueueStep, flushAll, queuedOps } from '#offline/outbox.ts';
import { endSession, rememberCustomer, startSession } from '#session/session.ts';
import { fromServer, learnersOf } from '../support/learners-on.ts';

const ALICE = { userId: 'alice', accessToken: 'token-a' };
const AVA = crypto.randomUUID();
const BEN = crypto.randomUUID();
const CAL = crypto.randomUUID();
const change = (learnerId: string, displayName: string, archived = false) =>
  ({ type: 'save-learner', learnerId, displayName, avatar: 'sun', group: '', archived }) as const;

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
    await flushAll(dexieOutbox(db), ALICE, { fetch: fetch as unknown as typeof globalThis.fetch });
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

  it('erases from the device a learner erased elsewhere: profile, unsent changes, steps and saved answers naming them', async () => {
    await replaceLearners(db, 'alice', [fromServer(AVA, 'Ava'), fromServer(BEN, 'Ben')]);
    await saveLearnerSettingsLocally(db, 'alice', AVA, { ...DEFAULT_ACCESS_SETTINGS, scanMode: 'step' });
    await enqueueStep(db, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'l', learnerIds: [AVA, BEN] });
    const report = { learners: [fromServer(AVA, 'Ava'), fromServer(BEN, 'Ben')], records: [] };
    await db.reads.bulkPut([
      { id: 'alice:report', userId: 'alice', value: report, storedAt: 1 },
      { id: 'alice:lesson', userId: 'alice', value: { title: 'Lesson 1' }, storedAt: 1 },
    ]);
    // Ava was erased on the whiteboard (or by the school's retention): the server lists Ben only.
    expect(await replaceLearners(db, 'alice', [fromServer(BEN, 'Ben')])).toEqual([AVA]);
    const everything = JSON.stringify([
      await db.learners.toArray(),
      await db.outbox.toArray(),
      await db.reads.toArray(),
    ]);
    expect(everything).not.toContain(AVA);
    expect((await learnersOf(db, 'alice')).map((learner) => learner.displayName)).toEqual(['Ben']);
    const queued = await queuedOps(db, 'alice');
    expect(queued.map((op) => ('learnerId' in op ? op.learnerId : op.learnerIds))).toEqual([[BEN]]);
    expect((await db.reads.toArray()).map((read) => read.id)).toEqual(['alice:lesson']);
    // A profile the server refused is no erased one either: its refusal waits for the teacher.
    await saveLearnerLocally(db, 'alice', change(CAL, 'Cal'));
    const [refused] = (await queuedOps(db, 'alice')).filter((op) => op.type === 'save-learner');
    await db.outbox.update(refused?.opId ?? '', { state: 'rejected', error: 'one learner too many' });
    expect(await replaceLearners(db, 'alice', [fromServer(BEN, 'Ben')])).toEqual([]);
    expect((await db.outbox.get(refused?.opId ?? ''))?.state).toBe('rejected');
    // A learner made on this device and not sent yet is no erased one.
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava again'));
    expect(await replaceLearners(db, 'alice', [fromServer(BEN, 'Ben')])).toEqual([]);
  });

  it('erases a learner the server listed and lists no more, even with a change to her waiting here', async () => {
    await replaceLearners(db, 'alice', [fromServer(AVA, 'Ava'), fromServer(BEN, 'Ben')]);
    // The whiteboard, offline, renames Ava; meanwhile the tablet erases her.
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava B'));
    await saveLearnerSettingsLocally(db, 'alice', AVA, { ...DEFAULT_ACCESS_SETTINGS, scanMode: 'step' });
    // Back online, the list comes before the rename is sent: the rename does not bring her back.
    expect(await replaceLearners(db, 'alice', [fromServer(BEN, 'Ben')])).toEqual([AVA]);
    expect(JSON.stringify([await db.learners.toArray(), await db.outbox.toArray()])).not.toContain(AVA);
    expect((await learnersOf(db, 'alice')).map((learner) => learner.displayName)).toEqual(['Ben']);
  });

  it('forgets a deleted learner with its unsent changes, and takes it out of the steps waiting', async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava'));
    await saveLearnerLocally(db, 'alice', change(BEN, 'Ben'));
    await enqueueStep(db, 'alice', { type: 'start-lesson', productId: 'p', lessonId: 'l', learnerIds: [AVA, BEN] });
    await forgetLearner(db, 'alice', AVA);
    expect((await learnersOf(db, 'alice')).map((learner) => learner.displayName)).toEqual(['Ben']);
    const queued = await queuedOps(db, 'alice');
    expect(queued.map((op) => ('learnerId' in op ? op.learnerId : op.learnerIds))).toEqual([BEN, [BEN]]);
  });
});

describe("a learner's access settings on the device", () => {
  const scanning = { ...DEFAULT_ACCESS_SETTINGS, scanMode: 'auto', stepMs: 2000 } as const;
  const names = async () => (await learnersOf(db, 'alice')).map((learner) => learner.displayName);
  const settingsOf = async (learnerId: string) => (await db.learners.get(learnerId))?.settings;

  it('shows a change at once and queues it whole, as the server takes it', async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava'));
    expect(await settingsOf(AVA)).toBeNull();
    await saveLearnerSettingsLocally(db, 'alice', AVA, scanning);
    expect(await learnersOf(db, 'alice')).toEqual([
      expect.objectContaining({ displayName: 'Ava', settings: scanning }),
    ]);

    const sent: unknown[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { ops: { opId: string }[] };
      sent.push(...body.ops);
      return Response.json({ results: body.ops.map((op) => ({ opId: op.opId, status: 'applied' })) });
    });
    await flushAll(dexieOutbox(db), ALICE, { fetch: fetch as unknown as typeof globalThis.fetch });
    const [, settingsChange] = sent;
    expect(settingsChange).toEqual({
      opId: expect.any(String),
      seq: 2,
      occurredAt: expect.any(String),
      type: 'save-learner-settings',
      learnerId: AVA,
      settings: scanning,
    });
    expect(SyncOp.safeParse(settingsChange).success).toBe(true);
    expect(await queuedOps(db, 'alice')).toEqual([]);
  });

  it('are kept by a profile change, and keep the profile', async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava'));
    await saveLearnerSettingsLocally(db, 'alice', AVA, scanning);
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava B', true));
    expect(await db.learners.get(AVA)).toMatchObject({ displayName: 'Ava B', archived: true, settings: scanning });
    await saveLearnerSettingsLocally(db, 'alice', AVA, DEFAULT_ACCESS_SETTINGS);
    expect(await db.learners.get(AVA)).toMatchObject({
      displayName: 'Ava B',
      archived: true,
      settings: DEFAULT_ACCESS_SETTINGS,
    });
  });

  it('are refused, and nothing queued, for a learner not on the device or of another teacher', async () => {
    await expect(saveLearnerSettingsLocally(db, 'alice', AVA, scanning)).rejects.toThrow(
      'This learner is not on this device',
    );
    await saveLearnerLocally(db, 'bob', change(BEN, 'Ben'));
    await expect(saveLearnerSettingsLocally(db, 'alice', BEN, scanning)).rejects.toThrow(
      'This learner belongs to another teacher',
    );
    expect(await queuedOps(db, 'alice')).toEqual([]);
    expect(await settingsOf(BEN)).toBeNull();
  });

  it("stay over the server's list until sent, beside the server's profile; they make no learner", async () => {
    await replaceLearners(db, 'alice', [fromServer(AVA, 'Ava'), fromServer(BEN, 'Ben')]);
    await saveLearnerSettingsLocally(db, 'alice', AVA, scanning);
    await saveLearnerSettingsLocally(db, 'alice', BEN, scanning);
    // The server has Ava renamed elsewhere, with the settings she had there, and Ben no more.
    const renamed = { ...fromServer(AVA, 'Ava renamed'), settings: DEFAULT_ACCESS_SETTINGS };
    await replaceLearners(db, 'alice', [renamed]);
    expect(await names()).toEqual(['Ava renamed']);
    expect(await settingsOf(AVA)).toEqual(scanning);

    await db.outbox.clear();
    await replaceLearners(db, 'alice', [renamed]);
    expect(await settingsOf(AVA)).toEqual(DEFAULT_ACCESS_SETTINGS);
  });

  it("lays a learner's profile and settings changes over the list in the order they were made", async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava'));
    await saveLearnerSettingsLocally(db, 'alice', AVA, scanning);
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava B'));
    // The server has not had any of it yet.
    await replaceLearners(db, 'alice', []);
    expect(await db.learners.get(AVA)).toMatchObject({ displayName: 'Ava B', settings: scanning });
  });

  it('leave with a deleted learner, and the settings of the others wait', async () => {
    await saveLearnerLocally(db, 'alice', change(AVA, 'Ava'));
    await saveLearnerLocally(db, 'alice', change(BEN, 'Ben'));
    await saveLearnerSettingsLocally(db, 'alice', AVA, scanning);
    await saveLearnerSettingsLocally(db, 'alice', BEN, scanning);
    await forgetLearner(db, 'alice', AVA);
    const queued = await queuedOps(db, 'alice');
    expect(queued.map((op) => [op.type, 'learnerId' in op ? op.learnerId : op.learnerIds])).toEqual([
      ['save-learner', BEN],
      ['save-learner-settings', BEN],
    ]);
    expect(await names()).toEqual(['Ben']);
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
