import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { getActivity, minutesAgo, op, storedActivities, sync } from './support/progress.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const ACTIVITY_FIELDS = ['_id', 'activitiesDone', 'completed', 'lastItem', 'lessonId', 'productId', 'updatedAt'];

/** A product with `count` lessons and a customer who owns it through the shop. */
async function course(count = 2) {
  const product = await t.createProduct(admin);
  const lessons = [];
  for (let index = 0; index < count; index += 1) {
    lessons.push(
      await t.createLesson(admin, product._id, { title: `Lesson ${index + 1}`, sections: { sayIt: { title: 'hi' } } }),
    );
  }
  const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
  return { product, lessons, lesson: lessons[0] as (typeof lessons)[number], owner };
}

const startLesson = (caller: Caller, body: Record<string, unknown>) =>
  t.call('POST', '/activities/start-lesson', { token: caller.token, body });
const updateProgress = (caller: Caller, body: Record<string, unknown>) =>
  t.call('POST', '/activities/update-progress', { token: caller.token, body });

describe('POST /api/activities/start-lesson', () => {
  it('answers the activity in the spec shape, lessonId holding the lesson', async () => {
    const { product, lesson, owner } = await course();
    const before = Date.now();
    const answer = await startLesson(owner, { productId: product._id, lessonId: lesson._id });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(ACTIVITY_FIELDS);
    expect(answer.body).toMatchObject({
      productId: product._id,
      lessonId: { _id: lesson._id, title: 'Lesson 1', image: '', description: '', order: 0 },
      lastItem: { url: `/class/${product._id}/lessons/${lesson._id}` },
      activitiesDone: [],
      completed: false,
    });
    expect(Object.keys(answer.body.lessonId).sort()).toEqual(['_id', 'description', 'image', 'order', 'title']);
    const updatedAt = Date.parse(answer.body.updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(updatedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const again = await startLesson(owner, { productId: product._id, lessonId: lesson._id, url: '/class/x' });
    expect(again.body._id).toBe(answer.body._id);
    expect(again.body.lastItem.url).toBe('/class/x');
    expect(await storedActivities(t, owner.user.id)).toHaveLength(1);
  });

  it('marks no activity done', async () => {
    const { product, lesson, owner } = await course();
    await updateProgress(owner, { productId: product._id, lessonId: lesson._id, activityKey: 'read-it' });
    const answer = await startLesson(owner, { productId: product._id, lessonId: lesson._id });
    expect(answer.body.activitiesDone).toEqual(['read-it']);
    expect(answer.body.lastItem.url).toBe(`/class/${product._id}/lessons/${lesson._id}`);
  });
});

describe('POST /api/activities/update-progress', () => {
  it('records the key with the activity page as default url, or the url given', async () => {
    const { product, lesson, owner } = await course();
    const answer = await updateProgress(owner, {
      productId: product._id,
      lessonId: lesson._id,
      activityKey: 'hear-it',
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(ACTIVITY_FIELDS);
    expect(answer.body.lastItem).toEqual({ url: `/class/${product._id}/lessons/${lesson._id}/hear-it` });
    expect(answer.body.activitiesDone).toEqual(['hear-it']);
    const withUrl = await updateProgress(owner, {
      productId: product._id,
      lessonId: lesson._id,
      activityKey: 'play-it',
      url: `/class/${product._id}/lessons/${lesson._id}/play-it?level=2`,
    });
    expect(withUrl.body.lastItem.url).toBe(`/class/${product._id}/lessons/${lesson._id}/play-it?level=2`);
    expect(withUrl.body.activitiesDone).toEqual(['hear-it', 'play-it']);
  });

  it('is completed once all nine keys are done, and not before', async () => {
    const { product, lesson, owner } = await course();
    const keys = [...ACTIVITY_KEYS].reverse();
    for (const [position, activityKey] of keys.entries()) {
      const answer = await updateProgress(owner, { productId: product._id, lessonId: lesson._id, activityKey });
      expect(answer.status).toBe(200);
      expect(answer.body.activitiesDone).toHaveLength(position + 1);
      expect(answer.body.completed).toBe(position === keys.length - 1);
      // The same key again counts once.
      const repeated = await updateProgress(owner, { productId: product._id, lessonId: lesson._id, activityKey });
      expect(repeated.body.activitiesDone).toHaveLength(position + 1);
    }
    const stored = await getActivity(t, owner, product._id, lesson._id);
    expect(stored.body.activitiesDone).toEqual([...ACTIVITY_KEYS]);
    expect(stored.body.completed).toBe(true);
  });

  it('applies the same opId once: sending it again changes nothing', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const first = await updateProgress(owner, { ...base, activityKey: 'say-it', url: '/first', opId: 'same-op' });
    expect(first.body.lastItem.url).toBe('/first');
    await updateProgress(owner, { ...base, activityKey: 'find-it', url: '/second', opId: 'other-op' });
    const before = (await getActivity(t, owner, product._id, lesson._id)).body;

    const again = await updateProgress(owner, { ...base, activityKey: 'say-it', url: '/first', opId: 'same-op' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(before);
    // Even sent with other content, an opId already applied is not applied again.
    await updateProgress(owner, { ...base, activityKey: 'write-it', url: '/changed', opId: 'same-op' });
    await startLesson(owner, { ...base, url: '/restart', opId: 'other-op' });
    const after = await getActivity(t, owner, product._id, lesson._id);
    expect(after.body).toEqual(before);
    expect(after.body.activitiesDone).toEqual(['say-it', 'find-it']);
    expect(after.body.lastItem.url).toBe('/second');
  });

  it('keeps opIds per user: another user may use the same one', async () => {
    const { product, lesson, owner } = await course();
    const other = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const body = { productId: product._id, lessonId: lesson._id, activityKey: 'say-it', opId: 'shared-op' };
    await updateProgress(owner, body);
    const answer = await updateProgress(other, body);
    expect(answer.body.activitiesDone).toEqual(['say-it']);
    expect((await getActivity(t, other, product._id, lesson._id)).status).toBe(200);
  });

  it('keeps lastItem at the newest occurredAt: an older update arriving later still counts as done', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const newer = minutesAgo(5);
    await updateProgress(owner, { ...base, activityKey: 'watch-it', url: '/newer', occurredAt: newer });
    const late = await updateProgress(owner, {
      ...base,
      activityKey: 'read-it',
      url: '/older',
      occurredAt: minutesAgo(10),
    });
    expect(late.status).toBe(200);
    expect(late.body.lastItem.url).toBe('/newer');
    expect(late.body.activitiesDone).toEqual(['watch-it', 'read-it']);
    expect(late.body.updatedAt).toBe(newer);
    const olderStart = await startLesson(owner, { ...base, url: '/older-start', occurredAt: minutesAgo(7) });
    expect(olderStart.body.lastItem.url).toBe('/newer');
    const newest = await updateProgress(owner, {
      ...base,
      activityKey: 'say-it',
      url: '/newest',
      occurredAt: minutesAgo(1),
    });
    expect(newest.body.lastItem.url).toBe('/newest');
    const stored = await getActivity(t, owner, product._id, lesson._id);
    expect(stored.body.lastItem.url).toBe('/newest');
    expect(stored.body.activitiesDone).toEqual(['say-it', 'watch-it', 'read-it']);
  });

  it('lets the later of two direct calls at the very same time win', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id, occurredAt: minutesAgo(4) };
    await updateProgress(owner, { ...base, activityKey: 'say-it', url: '/first' });
    const second = await updateProgress(owner, { ...base, activityKey: 'find-it', url: '/second' });
    expect(second.body.lastItem.url).toBe('/second');
  });

  it('counts a time in the future as now, so it cannot hide later steps', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const future = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const answer = await updateProgress(owner, { ...base, activityKey: 'say-it', url: '/future', occurredAt: future });
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.body.updatedAt)).toBeLessThanOrEqual(Date.now());
    const later = await updateProgress(owner, { ...base, activityKey: 'find-it', url: '/later' });
    expect(later.body.lastItem.url).toBe('/later');
  });

  it('answers 400 naming the field for a bad key, a url that is not an app path, or a bad time', async () => {
    const { product, lesson, owner } = await course();
    const base = { productId: product._id, lessonId: lesson._id };
    const unknownKey = await updateProgress(owner, { ...base, activityKey: 'dance-it' });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.message).toMatch(/^activityKey: /);
    const noKey = await updateProgress(owner, base);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/^activityKey: /);
    for (const url of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'class/x']) {
      const answer = await updateProgress(owner, { ...base, activityKey: 'say-it', url });
      expect(answer.status, url).toBe(400);
      expect(answer.body.message).toBe('url: must be a path inside the app');
      const start = await startLesson(owner, { ...base, url });
      expect(start.status, url).toBe(400);
    }
    const badTime = await updateProgress(owner, { ...base, activityKey: 'say-it', occurredAt: 'yesterday' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toMatch(/^occurredAt: /);
    const noZone = await startLesson(owner, { ...base, occurredAt: '2024-05-01T10:00:00' });
    expect(noZone.status).toBe(400);
    const noLesson = await startLesson(owner, { productId: product._id });
    expect(noLesson.status).toBe(400);
    expect(noLesson.body.message).toMatch(/^lessonId: /);
    expect(await storedActivities(t, owner.user.id)).toHaveLength(0);
  });
});

