import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { ACTIVE_LEARNERS_MAX, type Learner, type LearnerReportData, TOO_MANY_LEARNERS } from '#domain/learner';
import { learnerActivities } from '#server/db/schema';
import { getActivity, minutesAgo, op, ownedCourse, sync } from './support/progress.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const course = (count = 1) => ownedCourse(t, admin, count);

/** A save-learner op as a device queues it. */
function learnerOp(seq: number, learnerId: string, fields: Record<string, unknown> = {}) {
  return {
    opId: `learner-${seq}-${crypto.randomUUID().slice(0, 8)}`,
    seq,
    type: 'save-learner',
    occurredAt: minutesAgo(60 - seq / 1000),
    learnerId,
    displayName: 'Ava',
    avatar: 'sun',
    group: '',
    archived: false,
    ...fields,
  };
}

const statuses = (answer: { body: { results: { status: string }[] } }) =>
  answer.body.results.map((result) => result.status);

const put = (caller: Caller, id: string, body: unknown) =>
  t.call('PUT', `/learners/${id}`, { token: caller.token, body });

const report = async (caller: Caller, productId: string) =>
  (await t.call<LearnerReportData>('GET', `/learners/report?productId=${productId}`, { token: caller.token })).body;

describe('learner profiles', () => {
  it('makes, renames and archives a learner by the id its device made, and lists them to their teacher only', async () => {
    const { owner } = await course();
    const id = crypto.randomUUID();
    const made = await put(owner, id, { displayName: '  Ava ', avatar: 'fish', group: 'Blue table' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      _id: id,
      displayName: 'Ava',
      avatar: 'fish',
      group: 'Blue table',
      archived: false,
    });
    const renamed = await put(owner, id, { displayName: 'Ava B', avatar: 'fish', group: 'Blue table', archived: true });
    expect(renamed.status).toBe(200);
    const list = await t.call('GET', '/learners', { token: owner.token });
    expect(list.body).toEqual([expect.objectContaining({ _id: id, displayName: 'Ava B', archived: true })]);

    const other = await t.createUser();
    expect((await t.call('GET', '/learners', { token: other.token })).body).toEqual([]);
    const taken = await put(other, id, { displayName: 'Mine now', avatar: 'sun' });
    expect(taken.status).toBe(403);
    expect(JSON.stringify(taken.body)).not.toContain('Ava');
    expect((await t.call('DELETE', `/learners/${id}`, { token: other.token })).status).toBe(403);
    expect((await t.call('GET', '/learners', { token: owner.token })).body[0].displayName).toBe('Ava B');
  });

  it('answers 400 for a learner without a name, with an unknown avatar or an id that is not a UUID', async () => {
    const { owner } = await course();
    const noName = await put(owner, crypto.randomUUID(), { displayName: '  ', avatar: 'sun' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('displayName: Please type a name');
    expect((await put(owner, crypto.randomUUID(), { displayName: 'Ava', avatar: 'photo' })).status).toBe(400);
    expect((await put(owner, 'learner-1', { displayName: 'Ava', avatar: 'sun' })).status).toBe(400);
    expect((await t.call('GET', '/learners', { token: owner.token })).body).toEqual([]);
  });

  it('tells an admin how many learners each teacher has, never their names; others get 403', async () => {
    const { owner } = await course();
    await put(owner, crypto.randomUUID(), { displayName: 'Secret Sam', avatar: 'sun' });
    await put(owner, crypto.randomUUID(), { displayName: 'Secret Kim', avatar: 'moon', archived: true });
    const counts = await t.call('GET', '/learners/counts', { token: admin.token });
    expect(counts.status).toBe(200);
    expect(counts.body.counts).toContainEqual({ userId: owner.user.id, active: 1, archived: 1 });
    expect(JSON.stringify(counts.body)).not.toContain('Secret');
    expect((await t.call('GET', '/learners/counts', { token: owner.token })).status).toBe(403);
    expect((await t.call('GET', '/learners', { token: admin.token })).body).toEqual([]);
  });
});

describe('learners through POST /activities/sync', () => {
  it('makes a learner offline and records the steps for it exactly once, however often the batch is sent', async () => {
    const { product, lessons, owner } = await course(2);
    const [first, second] = lessons as [(typeof lessons)[0], (typeof lessons)[0]];
    const ava = crypto.randomUUID();
    const ben = crypto.randomUUID();
    const base = { productId: product._id, lessonId: first._id };
    const ops = [
      learnerOp(1, ava, { displayName: 'Ava', occurredAt: minutesAgo(30) }),
      learnerOp(2, ben, { displayName: 'Ben', avatar: 'boat', occurredAt: minutesAgo(29) }),
      op({ ...base, seq: 3, type: 'start-lesson', occurredAt: minutesAgo(20) }),
      { ...op({ ...base, seq: 4, activityKey: 'say-it', occurredAt: minutesAgo(19) }), learnerIds: [ava] },
      {
        ...op({ ...base, seq: 5, lessonId: second._id, activityKey: 'play-it', occurredAt: minutesAgo(10) }),
        learnerIds: [ben],
      },
      { ...op({ ...base, seq: 6, activityKey: 'hear-it', occurredAt: minutesAgo(5) }), learnerIds: [ava, ben] },
      {
        ...op({
          ...base,
          seq: 7,
          type: 'finish-game' as 'start-lesson',
          lessonId: second._id,
          occurredAt: minutesAgo(4),
        }),
        learnerIds: [ben],
      },
    ];
    expect(statuses(await sync(t, owner, 'tablet', ops))).toEqual(Array(7).fill('applied'));
    const again = await sync(t, owner, 'tablet', ops);
    expect(statuses(again)).toEqual(Array(7).fill('duplicate'));

    const data = await report(owner, product._id);
    expect(data.learners.map((learner) => learner.displayName).sort()).toEqual(['Ava', 'Ben']);
    const recordOf = (learnerId: string | null, lessonId: string) =>
      data.records.find((record) => record.learnerId === learnerId && record.lessonId === lessonId);
    expect(recordOf(ava, first._id)).toMatchObject({
      done: ['say-it', 'hear-it'],
      doneAt: { 'say-it': ops[3]?.occurredAt, 'hear-it': ops[5]?.occurredAt },
      lastSeenAt: new Date(ops[5]?.occurredAt as string).toISOString(),
    });
    expect(recordOf(ava, second._id)).toBeUndefined();
    expect(recordOf(ben, first._id)?.done).toEqual(['hear-it']);
    expect(recordOf(ben, second._id)).toMatchObject({ done: ['play-it'], gamesFinished: 1 });
    expect(recordOf(ava, first._id)?.gamesFinished).toBe(0);
    // The whole class's record holds every step, as before learners existed.
    expect(recordOf(null, first._id)?.done).toEqual(['say-it', 'hear-it']);
    expect(recordOf(null, second._id)).toMatchObject({ done: ['play-it'], gamesFinished: 1 });
    expect(await t.db.select().from(learnerActivities).where(eq(learnerActivities.userId, owner.user.id))).toHaveLength(
      3,
    );

    const wholeClass = await getActivity(t, owner, product._id, first._id);
    expect(wholeClass.body.activitiesDone).toEqual(['say-it', 'hear-it']);
    const forBen = await t.call(
      'GET',
      `/activities/get-activity?productId=${product._id}&lessonId=${first._id}&learnerId=${ben}`,
      { token: owner.token },
    );
    expect(forBen.body.activitiesDone).toEqual(['hear-it']);
    const benLast = await t.call(
      'GET',
      `/activities/get-last-updated-activity?productId=${product._id}&learnerId=${ben}`,
      {
        token: owner.token,
      },
    );
    expect(benLast.body.lessonId._id).toBe(second._id);
  });

  it("rejects a step naming another teacher's learner or an unknown one, and applies the others", async () => {
    const { product, lesson, owner } = await course();
    const other = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const theirs = crypto.randomUUID();
    await put(other, theirs, { displayName: 'Theirs', avatar: 'sun' });
    const mine = crypto.randomUUID();
    await put(owner, mine, { displayName: 'Mine', avatar: 'star' });
    const base = { productId: product._id, lessonId: lesson._id };
    const answer = await sync(t, owner, 'tablet', [
      { ...op({ ...base, seq: 1, activityKey: 'say-it' }), learnerIds: [mine, theirs] },
      { ...op({ ...base, seq: 2, activityKey: 'find-it' }), learnerIds: [crypto.randomUUID()] },
      learnerOp(3, theirs, { displayName: 'Taken over' }),
      { ...op({ ...base, seq: 4, activityKey: 'read-it' }), learnerIds: [mine] },
    ]);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ status: 'rejected', error: 'You do not have access to this learner' }),
      expect.objectContaining({ status: 'rejected', error: 'Learner not found' }),
      expect.objectContaining({ status: 'rejected', error: 'You do not have access to this learner' }),
      expect.objectContaining({ status: 'applied' }),
    ]);
    expect((await t.call('GET', '/learners', { token: other.token })).body[0].displayName).toBe('Theirs');
    expect(await t.db.select().from(learnerActivities).where(eq(learnerActivities.learnerId, theirs))).toEqual([]);
    expect((await getActivity(t, owner, product._id, lesson._id)).body.activitiesDone).toEqual(['read-it']);
    const forOther = await t.call(
      'GET',
      `/activities/get-completed-activities?productId=${product._id}&learnerId=${theirs}`,
      { token: owner.token },
    );
    expect(forOther.status).toBe(403);
  });

  it("lists a learner's completed lessons only for the learner who did all nine activities", async () => {
    const { product, lesson, owner } = await course();
    const [ava, ben] = [crypto.randomUUID(), crypto.randomUUID()];
    const steps = ACTIVITY_KEYS.map((activityKey, index) => ({
      ...op({ seq: index + 3, productId: product._id, lessonId: lesson._id, activityKey }),
      learnerIds: index === 0 ? [ava, ben] : [ava],
    }));
    await sync(t, owner, 'tablet', [learnerOp(1, ava), learnerOp(2, ben), ...steps]);
    const completed = (learnerId: string) =>
      t.call('GET', `/activities/get-completed-activities?productId=${product._id}&page=1&learnerId=${learnerId}`, {
        token: owner.token,
      });
    expect((await completed(ava)).body.map((item: { lessonId: { _id: string } }) => item.lessonId._id)).toEqual([
      lesson._id,
    ]);
    expect((await completed(ben)).body).toEqual([]);
  });

  it('keeps the newest change of a profile, whichever device syncs last, a fast clock counting as now', async () => {
    const { owner } = await course();
    const id = crypto.randomUUID();
    const newer = learnerOp(1, id, { displayName: 'Newer name', occurredAt: minutesAgo(1) });
    const older = learnerOp(7, id, { displayName: 'Older name', occurredAt: minutesAgo(9) });
    expect(statuses(await sync(t, owner, 'tablet-a', [newer]))).toEqual(['applied']);
    expect(statuses(await sync(t, owner, 'tablet-b', [older]))).toEqual(['applied']);
    const name = async () => (await t.call('GET', '/learners', { token: owner.token })).body[0].displayName;
    expect(await name()).toBe('Newer name');
    // A device whose clock runs an hour fast does not win over every later change.
    await sync(t, owner, 'tablet-c', [learnerOp(1, id, { displayName: 'Fast clock', occurredAt: minutesAgo(-60) })]);
    expect(await name()).toBe('Fast clock');
    await put(owner, id, { displayName: 'Typed later', avatar: 'sun' });
    expect(await name()).toBe('Typed later');
  });

  it('keeps the newest of several changes to one profile sent in one batch', async () => {
    const { owner } = await course();
    const id = crypto.randomUUID();
    const answer = await sync(t, owner, 'tablet', [
      learnerOp(1, id, { displayName: 'Ava', occurredAt: minutesAgo(3) }),
      learnerOp(3, id, { displayName: 'Ava B', group: 'Red', occurredAt: minutesAgo(1) }),
      learnerOp(2, id, { displayName: 'Ava A', occurredAt: minutesAgo(2) }),
    ]);
    expect(statuses(answer)).toEqual(['applied', 'applied', 'applied']);
    const [stored] = (await t.call('GET', '/learners', { token: owner.token })).body;
    expect(stored).toMatchObject({ displayName: 'Ava B', group: 'Red' });
  });

  it("deletes a learner with every record of theirs; the whole class's stays", async () => {
    const { product, lesson, owner } = await course();
    const id = crypto.randomUUID();
    const base = { productId: product._id, lessonId: lesson._id };
    await sync(t, owner, 'tablet', [
      learnerOp(1, id),
      { ...op({ ...base, seq: 2, activityKey: 'write-it' }), learnerIds: [id] },
    ]);
    expect((await t.call('DELETE', `/learners/${id}`, { token: owner.token })).status).toBe(204);
    expect((await t.call('DELETE', `/learners/${id}`, { token: owner.token })).status).toBe(404);
    expect(await t.db.select().from(learnerActivities).where(eq(learnerActivities.learnerId, id))).toEqual([]);
    const data = await report(owner, product._id);
    expect(data.learners).toEqual([]);
    expect(data.records).toEqual([expect.objectContaining({ learnerId: null, done: ['write-it'] })]);
    expect((await put(owner, id, { displayName: 'Ava', avatar: 'sun' })).status).toBe(410);
    expect((await t.call('GET', '/learners', { token: owner.token })).body).toEqual([]);
  });

  it('a device that still holds changes for a learner deleted on another device neither makes them again nor loses the class its steps', async () => {
    const { product, lesson, owner } = await course();
    const other = await course();
    const id = crypto.randomUUID();
    const base = { productId: product._id, lessonId: lesson._id };
    await sync(t, owner, 'tablet', [learnerOp(1, id)]);
    expect((await t.call('DELETE', `/learners/${id}`, { token: owner.token })).status).toBe(204);
    // The whiteboard was offline: it renamed the learner and taught them Say It, and sends it now.
    const late = await sync(t, owner, 'whiteboard', [
      learnerOp(1, id, { displayName: 'Ava B', occurredAt: minutesAgo(1) }),
      { ...op({ ...base, seq: 2, activityKey: 'say-it' }), learnerIds: [id] },
    ]);
    expect(statuses(late)).toEqual(['applied', 'applied']);
    expect((await t.call('GET', '/learners', { token: owner.token })).body).toEqual([]);
    expect(await t.db.select().from(learnerActivities).where(eq(learnerActivities.learnerId, id))).toEqual([]);
    const data = await report(owner, product._id);
    expect(data.records).toEqual([expect.objectContaining({ learnerId: null, done: ['say-it'] })]);
    // The id stays the deleting teacher's: another teacher can neither take it nor name it.
    expect((await put(other.owner, id, { displayName: 'Bo', avatar: 'sun' })).status).toBe(403);
    const taken = await sync(t, other.owner, 'tablet', [
      learnerOp(1, id),
      {
        ...op({ productId: other.product._id, lessonId: other.lesson._id, seq: 2, activityKey: 'say-it' }),
        learnerIds: [id],
      },
    ]);
    expect(taken.body.results.map((result: { error?: string }) => result.error)).toEqual([
      'You do not have access to this learner',
      'You do not have access to this learner',
    ]);
  });

  it('answers the report only for a course the teacher may open', async () => {
    const { owner } = await course();
    const elsewhere = await course();
    const answer = await t.call('GET', `/learners/report?productId=${elsewhere.product._id}`, { token: owner.token });
    expect(answer.status).toBe(403);
  });
});

