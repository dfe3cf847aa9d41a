import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { isSyncResponse, SYNC_PROTOCOL } from '#domain/sync-protocol';
import { createApp } from '#server/app';
import { syncDevices } from '#server/db/schema';
import { DEDUPE_WINDOW_MS, pruneAppliedOps } from '#server/repo/sync-batch';
import { SYNC_NEWER_APP } from '#server/routes/sync';
import { appliedOpIds, getActivity, minutesAgo, op, ownedCourse, storedActivities, sync } from './support/progress.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const course = (count = 1) => ownedCourse(t, admin, count);

const statuses = (answer: { body: { results: { status: string }[] } }) =>
  answer.body.results.map((result) => result.status);

describe('POST /api/activities/sync', () => {
  it('answers one result per op, in the order of the request', async () => {
    const { product, lessons, owner } = await course(2);
    const [first, second] = lessons as [(typeof lessons)[0], (typeof lessons)[0]];
    const ops = [
      op({ seq: 3, productId: product._id, lessonId: second._id, activityKey: 'read-it' }),
      op({ seq: 1, type: 'start-lesson', productId: product._id, lessonId: first._id }),
      op({ seq: 2, productId: product._id, lessonId: first._id, activityKey: 'say-it' }),
    ];
    const answer = await sync(t, owner, 'device-a', ops);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      results: ops.map((sent) => ({ opId: sent.opId, status: 'applied' })),
      protocol: SYNC_PROTOCOL,
    });
    const firstActivity = await getActivity(t, owner, product._id, first._id);
    expect(firstActivity.body.activitiesDone).toEqual(['say-it']);
    expect(firstActivity.body.lastItem.url).toBe(`/class/${product._id}/lessons/${first._id}/say-it`);
    expect((await getActivity(t, owner, product._id, second._id)).body.activitiesDone).toEqual(['read-it']);
  });

  it('marks no activity done for a start-lesson op, even one carrying a key', async () => {
    const { product, lesson, owner } = await course();
    const answer = await sync(t, owner, 'device-a', [
      op({ seq: 1, type: 'start-lesson', productId: product._id, lessonId: lesson._id, activityKey: 'say-it' }),
    ]);
    expect(statuses(answer)).toEqual(['applied']);
    const activity = (await getActivity(t, owner, product._id, lesson._id)).body;
    expect(activity.activitiesDone).toEqual([]);
    expect(activity.lastItem.url).toBe(`/class/${product._id}/lessons/${lesson._id}`);
  });

  it('applies concurrent batches of one teacher that touch the same lessons in different orders', async () => {
    const { product, lessons, owner } = await course(4);
    // Each device walks the lessons from a different start, as tabs and tablets of one class do.
    const batches = [0, 1, 2, 3].map((shift) =>
      Array.from({ length: 24 }, (_, index) =>
        op({
          seq: index,
          productId: product._id,
          lessonId: (lessons[(index + shift) % lessons.length] as (typeof lessons)[0])._id,
          activityKey: ACTIVITY_KEYS[index % ACTIVITY_KEYS.length],
        }),
      ),
    );
    const answers = await Promise.all(batches.map((ops, index) => sync(t, owner, `device-${index}`, ops)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(new Set(statuses(answer))).toEqual(new Set(['applied']));
  });

  it('answers concurrent batches in full when the server applies one batch at a time (PGlite)', async () => {
    const { product, lessons, owner } = await course(2);
    const serial = createApp({ ...t.deps, oneBatchAtATime: true });
    const send = (clientId: string, ops: unknown[]) =>
      serial.request('/api/activities/sync', {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId, ops }),
      });
    const batches = [0, 1, 2].map((device) =>
      [1, 2].map((seq) =>
        op({
          seq,
          productId: product._id,
          lessonId: (lessons[seq - 1] as (typeof lessons)[0])._id,
          activityKey: ACTIVITY_KEYS[device],
        }),
      ),
    );
    const answers = await Promise.all(batches.map((ops, device) => send(`serial-${device}`, ops)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { results: { status: string }[] };
      expect(body.results.map((result) => result.status)).toEqual(['applied', 'applied']);
    }
    const activity = (await getActivity(t, owner, product._id, (lessons[0] as (typeof lessons)[0])._id)).body;
    expect(activity.activitiesDone).toEqual(ACTIVITY_KEYS.slice(0, 3));
  });

  it('answers an empty batch with no results', async () => {
    const { owner } = await course();
    const answer = await sync(t, owner, 'device-a', []);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ results: [], protocol: SYNC_PROTOCOL });
  });

  it('applies nothing twice when the same batch is sent again, whole or in part', async () => {
    const { product, lesson, owner } = await course();
    const ops = ['say-it', 'find-it', 'hear-it'].map((activityKey, index) =>
      op({ seq: index + 1, productId: product._id, lessonId: lesson._id, activityKey, url: `/step-${index + 1}` }),
    );
    expect(statuses(await sync(t, owner, 'device-a', ops))).toEqual(['applied', 'applied', 'applied']);
    const after = (await getActivity(t, owner, product._id, lesson._id)).body;
    expect(after.lastItem.url).toBe('/step-3');

    const resent = await sync(t, owner, 'device-a', ops);
    expect(resent.body.results).toEqual(ops.map((sent) => ({ opId: sent.opId, status: 'duplicate' })));
    expect((await getActivity(t, owner, product._id, lesson._id)).body).toEqual(after);

    // A partial resend, with a new op behind it: only the new op is applied.
    const newer = op({ seq: 4, productId: product._id, lessonId: lesson._id, activityKey: 'watch-it', url: '/step-4' });
    const partial = await sync(t, owner, 'device-a', [ops[1], newer, ops[2]]);
    expect(statuses(partial)).toEqual(['duplicate', 'applied', 'duplicate']);
    const final = (await getActivity(t, owner, product._id, lesson._id)).body;
    expect(final.activitiesDone).toEqual(['say-it', 'find-it', 'hear-it', 'watch-it']);
    expect(final.lastItem.url).toBe('/step-4');

    // An op already applied by a direct call with the same opId is a duplicate too.
    const direct = await t.call('POST', '/activities/update-progress', {
      token: owner.token,
      body: { productId: product._id, lessonId: lesson._id, activityKey: 'play-it', opId: 'direct-op' },
    });
    expect(direct.status).toBe(200);
    const replayed = await sync(t, owner, 'device-a', [
      op({ seq: 5, opId: 'direct-op', productId: product._id, lessonId: lesson._id, activityKey: 'play-it' }),
    ]);
    expect(statuses(replayed)).toEqual(['duplicate']);
    expect(await appliedOpIds(t, owner.user.id)).toHaveLength(5);
  });

  it('applies the ops in seq order, whatever the order of the array', async () => {
    const { product, lesson, owner } = await course();
    const at = minutesAgo(30);
    const ops = [5, 2, 4, 1, 3].map((seq) =>
      op({
        seq,
        opId: `seq-${seq}`,
        productId: product._id,
        lessonId: lesson._id,
        activityKey: ACTIVITY_KEYS[seq - 1] ?? 'say-it',
        url: `/seq-${seq}`,
        occurredAt: at,
      }),
    );
    const answer = await sync(t, owner, 'device-a', ops);
    expect(answer.body.results.map((result: { opId: string }) => result.opId)).toEqual([
      'seq-5',
      'seq-2',
      'seq-4',
      'seq-1',
      'seq-3',
    ]);
    expect(await appliedOpIds(t, owner.user.id)).toEqual(['seq-1', 'seq-2', 'seq-3', 'seq-4', 'seq-5']);
    // All at the same time from one device: the highest seq is the newest.
    expect((await getActivity(t, owner, product._id, lesson._id)).body.lastItem.url).toBe('/seq-5');
  });

  it('breaks ties on occurredAt by clientId, then seq, whatever arrives first', async () => {
    const { product, lesson, owner } = await course();
    const at = minutesAgo(20);
    const base = { productId: product._id, lessonId: lesson._id, activityKey: 'say-it', occurredAt: at };
    await sync(t, owner, 'device-b', [op({ ...base, seq: 1, url: '/from-b' })]);
    await sync(t, owner, 'device-a', [op({ ...base, seq: 9, url: '/from-a' })]);
    expect((await getActivity(t, owner, product._id, lesson._id)).body.lastItem.url).toBe('/from-b');
    await sync(t, owner, 'device-b', [op({ ...base, seq: 0, url: '/from-b-earlier-seq' })]);
    expect((await getActivity(t, owner, product._id, lesson._id)).body.lastItem.url).toBe('/from-b');
    await sync(t, owner, 'device-b', [op({ ...base, seq: 2, url: '/from-b-later-seq' })]);
    expect((await getActivity(t, owner, product._id, lesson._id)).body.lastItem.url).toBe('/from-b-later-seq');
  });

  it('keeps lastItem at the newest occurredAt across batches, while every key counts', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    await sync(t, owner, 'phone', [
      op({ ...base, seq: 1, activityKey: 'say-it', url: '/new', occurredAt: minutesAgo(1) }),
    ]);
    // A tablet that was offline for a while replays older steps afterwards.
    const late = await sync(t, owner, 'tablet', [
      op({ ...base, seq: 1, activityKey: 'find-it', url: '/old-1', occurredAt: minutesAgo(50) }),
      op({ ...base, seq: 2, activityKey: 'hear-it', url: '/old-2', occurredAt: minutesAgo(40) }),
    ]);
    expect(statuses(late)).toEqual(['applied', 'applied']);
    const activity = (await getActivity(t, owner, product._id, lesson._id)).body;
    expect(activity.lastItem.url).toBe('/new');
    expect(activity.activitiesDone).toEqual(['say-it', 'find-it', 'hear-it']);
  });

  it('rejects an op it cannot apply without stopping the others', async () => {
    const { product, lessons, owner } = await course(2);
    const [first, second] = lessons as [(typeof lessons)[0], (typeof lessons)[0]];
    const notOwned = await course();
    const elsewhere = await course();
    const ops = [
      op({ seq: 1, productId: product._id, lessonId: first._id, activityKey: 'say-it' }),
      op({ seq: 2, productId: notOwned.product._id, lessonId: notOwned.lesson._id, activityKey: 'say-it' }),
      op({ seq: 3, productId: product._id, lessonId: crypto.randomUUID(), activityKey: 'say-it' }),
      op({ seq: 4, productId: product._id, lessonId: first._id, activityKey: 'sing-it' }),
      op({ seq: 5, productId: product._id, lessonId: first._id }),
      op({ seq: 6, productId: product._id, lessonId: elsewhere.lesson._id, activityKey: 'say-it' }),
      op({ seq: 7, productId: product._id, lessonId: first._id, activityKey: 'say-it', url: 'https://evil.example' }),
      op({ seq: 8, productId: product._id, lessonId: first._id, activityKey: 'say-it', occurredAt: 'soon' }),
      { opId: 'no-seq', type: 'update-progress', productId: product._id, lessonId: first._id, activityKey: 'say-it' },
      op({ seq: 10, type: 'finish-lesson' as 'start-lesson', productId: product._id, lessonId: first._id }),
      op({ seq: 11, productId: product._id, lessonId: second._id, activityKey: 'write-it' }),
    ];
    const answer = await sync(t, owner, 'device-a', ops);
    expect(answer.status).toBe(200);
    const results = answer.body.results;
    expect(results.map((result: { opId: string }) => result.opId)).toEqual(ops.map((sent) => sent.opId));
    expect(statuses(answer)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(results[1].error).toBe('You do not have access to this course');
    expect(results[2].error).toBe('Lesson not found');
    expect(results[3].error).toMatch(/^activityKey: /);
    expect(results[4].error).toBe('activityKey: is required for update-progress');
    expect(results[5].error).toBe('Lesson not found');
    expect(results[6].error).toBe('url: must be a path inside the app');
    expect(results[7].error).toMatch(/^occurredAt: /);
    expect(results[8].error).toMatch(/^seq: /);
    expect(results[9].error).toMatch(/^type: /);
    expect(results[0]).not.toHaveProperty('error');

    expect((await getActivity(t, owner, product._id, first._id)).body.activitiesDone).toEqual(['say-it']);
    expect((await getActivity(t, owner, product._id, second._id)).body.activitiesDone).toEqual(['write-it']);
    expect(await storedActivities(t, owner.user.id)).toHaveLength(2);
    // A rejected op is not recorded as applied: once the cause is gone, it can be sent again.
    expect(await appliedOpIds(t, owner.user.id)).toHaveLength(2);
    await t.call('PUT', `/admin/users/${owner.user.id}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [notOwned.product.shopifyProductId] },
    });
    expect(statuses(await sync(t, owner, 'device-a', [ops[1]]))).toEqual(['applied']);
  });

  it('rejects an op holding a value the database cannot store, and applies the rest', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const ops = [
      op({ ...base, seq: 1, activityKey: 'say-it' }),
      op({ ...base, seq: 3_000_000_000, activityKey: 'find-it' }),
      op({ ...base, seq: 2, activityKey: 'hear-it', occurredAt: '0000-01-01T00:00:00Z' }),
      op({ ...base, seq: 3, activityKey: 'read-it', url: '/with-nul-\u0000' }),
      op({ ...base, seq: 4, activityKey: 'write-it' }),
    ];
    const answer = await sync(t, owner, 'device-a', ops);
    expect(answer.status).toBe(200);
    expect(statuses(answer)).toEqual(['applied', 'rejected', 'rejected', 'rejected', 'applied']);
    expect((await getActivity(t, owner, product._id, lesson._id)).body.activitiesDone).toEqual(['say-it', 'write-it']);
  });

  it('takes a batch of 500 ops and refuses 501 (400)', async () => {
    const { product, lessons, owner } = await course(3);
    const ops = Array.from({ length: 500 }, (_, index) =>
      op({
        seq: index,
        productId: product._id,
        lessonId: lessons[index % 3]?._id ?? '',
        activityKey: ACTIVITY_KEYS[Math.floor(index / 3) % ACTIVITY_KEYS.length],
        occurredAt: minutesAgo(600 - index),
      }),
    );
    const tooMany = await sync(t, owner, 'device-a', [
      ...ops,
      op({ seq: 500, productId: product._id, lessonId: lessons[0]?._id ?? '', activityKey: 'say-it' }),
    ]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^ops: /);
    expect(await storedActivities(t, owner.user.id)).toHaveLength(0);

    const answer = await sync(t, owner, 'device-a', ops);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toHaveLength(500);
    expect(new Set(statuses(answer))).toEqual(new Set(['applied']));
    for (const lesson of lessons) {
      const activity = (await getActivity(t, owner, product._id, lesson._id)).body;
      expect(activity.completed).toBe(true);
      expect(activity.activitiesDone).toEqual([...ACTIVITY_KEYS]);
    }
    // The newest op (seq 499) went to lesson 499 % 3 = 1 with key floor(499 / 3) % 9 = 4.
    const last = await t.call('GET', `/activities/get-last-updated-activity?productId=${product._id}`, {
      token: owner.token,
    });
    expect(last.body.lessonId._id).toBe(lessons[1]?._id);
    expect(last.body.lastItem.url).toBe(`/class/${product._id}/lessons/${lessons[1]?._id}/${ACTIVITY_KEYS[4]}`);
  });

  it('answers 400 for an opId repeated within one batch, and applies nothing of it', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const answer = await sync(t, owner, 'device-a', [
      op({ ...base, seq: 1, opId: 'twice', activityKey: 'say-it' }),
      op({ ...base, seq: 2, opId: 'twice', activityKey: 'find-it' }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('ops: must not repeat an opId');
    expect(await storedActivities(t, owner.user.id)).toHaveLength(0);
  });

  it('answers 400 naming the field for a batch without clientId or with an op without opId', async () => {
    const { product, lesson, owner } = await course();
    const one = op({ seq: 1, productId: product._id, lessonId: lesson._id, activityKey: 'say-it' });
    const noClient = await t.call('POST', '/activities/sync', { token: owner.token, body: { ops: [one] } });
    expect(noClient.status).toBe(400);
    expect(noClient.body.message).toMatch(/^clientId: /);
    const { opId: _opId, ...withoutOpId } = one;
    const noOpId = await sync(t, owner, 'device-a', [withoutOpId]);
    expect(noOpId.status).toBe(400);
    expect(noOpId.body.message).toMatch(/^ops\.0\.opId: /);
    const notAList = await t.call('POST', '/activities/sync', { token: owner.token, body: { clientId: 'x', ops: {} } });
    expect(notAList.status).toBe(400);
    expect(notAList.body.message).toMatch(/^ops: /);
  });

  it('answers 401 without a token', async () => {
    const { product, lesson } = await course();
    const answer = await t.call('POST', '/activities/sync', {
      body: {
        clientId: 'x',
        ops: [op({ seq: 1, productId: product._id, lessonId: lesson._id, activityKey: 'say-it' })],
      },
    });
    expect(answer.status).toBe(401);
  });

  it("applies the ops as the caller, never touching another user's progress", async () => {
    const { product, lesson, owner } = await course();
    const other = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    await t.call('POST', '/activities/update-progress', {
      token: other.token,
      body: { productId: product._id, lessonId: lesson._id, activityKey: 'say-it', url: '/other-user' },
    });
    const before = (await getActivity(t, other, product._id, lesson._id)).body;
    const answer = await t.call('POST', '/activities/sync', {
      token: owner.token,
      headers: { customerId: other.user.id },
      body: {
        clientId: 'device-a',
        userId: other.user.id,
        ops: [
          {
            ...op({ seq: 1, productId: product._id, lessonId: lesson._id, activityKey: 'write-it', url: '/mine' }),
            userId: other.user.id,
          },
        ],
      },
    });
    expect(statuses(answer)).toEqual(['applied']);
    expect((await getActivity(t, other, product._id, lesson._id)).body).toEqual(before);
    const mine = (await getActivity(t, owner, product._id, lesson._id)).body;
    expect(mine.lastItem.url).toBe('/mine');
    expect(mine._id).not.toBe(before._id);
  });
});

describe('dedupe storage of POST /api/activities/sync', () => {
  it('keeps one row per recent op and drops older ones, yet answers their resend as duplicate', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const early = ['say-it', 'find-it', 'hear-it'].map((activityKey, index) =>
      op({ ...base, seq: index + 1, activityKey, url: `/early-${index + 1}` }),
    );
    expect(statuses(await sync(t, owner, 'tablet', early))).toEqual(['applied', 'applied', 'applied']);
    expect(await appliedOpIds(t, owner.user.id)).toHaveLength(3);

    // Past the dedupe window, the device's next batch prunes its old rows.
    t.clock.advance(DEDUPE_WINDOW_MS + 60_000);
    const later = op({ ...base, seq: 4, activityKey: 'watch-it', url: '/later' });
    expect(statuses(await sync(t, owner, 'tablet', [later]))).toEqual(['applied']);
    expect(await appliedOpIds(t, owner.user.id)).toEqual([later.opId]);
    const stored = (await getActivity(t, owner, product._id, lesson._id)).body;

    // The tablet never heard the first answer and sends the old ops again, with a new one.
    const next = op({ ...base, seq: 5, activityKey: 'play-it', url: '/next' });
    const resent = await sync(t, owner, 'tablet', [...early, later, next]);
    expect(statuses(resent)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'applied']);
    const after = (await getActivity(t, owner, product._id, lesson._id)).body;
    expect(after.activitiesDone).toEqual([...stored.activitiesDone, 'play-it']);
    expect(after.lastItem.url).toBe('/next');

    // Another device of the same teacher has its own sequence: its seq 1 is new.
    const phone = op({ ...base, seq: 1, activityKey: 'read-it', url: '/phone' });
    expect(statuses(await sync(t, owner, 'phone', [phone]))).toEqual(['applied']);
  });

  it('prunes the rows of devices that stopped syncing, and still answers their resend as duplicate', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const ops = Array.from({ length: 20 }, (_, index) =>
      op({ ...base, seq: index + 1, activityKey: ACTIVITY_KEYS[index % ACTIVITY_KEYS.length] }),
    );
    await sync(t, owner, 'old-tablet', ops.slice(0, 10));
    await sync(t, owner, 'old-tablet', ops.slice(10));
    await t.call('POST', '/activities/update-progress', {
      token: owner.token,
      body: { ...base, activityKey: 'say-it', opId: `direct-${crypto.randomUUID()}` },
    });
    expect(await appliedOpIds(t, owner.user.id)).toHaveLength(21);

    t.clock.advance(DEDUPE_WINDOW_MS + 60_000);
    const removed = await pruneAppliedOps(t.db, new Date(t.deps.now().getTime() - DEDUPE_WINDOW_MS));
    expect(removed).toBeGreaterThanOrEqual(21);
    expect(await appliedOpIds(t, owner.user.id)).toEqual([]);
    const [device] = await t.db
      .select()
      .from(syncDevices)
      .where(and(eq(syncDevices.userId, owner.user.id), eq(syncDevices.clientId, 'old-tablet')));
    expect(device?.prunedThroughSeq).toBe(20);

    const before = (await getActivity(t, owner, product._id, lesson._id)).body;
    const resent = await sync(t, owner, 'old-tablet', ops);
    expect(new Set(statuses(resent))).toEqual(new Set(['duplicate']));
    expect((await getActivity(t, owner, product._id, lesson._id)).body).toEqual(before);
  });
});

describe('the sync protocol', () => {
  const batch = (protocol: number | undefined, clientId: string, ops: unknown[]) => ({
    ...(protocol === undefined ? {} : { protocol }),
    clientId,
    ops,
  });

  it('takes the spec’s batch, which names no protocol, and one of this app’s protocol alike, answering its own', async () => {
    const { product, lessons, owner } = await course(2);
    const [first, second] = lessons as [(typeof lessons)[0], (typeof lessons)[0]];
    for (const [protocol, lesson] of [
      [undefined, first],
      [SYNC_PROTOCOL, second],
    ] as const) {
      const sent = op({ seq: 1, productId: product._id, lessonId: lesson._id, activityKey: 'say-it' });
      const answer = await t.call('POST', '/activities/sync', {
        token: owner.token,
        body: batch(protocol, `device-${protocol ?? 'spec'}`, [sent]),
      });
      expect(answer.status).toBe(200);
      expect(isSyncResponse(answer.body)).toBe(true);
      expect(answer.body).toEqual({ results: [{ opId: sent.opId, status: 'applied' }], protocol: SYNC_PROTOCOL });
      expect((await getActivity(t, owner, product._id, lesson._id)).body.activitiesDone).toEqual(['say-it']);
    }
  });

  it('keeps the steps of an app newer than the server waiting (503 with Retry-After), applying none of them', async () => {
    const { product, lesson, owner } = await course();
    const sent = op({ seq: 1, productId: product._id, lessonId: lesson._id, activityKey: 'find-it' });
    const newer = await t.call('POST', '/activities/sync', {
      token: owner.token,
      body: batch(SYNC_PROTOCOL + 1, 'device-newer', [sent]),
    });
    expect(newer.status).toBe(503);
    expect(newer.body.message).toBe(SYNC_NEWER_APP);
    expect(Number(newer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await getActivity(t, owner, product._id, lesson._id)).body?.activitiesDone ?? []).toEqual([]);
    // Once the app and the server speak the same protocol the same step is applied, not taken as a repeat.
    const again = await t.call('POST', '/activities/sync', {
      token: owner.token,
      body: batch(SYNC_PROTOCOL, 'device-newer', [sent]),
    });
    expect(again.body.results).toEqual([{ opId: sent.opId, status: 'applied' }]);
  });

  it('refuses a batch whose protocol is not a version', async () => {
    const { owner } = await course();
    for (const protocol of [0, 1.5, 'two']) {
      const bad = await t.call('POST', '/activities/sync', {
        token: owner.token,
        body: { protocol, clientId: 'device-x', ops: [] },
      });
      expect(bad.status, String(protocol)).toBe(400);
    }
  });
});
