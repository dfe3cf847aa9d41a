import { ACTIVITY_KEYS, type ActivityKey } from './activity-keys.ts';
import { csvOf } from './csv.ts';
import type { Goal, LevelRecord, SupportLevel, SupportMark } from './evidence.ts';
import { targetText } from './evidence.ts';
import type { LearnerReportData, LessonRecord } from './learner.ts';

/**
 * What a learner's report says of each goal (issue 35 §2), from the raw records alone: the sessions
 * the goal covers, the activities and game levels in them, the support marked, progress toward the
 * target, and 'needs attention' when the last sessions went backwards. Pure, so the page, its print,
 * its CSV and a test that recomputes every figure all read the same.
 */

/** One lesson on one day of the teacher's: what a goal counts in. */
export interface GoalSession {
  day: string;
  lessonId: string;
  /** The support marked for it, if any. */
  support: SupportLevel | undefined;
  levels: number;
  levelsFirstTry: number;
  activities: number;
}

export interface TargetProgress {
  /** Of the last `of` sessions (or levels) counted, how many met the measure. */
  met: number;
  /** How many were counted: `of`, or fewer while the learner has had fewer. */
  counted: number;
  reached: boolean;
}

export interface GoalFigures {
  goal: Goal;
  /** Oldest first. */
  sessions: GoalSession[];
  activities: number;
  levels: number;
  levelsFirstTry: number;
  target: TargetProgress | undefined;
  firstDay: string | undefined;
  lastDay: string | undefined;
  /** Why the goal needs attention, or undefined. */
  attention: string | undefined;
}

/** A learner's own records of a course, as the report reads them. */
export interface LearnerEvidence {
  records: readonly LessonRecord[];
  levels: readonly LevelRecord[];
  support: readonly SupportMark[];
}

/** How many sessions each side of the comparison that says a goal needs attention holds. */
export const ATTENTION_WINDOW = 3;
export const MORE_HELP = 'More help was needed in the last sessions than before';
export const FEWER_FIRST_TRIES = 'Fewer game levels were right first time in the last sessions than before';

/** Support as a score: the more independent, the higher. */
export const SUPPORT_SCORE: Record<SupportLevel, number> = { independent: 2, prompted: 1, physical: 0 };

const hasLinks = (goal: Goal) => goal.links.lessons.length + goal.links.activities.length + goal.links.games.length > 0;

function activityCounts(goal: Goal, key: ActivityKey, lessonId: string) {
  return !hasLinks(goal) || goal.links.lessons.includes(lessonId) || goal.links.activities.includes(key);
}

function levelCounts(goal: Goal, level: LevelRecord) {
  return (
    !hasLinks(goal) ||
    goal.links.lessons.includes(level.lessonId) ||
    goal.links.games.includes(level.game) ||
    goal.links.activities.includes('play-it')
  );
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The last window of values against the window before it: lower now means it went backwards. */
function wentBackwards(values: readonly number[]): boolean {
  if (values.length < ATTENTION_WINDOW + 1) return false;
  const last = values.slice(-ATTENTION_WINDOW);
  const before = values.slice(-2 * ATTENTION_WINDOW, -ATTENTION_WINDOW);
  return mean(last) < mean(before);
}

/**
 * A goal's figures from one learner's records. `dayOf` turns an instant into the teacher's day
 * (YYYY-MM-DD); support marks carry their day already. A record counts for a goal when it matches
 * any of its links (a level of a linked game, an activity of a linked kind, anything in a linked
 * lesson); a goal with no links counts everything. A support mark counts for the sessions the goal
 * covers, or any of a linked lesson.
 */
export function goalFigures(goal: Goal, evidence: LearnerEvidence, dayOf: (iso: string) => string): GoalFigures {
  const sessions = new Map<string, GoalSession>();
  const sessionOf = (day: string, lessonId: string) => {
    const key = `${day}/${lessonId}`;
    let session = sessions.get(key);
    if (!session) {
      session = { day, lessonId, support: undefined, levels: 0, levelsFirstTry: 0, activities: 0 };
      sessions.set(key, session);
    }
    return session;
  };
  for (const record of evidence.records) {
    for (const key of ACTIVITY_KEYS) {
      const at = record.doneAt[key];
      if (at && record.done.includes(key) && activityCounts(goal, key, record.lessonId)) {
        sessionOf(dayOf(at), record.lessonId).activities += 1;
      }
    }
  }
  const levels = evidence.levels.filter((level) => levelCounts(goal, level));
  for (const level of levels) {
    const session = sessionOf(dayOf(level.at), level.lessonId);
    session.levels += 1;
    if (level.firstTry) session.levelsFirstTry += 1;
  }
  for (const mark of evidence.support) {
    const covered = sessions.has(`${mark.day}/${mark.lessonId}`) || goal.links.lessons.includes(mark.lessonId);
    if (covered || !hasLinks(goal)) sessionOf(mark.day, mark.lessonId).support = mark.level;
  }
  const ordered = [...sessions.values()].sort((a, b) =>
    a.day === b.day ? (a.lessonId < b.lessonId ? -1 : 1) : a.day < b.day ? -1 : 1,
  );
  const marked = ordered.flatMap((session) => (session.support ? [SUPPORT_SCORE[session.support]] : []));
  const rates = ordered.flatMap((session) => (session.levels > 0 ? [session.levelsFirstTry / session.levels] : []));
  const attention = wentBackwards(marked) ? MORE_HELP : wentBackwards(rates) ? FEWER_FIRST_TRIES : undefined;
  const inOrder = [...levels].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    goal,
    sessions: ordered,
    activities: ordered.reduce((sum, session) => sum + session.activities, 0),
    levels: levels.length,
    levelsFirstTry: levels.filter((level) => level.firstTry).length,
    target: goal.target ? targetProgress(goal.target, ordered, inOrder) : undefined,
    firstDay: ordered[0]?.day,
    lastDay: ordered.at(-1)?.day,
    attention,
  };
}

