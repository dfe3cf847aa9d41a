import type { OP_TYPES } from './activity.ts';
import type { ActivityKey } from './activity-keys.ts';
import type { Goal, GoalLinks, GoalTarget, LevelRecord, SupportMark } from './evidence.ts';
import type { LearnerReportData, LessonRecord } from './learner.ts';

/**
 * What this device has recorded and not sent yet, laid over the server's answer, so that a report
 * read offline counts it too and says how much of it has not reached the server.
 */

/** A progress step still in the outbox (one of OP_TYPES). */
export interface PendingStep {
  type: (typeof OP_TYPES)[number];
  productId: string;
  lessonId: string;
  activityKey?: string | undefined;
  learnerIds?: readonly string[] | undefined;
  occurredAt: string;
}

/** A learner's goal as a device writes, changes or removes it: whole. */
export interface GoalFields {
  goalId: string;
  learnerId: string;
  text: string;
  target: GoalTarget | null;
  reviewDate: string | null;
  links: GoalLinks;
  removed: boolean;
}

/** A goal change still in the outbox. */
export interface GoalChange extends GoalFields {
  occurredAt: string;
}

/** A record of a course, as an op that names its course holds it. */
type OfCourse<T> = T & { productId: string };

export interface PendingEvidence {
  steps: PendingStep[];
  /** Levels per learner, as the server will store them. */
  levels: OfCourse<LevelRecord>[];
  support: OfCourse<SupportMark>[];
}

/** What has not reached the server: steps and levels one by one, support marks by learner, lesson and day. */
export interface PendingCounts {
  steps: number;
  levels: number;
  support: number;
}

export type ReportWithPending = Required<LearnerReportData> & { pending: PendingCounts };

const later = (a: string | undefined, b: string) => (a && a > b ? a : b);

/** A step counts for the whole class's record of its lesson and for each learner's, as the server folds it. */
function foldStep(records: Map<string, LessonRecord>, step: PendingStep) {
  const key = step.type === 'start-lesson' ? undefined : step.type === 'finish-game' ? 'play-it' : step.activityKey;
  const finished = step.type === 'finish-game' || step.type === 'finish-activity';
  for (const learnerId of [null, ...(step.learnerIds ?? [])]) {
    const id = `${learnerId ?? ''}/${step.lessonId}`;
    const before = records.get(id);
    const record: LessonRecord = before
      ? { ...before, done: [...before.done], doneAt: { ...before.doneAt } }
      : {
          learnerId,
          lessonId: step.lessonId,
          done: [],
          doneAt: {},
          gamesFinished: 0,
          lastSeenAt: step.occurredAt,
        };
    if (key) {
      const activity = key as ActivityKey;
      if (!record.done.includes(activity)) record.done.push(activity);
      record.doneAt[activity] = later(record.doneAt[activity], step.occurredAt);
      if (finished) {
        record.finishedAt = { ...record.finishedAt, [activity]: later(record.finishedAt?.[activity], step.occurredAt) };
      }
    }
    if (step.type === 'finish-game') record.gamesFinished += 1;
    record.lastSeenAt = later(record.lastSeenAt, step.occurredAt);
    records.set(id, record);
  }
}

/** The newest mark per learner, lesson and day, the device's over the server's when it is newer. */
function newestMarks(server: readonly SupportMark[], pending: readonly SupportMark[]): SupportMark[] {
  const marks = new Map<string, SupportMark>();
  for (const mark of [...server, ...pending]) {
    const key = `${mark.learnerId}/${mark.lessonId}/${mark.day}`;
    const before = marks.get(key);
    if (!before || mark.at >= before.at) marks.set(key, mark);
  }
  return [...marks.values()];
}

/** The server's report of a course with what this device has not sent yet for that course laid over it. */
export function withPending(data: LearnerReportData, pending: PendingEvidence, productId: string): ReportWithPending {
  const ofCourse = <T extends { productId: string }>(items: readonly T[]) =>
    items.filter((item) => item.productId === productId);
  const steps = ofCourse(pending.steps);
  const levels = ofCourse(pending.levels).map(({ productId: _, ...level }) => level);
  const support = ofCourse(pending.support).map(({ productId: _, ...mark }) => mark);
  const records = new Map(data.records.map((record) => [`${record.learnerId ?? ''}/${record.lessonId}`, record]));
  for (const step of [...steps].sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : 1))) foldStep(records, step);
  return {
    learners: data.learners,
    records: [...records.values()],
    levels: [...(data.levels ?? []), ...levels],
    support: newestMarks(data.support ?? [], support),
    pending: { steps: steps.length, levels: levels.length, support: newestMarks([], support).length },
  };
}

/** A goal as the page shows it: the server's, or changed on this device and not sent yet. */
export type ShownGoal = Goal & { pending: boolean };

/** The server's goals with the device's changes not sent yet laid over them, newest change winning. */
export function overlayGoals(server: readonly Goal[], changes: readonly GoalChange[]): ShownGoal[] {
  const goals = new Map<string, ShownGoal | null>(server.map((goal) => [goal._id, { ...goal, pending: false }]));
  for (const change of [...changes].sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : 1))) {
    const before = goals.get(change.goalId);
    if (before && before.updatedAt > change.occurredAt) continue;
    const { goalId, occurredAt, removed, ...fields } = change;
    goals.set(goalId, removed ? null : { _id: goalId, ...fields, updatedAt: occurredAt, pending: true });
  }
  return [...goals.values()].filter((goal): goal is ShownGoal => goal !== null);
}
