import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal, LevelRecord, SupportMark } from '#domain/evidence';
import type { LearnerReportData } from '#domain/learner';
import { minutesAgo, ownedCourse, sync } from './support/progress.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

/**
 * A teacher's evidence of each learner (issue 35), sent by her devices through the outbox: game
 * levels played, the support a learner needed, and goals. Each op counts once, never under a
 * learner of another teacher's, and the newest mark or goal change wins whatever order devices sync in.
 */

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

function saveLearner(learnerId: string, name = 'Ada') {
  return {
    opId: crypto.randomUUID(),
    seq: next(),
    type: 'save-learner',
    occurredAt: minutesAgo(60),
    learnerId,
    displayName: name,
    avatar: 'sun',
    group: '',
    archived: false,
  };
}

function level(productId: string, lessonId: string, learnerIds: string[], fields: Partial<LevelRecord> = {}) {
  return {
    opId: crypto.randomUUID(),
    seq: next(),
    type: 'record-level',
    occurredAt: minutesAgo(30),
    productId,
    lessonId,
    game: 'find-the-correct-one',
    level: 0,
    tries: 2,
    firstTry: false,
    hints: 1,
    audio: 3,
    ms: 4200,
    learnerIds,
    ...fields,
  };
}

function support(productId: string, lessonId: string, learnerId: string, levelName: string, occurredAt: string) {
  return {
    opId: crypto.randomUUID(),
    seq: next(),
    type: 'set-support',
    occurredAt,
    productId,
    lessonId,
    learnerId,
    day: '2026-11-20',
    level: levelName,
  };
}

function goal(
  goalId: string,
  learnerId: string,
  text: string,
  occurredAt: string,
  extra: Record<string, unknown> = {},
) {
  return {
    opId: crypto.randomUUID(),
    seq: next(),
    type: 'save-goal',
    occurredAt,
    goalId,
    learnerId,
    text,
    target: { count: 8, of: 10, measure: 'independent' },
    reviewDate: '2027-01-15',
    links: { lessons: [], activities: ['find-it'], games: ['find-the-correct-one'] },
    ...extra,
  };
}

const statuses = (answer: { body: { results: { status: string }[] } }) => answer.body.results.map((r) => r.status);

async function classWithTwoLearners() {
  const course = await ownedCourse(t, admin);
  const ada = crypto.randomUUID();
  const ben = crypto.randomUUID();
  expect(statuses(await sync(t, course.owner, 'tablet', [saveLearner(ada, 'Ada'), saveLearner(ben, 'Ben')]))).toEqual([
    'applied',
    'applied',
  ]);
  return { ...course, ada, ben };
}

const report = async (caller: Caller, productId: string) =>
  (await t.call<LearnerReportData>('GET', `/learners/report?productId=${productId}`, { token: caller.token })).body;

