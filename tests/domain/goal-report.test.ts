import { describe, expect, it } from 'vitest';
import type { Goal, LevelRecord, SupportMark } from '#domain/evidence';
import {
  FEWER_FIRST_TRIES,
  goalFigures,
  goalsCsv,
  type LearnerEvidence,
  MORE_HELP,
  progressText,
} from '#domain/goal-report';
import type { LessonRecord } from '#domain/learner';

/** Days here are UTC days: the test's "teacher" lives on UTC. */
const dayOf = (iso: string) => iso.slice(0, 10);

const goal = (fields: Partial<Goal> = {}): Goal => ({
  _id: 'g1',
  learnerId: 'ava',
  text: 'Chooses the symbol asked for',
  target: null,
  reviewDate: null,
  links: { lessons: [], activities: [], games: [] },
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const level = (
  lessonId: string,
  at: string,
  firstTry: boolean,
  game: LevelRecord['game'] = 'find-the-correct-one',
) => ({
  learnerId: 'ava',
  lessonId,
  game,
  level: 0,
  tries: firstTry ? 1 : 2,
  firstTry,
  hints: 0,
  audio: 0,
  ms: 1000,
  at,
});

const mark = (lessonId: string, day: string, supportLevel: SupportMark['level']): SupportMark => ({
  learnerId: 'ava',
  lessonId,
  day,
  level: supportLevel,
  at: `${day}T15:00:00.000Z`,
});

const record = (lessonId: string, doneAt: LessonRecord['doneAt']): LessonRecord => ({
  learnerId: 'ava',
  lessonId,
  done: Object.keys(doneAt) as LessonRecord['done'],
  doneAt,
  gamesFinished: 0,
  lastSeenAt: Object.values(doneAt).sort().at(-1) ?? '',
});

/**
 * Ava's term in one course: lesson l1 on three days, l2 on two, with the activities she did (the
 * last time of each), the game levels she played and the support her teacher marked.
 */
const term: LearnerEvidence = {
  records: [
    record('l1', { 'say-it': '2026-03-02T09:00:00.000Z', 'find-it': '2026-03-09T09:10:00.000Z' }),
    record('l2', { 'hear-it': '2026-03-04T10:00:00.000Z', 'play-it': '2026-03-04T10:05:00.000Z' }),
  ],
  levels: [
    level('l1', '2026-03-02T09:20:00.000Z', true),
    level('l1', '2026-03-02T09:21:00.000Z', false),
    level('l2', '2026-03-04T10:06:00.000Z', true, 'image-reveal'),
    level('l1', '2026-03-09T09:30:00.000Z', true),
    level('l1', '2026-03-16T09:30:00.000Z', false),
  ],
  support: [
    mark('l1', '2026-03-02', 'physical'),
    mark('l2', '2026-03-04', 'prompted'),
    mark('l1', '2026-03-09', 'independent'),
    mark('l1', '2026-03-16', 'independent'),
    mark('l2', '2026-03-18', 'prompted'),
  ],
};

describe("a goal's figures", () => {
  it('with no links count everything: sessions are lessons by day, with the support marked in each', () => {
    const figures = goalFigures(goal(), term, dayOf);
    // Sessions: l1 on the 2nd, l2 on the 4th, l1 on the 9th, l1 on the 16th, l2 on the 18th (a mark only).
    expect(figures.sessions.map(({ day, lessonId, support }) => `${day} ${lessonId} ${support}`)).toEqual([
      '2026-03-02 l1 physical',
      '2026-03-04 l2 prompted',
      '2026-03-09 l1 independent',
      '2026-03-16 l1 independent',
      '2026-03-18 l2 prompted',
    ]);
    // Activities: say it (2nd), find it (9th), hear it and play it (4th).
    expect(figures.activities).toBe(4);
    expect(figures.levels).toBe(5);
    expect(figures.levelsFirstTry).toBe(3);
    expect(figures.firstDay).toBe('2026-03-02');
    expect(figures.lastDay).toBe('2026-03-18');
    expect(figures.target).toBeUndefined();
  });

  it('linked to a lesson count that lesson only, with the support of its sessions', () => {
    const figures = goalFigures(goal({ links: { lessons: ['l2'], activities: [], games: [] } }), term, dayOf);
    expect(figures.sessions.map((session) => session.day)).toEqual(['2026-03-04', '2026-03-18']);
    expect(figures.activities).toBe(2);
    expect([figures.levels, figures.levelsFirstTry]).toEqual([1, 1]);
  });

  it('linked to a game count its levels, the sessions they were in and the marks of those sessions only', () => {
    const figures = goalFigures(
      goal({ links: { lessons: [], activities: [], games: ['find-the-correct-one'] } }),
      term,
      dayOf,
    );
    expect(figures.sessions.map((s) => [s.day, s.levels, s.levelsFirstTry, s.support, s.activities])).toEqual([
      ['2026-03-02', 2, 1, 'physical', 0],
      ['2026-03-09', 1, 1, 'independent', 0],
      ['2026-03-16', 1, 0, 'independent', 0],
    ]);
    expect(figures.activities).toBe(0);
  });

  it('linked to an activity kind count it done in any lesson', () => {
    const figures = goalFigures(
      goal({ links: { lessons: [], activities: ['find-it', 'hear-it'], games: [] } }),
      term,
      dayOf,
    );
    expect(figures.activities).toBe(2);
    expect(figures.levels).toBe(0);
    expect(figures.sessions.map((session) => session.day)).toEqual(['2026-03-04', '2026-03-09']);
  });

  it('measure a target of sessions independent over the last sessions marked', () => {
    const target = { count: 2, of: 3, measure: 'independent' as const };
    const figures = goalFigures(goal({ target }), term, dayOf);
    // The last three marked: independent, independent, prompted.
    expect(figures.target).toEqual({ met: 2, counted: 3, reached: true });
    expect(progressText(target, { met: 2, counted: 3, reached: true })).toBe(
      '2 of the last 3 sessions were independent',
    );
    const longer = { count: 8, of: 10, measure: 'independent' as const };
    const all = goalFigures(goal({ target: longer }), term, dayOf).target;
    expect(all).toEqual({ met: 2, counted: 5, reached: false });
    expect(progressText(longer, all ?? { met: 0, counted: 0, reached: false })).toBe(
      '2 of the 5 so far: sessions independent',
    );
  });

  it('measure a target of levels right first time over the last levels played, in time order', () => {
    const target = { count: 3, of: 4, measure: 'first-try' as const };
    // The last four levels: false (2nd, 09:21), true (4th), true (9th), false (16th).
    expect(goalFigures(goal({ target }), term, dayOf).target).toEqual({ met: 2, counted: 4, reached: false });
  });
});

describe('needs attention', () => {
  const sessions = (levels: SupportMark['level'][]) => ({
    records: [],
    levels: [],
    support: levels.map((supportLevel, index) =>
      mark('l1', `2026-04-${String(index + 1).padStart(2, '0')}`, supportLevel),
    ),
  });

  it('when the last three sessions needed more help than the three before', () => {
    const figures = goalFigures(
      goal(),
      sessions(['independent', 'independent', 'prompted', 'prompted', 'physical', 'prompted']),
      dayOf,
    );
    expect(figures.attention).toBe(MORE_HELP);
  });

  it('not while the learner holds or gains, nor with too few sessions to compare', () => {
    expect(
      goalFigures(goal(), sessions(['physical', 'prompted', 'prompted', 'independent']), dayOf).attention,
    ).toBeUndefined();
    expect(goalFigures(goal(), sessions(['independent', 'physical', 'physical']), dayOf).attention).toBeUndefined();
  });

  it('when fewer levels were right first time in the last sessions than before', () => {
    const levels = [true, true, true, false, true, false].map((firstTry, index) =>
      level('l1', `2026-05-0${index + 1}T09:00:00.000Z`, firstTry),
    );
    expect(goalFigures(goal(), { records: [], levels, support: [] }, dayOf).attention).toBe(FEWER_FIRST_TRIES);
  });
});

describe('the goals CSV', () => {
  it('has a line per goal with every figure the page shows', () => {
    const figures = goalFigures(
      goal({
        text: '=Points to "drink"',
        reviewDate: '2026-07-01',
        target: { count: 2, of: 3, measure: 'independent' },
      }),
      term,
      dayOf,
    );
    const [header, line] = goalsCsv([{ learner: 'Ava', figures }], (day) => `day ${day}`).split('\r\n');
    expect(header).toBe(
      'Learner,Goal,Target,Progress,Review date,Sessions,Activities done,Game levels,Right first time,First session,Last session,Needs attention',
    );
    expect(line).toBe(
      `Ava,"'=Points to ""drink""",2 of 3 sessions independent,2 of the last 3 sessions were independent,day 2026-07-01,5,4,5,3,day 2026-03-02,day 2026-03-18,`,
    );
  });
});