/** A save-learner-settings op as a device queues it. */
function settingsOp(seq: number, learnerId: string, settings: Record<string, unknown>, fields = {}) {
  return {
    opId: `settings-${seq}-${crypto.randomUUID().slice(0, 8)}`,
    seq,
    type: 'save-learner-settings',
    occurredAt: minutesAgo(60 - seq / 1000),
    learnerId,
    settings,
    ...fields,
  };
}

const putSettings = (caller: Caller, id: string, body: unknown) =>
  t.call('PUT', `/learners/${id}/settings`, { token: caller.token, body });

const listed = async (caller: Caller) => (await t.call<Learner[]>('GET', '/learners', { token: caller.token })).body;

describe("a learner's access settings", () => {
  it('are none until set; PUT replaces them whole, with the defaults filled in, and leaves the profile', async () => {
    const { owner } = await course();
    const id = crypto.randomUUID();
    await put(owner, id, { displayName: 'Ava', avatar: 'fish', group: 'Blue' });
    expect((await listed(owner))[0]?.settings).toBeNull();

    const answer = await putSettings(owner, id, { scanMode: 'auto', stepMs: 2000, moveKeys: ['KeyF'] });
    expect(answer.status).toBe(200);
    const expected = { ...DEFAULT_ACCESS_SETTINGS, scanMode: 'auto', stepMs: 2000, moveKeys: ['KeyF'] };
    expect(answer.body).toMatchObject({
      _id: id,
      displayName: 'Ava',
      avatar: 'fish',
      group: 'Blue',
      settings: expected,
    });
    expect(await listed(owner)).toEqual([answer.body]);

    const again = await putSettings(owner, id, { speechRate: 1.5 });
    expect(again.body.settings).toEqual({ ...DEFAULT_ACCESS_SETTINGS, speechRate: 1.5 });
    // A rename by the profile's own call never touches them.
    await put(owner, id, { displayName: 'Ava B', avatar: 'fish' });
    expect((await listed(owner))[0]).toMatchObject({ displayName: 'Ava B', settings: again.body.settings });
  });

  it("answers 400 with the schema's message for a bad value and changes nothing", async () => {
    const { owner } = await course();
    const id = crypto.randomUUID();
    await put(owner, id, { displayName: 'Ava', avatar: 'sun' });
    await putSettings(owner, id, { stepMs: 1000 });
    const slow = await putSettings(owner, id, { stepMs: 9000 });
    expect(slow.status).toBe(400);
    expect(slow.body.message).toBe('stepMs: The step time must be between 0.5 s and 5 s');
    const both = await putSettings(owner, id, { moveKeys: ['Space'], selectKeys: ['Space'] });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('selectKeys: Space cannot both move and select');
    expect((await putSettings(owner, id, { scanMode: 'fast' })).status).toBe(400);
    expect((await putSettings(owner, id, 'auto')).status).toBe(400);
    expect((await listed(owner))[0]?.settings?.stepMs).toBe(1000);
  });

  it("answers 403 for another teacher's learner, 404 for an unknown one and 410 for a deleted one", async () => {
    const { owner } = await course();
    const other = await t.createUser();
    const theirs = crypto.randomUUID();
    await put(other, theirs, { displayName: 'Theirs', avatar: 'sun' });
    const taken = await putSettings(owner, theirs, { scanMode: 'step' });
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe('You do not have access to this learner');
    expect((await listed(other))[0]?.settings).toBeNull();

    expect((await putSettings(owner, crypto.randomUUID(), {})).status).toBe(404);
    expect((await putSettings(owner, 'learner-1', {})).status).toBe(400);

    const gone = crypto.randomUUID();
    await put(owner, gone, { displayName: 'Gone', avatar: 'sun' });
    await t.call('DELETE', `/learners/${gone}`, { token: owner.token });
    const deleted = await putSettings(owner, gone, { scanMode: 'step' });
    expect(deleted.status).toBe(410);
    expect(deleted.body.message).toBe('This learner was deleted');
    expect(await listed(owner)).toEqual([]);
    expect((await putSettings(other, gone, {})).status).toBe(403);
  });
});

