import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_BATCH_MAX_OPS } from '#domain/constants';
import { SYNC_OPS_PER_MINUTE } from '#server/routes/sync';
import { appliedOpIds, getActivity, op, ownedCourse, sync } from './support/progress.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const course = (count = 1) => ownedCourse(t, admin, count);

/** Ops the server rejects one by one (no such type): they cost the budget but no database work. */
const unknownOps = (count: number) =>
  Array.from({ length: count }, (_, seq) => ({ ...op({ seq, productId: 'p', lessonId: 'l' }), type: 'no-such-op' }));

/** Sends batches of unknown ops until the teacher's budget is spent to the last op. */
async function spendBudget(caller: Caller) {
  for (let left = SYNC_OPS_PER_MINUTE; left > 0; left -= SYNC_BATCH_MAX_OPS) {
    const answer = await sync(t, caller, 'flooding-tablet', unknownOps(Math.min(left, SYNC_BATCH_MAX_OPS)));
    expect(answer.status).toBe(200);
  }
}

describe('the per-teacher budget of POST /api/activities/sync', () => {
  it('answers 429 with Retry-After past the budget, applies nothing then, and takes the ops once after the window', async () => {
    const { product, lesson, owner } = await course();
    await spendBudget(owner);

    const waiting = [op({ seq: 1, productId: product._id, lessonId: lesson._id, activityKey: 'say-it' })];
    const refused = await sync(t, owner, 'tablet', waiting);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many steps at once. The device sends the rest in a moment.');
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await appliedOpIds(t, owner.user.id)).toEqual([]);

    // Another teacher meanwhile syncs as usual.
    const other = await course();
    const hers = [op({ seq: 1, productId: other.product._id, lessonId: other.lesson._id, activityKey: 'read-it' })];
    expect((await sync(t, other.owner, 'her-tablet', hers)).status).toBe(200);

    t.clock.advance(retryAfter * 1000);
    const sent = await sync(t, owner, 'tablet', waiting);
    expect(sent.status).toBe(200);
    expect(sent.body.results).toEqual([{ opId: waiting[0]?.opId, status: 'applied' }]);
    const again = await sync(t, owner, 'tablet', waiting);
    expect(again.body.results).toEqual([{ opId: waiting[0]?.opId, status: 'duplicate' }]);
    expect(await appliedOpIds(t, owner.user.id)).toEqual([waiting[0]?.opId]);
    expect((await getActivity(t, owner, product._id, lesson._id)).body.activitiesDone).toEqual(['say-it']);
  });

  it('a queued offline week of three tablets fits in one window', async () => {
    const { product, lessons, owner } = await course(1);
    const lessonId = lessons[0]?._id as string;
    // 6 sessions a day for 5 days of about 20 ops each, on each of 3 tablets (see SYNC_OPS_PER_MINUTE).
    const weekPerTablet = 6 * 5 * 20;
    for (const tablet of ['tablet-1', 'tablet-2', 'tablet-3']) {
      for (let from = 0; from < weekPerTablet; from += SYNC_BATCH_MAX_OPS) {
        const count = Math.min(SYNC_BATCH_MAX_OPS, weekPerTablet - from);
        const ops = Array.from({ length: count }, (_, index) =>
          op({ seq: from + index, type: 'start-lesson', productId: product._id, lessonId }),
        );
        const answer = await sync(t, owner, tablet, ops);
        expect(answer.status, `${tablet} from op ${from}`).toBe(200);
      }
    }
  });
});

describe('SYNC_OPS_PER_MINUTE=0', () => {
  it('turns the per-teacher budget off', async () => {
    const unlimited = await setupTestApp({ syncOpsPerMinute: 0 });
    try {
      const owner = await unlimited.createUser();
      for (let sent = 0; sent <= SYNC_OPS_PER_MINUTE; sent += SYNC_BATCH_MAX_OPS) {
        const answer = await sync(unlimited, owner, 'busy-tablet', unknownOps(SYNC_BATCH_MAX_OPS));
        expect(answer.status, `after ${sent} ops`).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});