describe('access to activity calls', () => {
  it('answers 403 for a product the customer does not own, and records nothing', async () => {
    const { product, lesson } = await course();
    const owned = await course();
    const stranger = await t.createUser({ customerSubscriptions: [owned.product.shopifyProductId] });
    const base = { productId: product._id, lessonId: lesson._id };
    expect((await startLesson(stranger, base)).status).toBe(403);
    const update = await updateProgress(stranger, { ...base, activityKey: 'say-it' });
    expect(update.status).toBe(403);
    expect(update.body.message).toBe('You do not have access to this course');
    const token = { token: stranger.token };
    expect((await t.call('GET', `/activities/get-completed-activities?productId=${product._id}`, token)).status).toBe(
      403,
    );
    expect((await t.call('GET', `/activities/get-last-updated-activity?productId=${product._id}`, token)).status).toBe(
      403,
    );
    expect((await getActivity(t, stranger, product._id, lesson._id)).status).toBe(403);
    expect(await storedActivities(t, stranger.user.id)).toHaveLength(0);
  });

  it('lets an admin subscription and an admin record progress', async () => {
    const { product, lesson } = await course();
    const byAdminList = await t.createUser({ adminSubscriptions: [product.shopifyProductId] });
    const base = { productId: product._id, lessonId: lesson._id, activityKey: 'say-it' };
    expect((await updateProgress(byAdminList, base)).status).toBe(200);
    expect((await updateProgress(admin, base)).status).toBe(200);
  });

  it('answers 404 for a lesson of another product, an unknown lesson or an unknown product', async () => {
    const first = await course();
    const second = await course();
    const both = await t.createUser({
      customerSubscriptions: [first.product.shopifyProductId, second.product.shopifyProductId],
    });
    const crossed = await updateProgress(both, {
      productId: first.product._id,
      lessonId: second.lesson._id,
      activityKey: 'say-it',
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('Lesson not found');
    expect((await startLesson(both, { productId: first.product._id, lessonId: crypto.randomUUID() })).status).toBe(404);
    const unknownProduct = await startLesson(both, { productId: crypto.randomUUID(), lessonId: first.lesson._id });
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.message).toBe('Product not found');
    // A lesson the customer owns, named under a product they do not own: access is refused first.
    const notOwned = await course();
    const sneaky = await startLesson(both, { productId: notOwned.product._id, lessonId: first.lesson._id });
    expect(sneaky.status).toBe(403);
    expect((await getActivity(t, both, first.product._id, second.lesson._id)).status).toBe(404);
    expect(await storedActivities(t, both.user.id)).toHaveLength(0);
  });

  it('answers 401 to every activity call without a token', async () => {
    const { product, lesson } = await course();
    const body = { productId: product._id, lessonId: lesson._id, activityKey: 'say-it' };
    expect((await t.call('POST', '/activities/start-lesson', { body })).status).toBe(401);
    expect((await t.call('POST', '/activities/update-progress', { body })).status).toBe(401);
    expect((await t.call('GET', `/activities/get-completed-activities?productId=${product._id}`)).status).toBe(401);
    expect((await t.call('GET', `/activities/get-last-updated-activity?productId=${product._id}`)).status).toBe(401);
    const query = `productId=${product._id}&lessonId=${lesson._id}`;
    expect((await t.call('GET', `/activities/get-activity?${query}`)).status).toBe(401);
  });
});

describe('GET /api/activities/get-completed-activities', () => {
  it('lists only completed lessons, newest first, 20 per page', async () => {
    const { product, lessons, owner } = await course(22);
    const completed = lessons.slice(0, 21);
    const ops = completed.flatMap((lesson, position) =>
      ACTIVITY_KEYS.map((activityKey, step) =>
        op({
          seq: position * 10 + step,
          productId: product._id,
          lessonId: lesson._id,
          activityKey,
          occurredAt: minutesAgo(500 - position * 10 - step),
        }),
      ),
    );
    // The last lesson has eight keys only: not completed.
    ops.push(
      ...ACTIVITY_KEYS.slice(1).map((activityKey, step) =>
        op({ seq: 1000 + step, productId: product._id, lessonId: lessons[21]?._id ?? '', activityKey }),
      ),
    );
    const synced = await sync(t, owner, 'setup-device', ops);
    expect(synced.body.results.every((result: { status: string }) => result.status === 'applied')).toBe(true);

    const page1 = await t.call('GET', `/activities/get-completed-activities?productId=${product._id}&page=1`, {
      token: owner.token,
    });
    expect(page1.status).toBe(200);
    expect(page1.body).toHaveLength(20);
    expect(Object.keys(page1.body[0]).sort()).toEqual(ACTIVITY_FIELDS);
    expect(page1.body.every((activity: { completed: boolean }) => activity.completed)).toBe(true);
    // Newest first: the lesson completed last comes first.
    expect(page1.body[0].lessonId._id).toBe(completed[20]?._id);
    expect(page1.body[0].lessonId.title).toBe('Lesson 21');
    const byDefault = await t.call('GET', `/activities/get-completed-activities?productId=${product._id}`, {
      token: owner.token,
    });
    expect(byDefault.body).toEqual(page1.body);
    const page2 = await t.call('GET', `/activities/get-completed-activities?productId=${product._id}&page=2`, {
      token: owner.token,
    });
    expect(page2.body).toHaveLength(1);
    expect(page2.body[0].lessonId._id).toBe(completed[0]?._id);
    const page3 = await t.call('GET', `/activities/get-completed-activities?productId=${product._id}&page=3`, {
      token: owner.token,
    });
    expect(page3.body).toEqual([]);
    const listed = [...page1.body, ...page2.body].map(
      (activity: { lessonId: { _id: string } }) => activity.lessonId._id,
    );
    expect(new Set(listed)).toEqual(new Set(completed.map((lesson) => lesson._id)));

    // Another user's list is their own.
    const other = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const empty = await t.call('GET', `/activities/get-completed-activities?productId=${product._id}`, {
      token: other.token,
    });
    expect(empty.body).toEqual([]);
  });

  it('answers 400 for a bad page or a missing productId, 404 for an unknown product', async () => {
    const { product, owner } = await course(1);
    const zero = await t.call('GET', `/activities/get-completed-activities?productId=${product._id}&page=0`, {
      token: owner.token,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toMatch(/^page: /);
    const missing = await t.call('GET', '/activities/get-completed-activities?page=1', { token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^productId: /);
    const unknown = await t.call('GET', `/activities/get-completed-activities?productId=${crypto.randomUUID()}`, {
      token: owner.token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/activities/get-last-updated-activity', () => {
  it('answers null when there is no activity, then the newest of the product', async () => {
    const { product, lessons, owner } = await course(2);
    const [first, second] = lessons as [(typeof lessons)[0], (typeof lessons)[0]];
    const url = `/activities/get-last-updated-activity?productId=${product._id}`;
    const none = await t.call('GET', url, { token: owner.token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();

    await updateProgress(owner, {
      productId: product._id,
      lessonId: first._id,
      activityKey: 'say-it',
      occurredAt: minutesAgo(3),
    });
    await updateProgress(owner, {
      productId: product._id,
      lessonId: second._id,
      activityKey: 'say-it',
      occurredAt: minutesAgo(2),
    });
    const newest = await t.call('GET', url, { token: owner.token });
    expect(Object.keys(newest.body).sort()).toEqual(ACTIVITY_FIELDS);
    expect(newest.body.lessonId._id).toBe(second._id);
    // A late step from earlier does not make a lesson the newest.
    await updateProgress(owner, {
      productId: product._id,
      lessonId: first._id,
      activityKey: 'hear-it',
      occurredAt: minutesAgo(9),
    });
    expect((await t.call('GET', url, { token: owner.token })).body.lessonId._id).toBe(second._id);
    await updateProgress(owner, {
      productId: product._id,
      lessonId: first._id,
      activityKey: 'read-it',
      occurredAt: minutesAgo(1),
    });
    const moved = await t.call('GET', url, { token: owner.token });
    expect(moved.body.lessonId._id).toBe(first._id);
    expect(moved.body.lastItem.url).toBe(`/class/${product._id}/lessons/${first._id}/read-it`);

    // Progress in another product or by another user does not count here.
    const other = await course(1);
    const both = await t.createUser({
      customerSubscriptions: [product.shopifyProductId, other.product.shopifyProductId],
    });
    await updateProgress(both, { productId: other.product._id, lessonId: other.lesson._id, activityKey: 'say-it' });
    expect((await t.call('GET', url, { token: both.token })).body).toBeNull();
  });
});

describe('GET /api/activities/get-activity', () => {
  it('answers the activity of the lesson, or 404 when there is none', async () => {
    const { product, lessons, owner } = await course(2);
    const none = await getActivity(t, owner, product._id, lessons[0]?._id ?? '');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Activity not found');
    const recorded = await updateProgress(owner, {
      productId: product._id,
      lessonId: lessons[1]?._id,
      activityKey: 'learn-it',
    });
    const answer = await getActivity(t, owner, product._id, lessons[1]?._id ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(recorded.body);
    const missing = await t.call('GET', `/activities/get-activity?productId=${product._id}`, { token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^lessonId: /);
  });
});