describe('access settings through POST /activities/sync', () => {
  it('are applied once, however often the op is sent, and are listed with the learner', async () => {
    const { owner } = await course();
    const id = crypto.randomUUID();
    const change = settingsOp(2, id, { scanMode: 'long-press', longPressMs: 800 }, { occurredAt: minutesAgo(5) });
    const first = await sync(t, owner, 'tablet', [learnerOp(1, id, { occurredAt: minutesAgo(6) }), change]);
    expect(statuses(first)).toEqual(['applied', 'applied']);
    const settings = { ...DEFAULT_ACCESS_SETTINGS, scanMode: 'long-press', longPressMs: 800 };
    expect((await listed(owner))[0]).toMatchObject({ displayName: 'Ava', settings });

    await putSettings(owner, id, { scanMode: 'auto' });
    // Sent again (its answer was lost), dated in the future: a duplicate, which changes nothing.
    expect(statuses(await sync(t, owner, 'tablet', [{ ...change, occurredAt: minutesAgo(-5) }]))).toEqual([
      'duplicate',
    ]);
    expect((await listed(owner))[0]?.settings?.scanMode).toBe('auto');
  });

  it('keep a rename on one tablet and a settings change on another, whichever arrives first', async () => {
    const { owner } = await course();
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    await sync(t, owner, 'setup', [
      learnerOp(1, first, { displayName: 'First', occurredAt: minutesAgo(30) }),
      learnerOp(2, second, { displayName: 'Second', occurredAt: minutesAgo(30) }),
    ]);
    const rename = (seq: number, id: string, displayName: string, at: number) =>
      learnerOp(seq, id, { displayName, occurredAt: minutesAgo(at) });
    const scan = (seq: number, id: string, at: number) =>
      settingsOp(seq, id, { scanMode: 'step' }, { occurredAt: minutesAgo(at) });
    // The older change of each pair arrives last: with one version for both, it would be lost.
    await sync(t, owner, 'tablet-a', [rename(1, first, 'First renamed', 2)]);
    await sync(t, owner, 'tablet-b', [scan(1, first, 4)]);
    await sync(t, owner, 'tablet-b', [scan(2, second, 2)]);
    await sync(t, owner, 'tablet-a', [rename(2, second, 'Second renamed', 4)]);
    const byId = new Map((await listed(owner)).map((learner) => [learner._id, learner]));
    for (const [id, displayName] of [
      [first, 'First renamed'],
      [second, 'Second renamed'],
    ] as const) {
      expect(byId.get(id)).toMatchObject({ displayName, settings: { scanMode: 'step' } });
    }
  });

  it('keep the newest change by when it was made, across devices and within one batch', async () => {
    const { owner } = await course();
    const id = crypto.randomUUID();
    await put(owner, id, { displayName: 'Ava', avatar: 'sun' });
    const stepMs = async () => (await listed(owner))[0]?.settings?.stepMs;
    await sync(t, owner, 'tablet-a', [settingsOp(1, id, { stepMs: 1000 }, { occurredAt: minutesAgo(1) })]);
    expect(
      statuses(await sync(t, owner, 'tablet-b', [settingsOp(1, id, { stepMs: 3000 }, { occurredAt: minutesAgo(9) })])),
    ).toEqual(['applied']);
    expect(await stepMs()).toBe(1000);
    await sync(t, owner, 'tablet-c', [
      settingsOp(1, id, { stepMs: 4000 }, { occurredAt: minutesAgo(0.5) }),
      settingsOp(3, id, { stepMs: 4500 }, { occurredAt: minutesAgo(0.2) }),
      settingsOp(2, id, { stepMs: 4200 }, { occurredAt: minutesAgo(0.3) }),
    ]);
    expect(await stepMs()).toBe(4500);
  });

  it("refuses settings of an unknown learner, another teacher's or bad values, and takes a deleted learner's without a trace", async () => {
    const { owner } = await course();
    const other = await t.createUser();
    const theirs = crypto.randomUUID();
    await put(other, theirs, { displayName: 'Theirs', avatar: 'sun' });
    const mine = crypto.randomUUID();
    await put(owner, mine, { displayName: 'Mine', avatar: 'star' });
    const gone = crypto.randomUUID();
    await put(owner, gone, { displayName: 'Gone', avatar: 'sun' });
    await t.call('DELETE', `/learners/${gone}`, { token: owner.token });

    const answer = await sync(t, owner, 'tablet', [
      settingsOp(1, crypto.randomUUID(), { scanMode: 'auto' }),
      settingsOp(2, theirs, { scanMode: 'auto' }),
      settingsOp(3, mine, { stepMs: 100 }),
      settingsOp(4, mine, { highlightColour: 'red' }),
      settingsOp(5, gone, { scanMode: 'auto' }),
      settingsOp(6, mine, { reducedMotion: true }),
    ]);
    expect(
      answer.body.results.map((result: { status: string; error?: string }) => result.error ?? result.status),
    ).toEqual([
      'Learner not found',
      'You do not have access to this learner',
      'settings.stepMs: The step time must be between 0.5 s and 5 s',
      'settings.highlightColour: The highlight colour must be a colour like #FFB000',
      'applied',
      'applied',
    ]);
    expect(await listed(owner)).toEqual([
      expect.objectContaining({ _id: mine, settings: { ...DEFAULT_ACCESS_SETTINGS, reducedMotion: true } }),
    ]);
    expect((await listed(other))[0]?.settings).toBeNull();
  });
});