function targetProgress(
  target: NonNullable<Goal['target']>,
  sessions: readonly GoalSession[],
  levels: readonly LevelRecord[],
): TargetProgress {
  const counted =
    target.measure === 'independent'
      ? sessions.filter((session) => session.support !== undefined).map((session) => session.support === 'independent')
      : levels.map((level) => level.firstTry);
  const last = counted.slice(-target.of);
  const met = last.filter(Boolean).length;
  return { met, counted: last.length, reached: met >= target.count };
}

/** The words of a target's progress: "6 of the last 10 sessions were independent". */
export function progressText(target: NonNullable<Goal['target']>, progress: TargetProgress): string {
  const what = target.measure === 'independent' ? 'sessions were independent' : 'game levels were right first time';
  if (progress.counted === 0) return 'Nothing to count yet';
  return progress.counted < target.of
    ? `${progress.met} of the ${progress.counted} so far: ${what.replace(' were', '')}`
    : `${progress.met} of the last ${progress.counted} ${what}`;
}

/** One learner's own records of the report's course (not the whole class's). */
export function learnerEvidence(data: LearnerReportData, learnerId: string): LearnerEvidence {
  return {
    records: data.records.filter((record) => record.learnerId === learnerId),
    levels: (data.levels ?? []).filter((level) => level.learnerId === learnerId),
    support: (data.support ?? []).filter((mark) => mark.learnerId === learnerId),
  };
}

/** A goal's line of the goals CSV, with the learner it is about. */
export interface GoalRow {
  learner: string;
  figures: GoalFigures;
}

/**
 * The goals as CSV: one line per goal, with every figure the page shows. Days are the teacher's
 * (YYYY-MM-DD), written by `day` as the printed report writes them.
 */
export function goalsCsv(rows: readonly GoalRow[], day: (isoDay: string) => string): string {
  const header = [
    'Learner',
    'Goal',
    'Target',
    'Progress',
    'Review date',
    'Sessions',
    'Activities done',
    'Game levels',
    'Right first time',
    'First session',
    'Last session',
    'Needs attention',
  ];
  const lines = rows.map(({ learner, figures }) => {
    const { goal, target } = figures;
    return [
      learner,
      goal.text,
      goal.target ? targetText(goal.target) : '',
      goal.target && target ? progressText(goal.target, target) : '',
      goal.reviewDate ? day(goal.reviewDate) : '',
      String(figures.sessions.length),
      String(figures.activities),
      String(figures.levels),
      String(figures.levelsFirstTry),
      figures.firstDay ? day(figures.firstDay) : '',
      figures.lastDay ? day(figures.lastDay) : '',
      figures.attention ?? '',
    ];
  });
  return csvOf([header, ...lines]);
}