describe('game levels', () => {
  it('are recorded once per learner named, and a replayed op records nothing more', async () => {
    const { product, lesson, owner, ada, ben } = await classWithTwoLearners();
    const played = level(product._id, lesson._id, [ada, ben], { level: 2, tries: 3, hints: 2, audio: 1, ms: 9000 });
    expect(statuses(await sync(t, owner, 'tablet', [played]))).toEqual(['applied']);
    expect(statuses(await sync(t, owner, 'tablet', [played]))).toEqual(['duplicate']);
    const { levels } = await report(owner, product._id);
    const expected = { lessonId: lesson._id, game: 'find-the-correct-one', level: 2, tries: 3, firstTry: false };
    expect(levels).toEqual([
      expect.objectContaining({ ...expected, learnerId: expect.any(String), hints: 2, audio: 1, ms: 9000 }),
      expect.objectContaining({ ...expected, learnerId: expect.any(String) }),
    ]);
    expect(new Set(levels?.map((record) => record.learnerId))).toEqual(new Set([ada, ben]));
  });

  it("never names another teacher's learner, nor a lesson the teacher does not hold, nor no learner", async () => {
    const mine = await classWithTwoLearners();
    const theirs = await classWithTwoLearners();
    const answer = await sync(t, mine.owner, 'tablet', [
      level(mine.product._id, mine.lesson._id, [theirs.ada]),
      level(theirs.product._id, theirs.lesson._id, [mine.ada]),
      level(mine.product._id, mine.lesson._id, []),
      level(mine.product._id, mine.lesson._id, [mine.ada], { tries: 0 }),
    ]);
    expect(statuses(answer)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect((await report(mine.owner, mine.product._id)).levels).toEqual([]);
    expect((await report(theirs.owner, theirs.product._id)).levels).toEqual([]);
  });

  it('of a learner deleted on another device are taken and store nothing for them', async () => {
    const { product, lesson, owner, ada, ben } = await classWithTwoLearners();
    expect((await t.call('DELETE', `/learners/${ada}`, { token: owner.token })).status).toBe(204);
    expect(statuses(await sync(t, owner, 'tablet', [level(product._id, lesson._id, [ada, ben])]))).toEqual(['applied']);
    expect((await report(owner, product._id)).levels?.map((record) => record.learnerId)).toEqual([ben]);
  });
});

describe('activities finished', () => {
  const step = (
    type: string,
    productId: string,
    lessonId: string,
    activityKey: string | undefined,
    learnerIds: string[],
    minutes: number,
  ) => ({
    opId: crypto.randomUUID(),
    seq: next(),
    type,
    occurredAt: minutesAgo(minutes),
    productId,
    lessonId,
    ...(activityKey && { activityKey }),
    learnerIds,
  });

  it('are recorded once, per learner and for the whole class, count as done, and keep the latest time', async () => {
    const { product, lesson, owner, ada, ben } = await classWithTwoLearners();
    const opened = step('update-progress', product._id, lesson._id, 'find-it', [ada, ben], 50);
    const found = step('finish-activity', product._id, lesson._id, 'find-it', [ada], 40);
    const revealedAgain = step('finish-activity', product._id, lesson._id, 'find-it', [ada], 20);
    const game = step('finish-game', product._id, lesson._id, undefined, [ben], 30);
    const watched = step('finish-activity', product._id, lesson._id, 'watch-it', [ben], 10);
    expect(statuses(await sync(t, owner, 'tablet', [opened, revealedAgain, game]))).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    // The older finish arrives later, from another device, and again: the latest time stays, once.
    expect(statuses(await sync(t, owner, 'whiteboard', [found, watched]))).toEqual(['applied', 'applied']);
    expect(statuses(await sync(t, owner, 'whiteboard', [found]))).toEqual(['duplicate']);

    const { records } = await report(owner, product._id);
    const of = (learnerId: string | null) => records.find((record) => record.learnerId === learnerId);
    expect(of(ada)?.finishedAt).toEqual({ 'find-it': revealedAgain.occurredAt });
    expect(of(ada)?.done).toEqual(['find-it']);
    expect(of(ben)?.finishedAt).toEqual({ 'play-it': game.occurredAt, 'watch-it': watched.occurredAt });
    expect(of(ben)?.done).toEqual(expect.arrayContaining(['find-it', 'watch-it', 'play-it']));
    expect(of(ben)?.gamesFinished).toBe(1);
    expect(of(null)?.finishedAt).toEqual({
      'find-it': revealedAgain.occurredAt,
      'play-it': game.occurredAt,
      'watch-it': watched.occurredAt,
    });
  });

  it('need an activity, and Play it is finished by its game only', async () => {
    const { product, lesson, owner, ada } = await classWithTwoLearners();
    const answer = await sync(t, owner, 'tablet', [
      step('finish-activity', product._id, lesson._id, undefined, [ada], 5),
      step('finish-activity', product._id, lesson._id, 'play-it', [ada], 5),
    ]);
    expect(statuses(answer)).toEqual(['rejected', 'rejected']);
    expect((await report(owner, product._id)).records).toEqual([]);
  });
});

describe('support marks', () => {
  it('keep the newest mark of a learner, lesson and day, whatever order the devices sync in', async () => {
    const { product, lesson, owner, ada } = await classWithTwoLearners();
    const newer = support(product._id, lesson._id, ada, 'independent', minutesAgo(5));
    const older = support(product._id, lesson._id, ada, 'physical', minutesAgo(10));
    expect(statuses(await sync(t, owner, 'whiteboard', [newer]))).toEqual(['applied']);
    expect(statuses(await sync(t, owner, 'tablet', [older]))).toEqual(['applied']);
    const marks: SupportMark[] | undefined = (await report(owner, product._id)).support;
    expect(marks).toEqual([
      { learnerId: ada, lessonId: lesson._id, day: '2026-11-20', level: 'independent', at: expect.any(String) },
    ]);
  });

  it('refuse a level of help the app does not know and a day that is no day', async () => {
    const { product, lesson, owner, ada } = await classWithTwoLearners();
    const answer = await sync(t, owner, 'tablet', [
      support(product._id, lesson._id, ada, 'a bit', minutesAgo(1)),
      { ...support(product._id, lesson._id, ada, 'prompted', minutesAgo(1)), day: '2026-02-30' },
    ]);
    expect(statuses(answer)).toEqual(['rejected', 'rejected']);
    expect((await report(owner, product._id)).support).toEqual([]);
  });
});

describe('goals', () => {
  const goals = async (caller: Caller) =>
    (await t.call<Goal[]>('GET', '/learners/goals', { token: caller.token })).body;

  it('are written, changed and removed from any device; the newest change wins', async () => {
    const { owner, ada } = await classWithTwoLearners();
    const id = crypto.randomUUID();
    expect(
      statuses(await sync(t, owner, 'tablet', [goal(id, ada, 'Points to the symbol asked for', minutesAgo(20))])),
    ).toEqual(['applied']);
    expect(await goals(owner)).toEqual([
      {
        _id: id,
        learnerId: ada,
        text: 'Points to the symbol asked for',
        target: { count: 8, of: 10, measure: 'independent' },
        reviewDate: '2027-01-15',
        links: { lessons: [], activities: ['find-it'], games: ['find-the-correct-one'] },
        updatedAt: expect.any(String),
      },
    ]);
    // A change made earlier on a whiteboard that was offline arrives late: it loses.
    expect(statuses(await sync(t, owner, 'whiteboard', [goal(id, ada, 'Older wording', minutesAgo(25))]))).toEqual([
      'applied',
    ]);
    expect((await goals(owner))[0]?.text).toBe('Points to the symbol asked for');
    expect(
      statuses(await sync(t, owner, 'tablet', [goal(id, ada, 'Points to it', minutesAgo(2), { removed: true })])),
    ).toEqual(['applied']);
    expect(await goals(owner)).toEqual([]);
  });

  it("are another teacher's to neither read nor overwrite, and refuse an empty text or a target past its count", async () => {
    const mine = await classWithTwoLearners();
    const theirs = await classWithTwoLearners();
    const id = crypto.randomUUID();
    expect(
      statuses(await sync(t, theirs.owner, 'tablet', [goal(id, theirs.ada, 'Their goal', minutesAgo(20))])),
    ).toEqual(['applied']);
    // The same goal id sent for a learner of mine changes nothing of theirs.
    expect(statuses(await sync(t, mine.owner, 'tablet', [goal(id, mine.ada, 'Taken over', minutesAgo(1))]))).toEqual([
      'applied',
    ]);
    expect((await goals(theirs.owner)).map((g) => g.text)).toEqual(['Their goal']);
    expect(await goals(mine.owner)).toEqual([]);
    const refused = await sync(t, mine.owner, 'tablet', [
      goal(crypto.randomUUID(), theirs.ada, 'Not mine', minutesAgo(1)),
      goal(crypto.randomUUID(), mine.ada, '   ', minutesAgo(1)),
      goal(crypto.randomUUID(), mine.ada, 'Too much', minutesAgo(1), {
        target: { count: 11, of: 10, measure: 'first-try' },
      }),
    ]);
    expect(statuses(refused)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await goals(mine.owner)).toEqual([]);
    expect((await t.call('GET', '/learners/goals')).status).toBe(401);
  });
});