describe('the cap on active learner profiles', () => {
  it(`refuses the ${ACTIVE_LEARNERS_MAX + 1}th active profile through the outbox and directly, with a clear message; archiving one makes room`, async () => {
    const teacher = await t.createUser();
    const ids = Array.from({ length: ACTIVE_LEARNERS_MAX + 1 }, () => crypto.randomUUID());
    const ops = ids.map((id, seq) => learnerOp(seq, id, { displayName: `Learner ${seq}` }));
    // An archived profile does not count.
    const archivedId = crypto.randomUUID();
    const answer = await sync(t, teacher, 'device-a', [
      learnerOp(ACTIVE_LEARNERS_MAX + 1, archivedId, { archived: true }),
      ...ops,
    ]);
    expect(answer.status).toBe(200);
    expect(statuses(answer)).toEqual(['applied', ...ids.slice(0, -1).map(() => 'applied'), 'rejected']);
    expect(answer.body.results.at(-1)).toEqual({
      opId: ops.at(-1)?.opId,
      status: 'rejected',
      error: TOO_MANY_LEARNERS,
    });
    expect(TOO_MANY_LEARNERS).toBe(
      'You already have 200 active learners, the most a teacher can have. Archive or delete one to add another.',
    );

    const listed = (await t.call('GET', '/learners', { token: teacher.token })).body as { archived: boolean }[];
    expect(listed.filter((learner) => !learner.archived)).toHaveLength(ACTIVE_LEARNERS_MAX);

    const direct = await put(teacher, crypto.randomUUID(), { displayName: 'One more', avatar: 'sun' });
    expect(direct.status).toBe(409);
    expect(direct.body.message).toBe(TOO_MANY_LEARNERS);
    const restored = await put(teacher, archivedId, { displayName: 'Ava', avatar: 'sun', archived: false });
    expect(restored.status).toBe(409);

    // Archiving one (a child who left) makes room for the one refused.
    const first = ids[0] as string;
    expect((await put(teacher, first, { displayName: 'Learner 0', avatar: 'sun', archived: true })).status).toBe(200);
    const again = await sync(t, teacher, 'device-a', [learnerOp(ACTIVE_LEARNERS_MAX + 2, ids.at(-1) as string)]);
    expect(statuses(again)).toEqual(['applied']);
  });
});
