import { and, eq } from 'drizzle-orm';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import type { LessonRecord } from '#domain/learner';
import type { Executor } from '../db/connect.ts';
import { activities, learnerActivities } from '../db/schema.ts';

type RecordRow = Pick<
  typeof activities.$inferSelect,
  'lessonId' | 'activitiesDone' | 'doneAt' | 'finishedAt' | 'gamesFinished' | 'lastItemAt'
>;

const toRecord = (learnerId: string | null, row: RecordRow): LessonRecord => ({
  learnerId,
  lessonId: row.lessonId,
  done: ACTIVITY_KEYS.filter((key) => row.activitiesDone.includes(key)),
  doneAt: row.doneAt,
  finishedAt: row.finishedAt,
  gamesFinished: row.gamesFinished,
  lastSeenAt: row.lastItemAt.toISOString(),
});

const recordColumns = (table: typeof activities | typeof learnerActivities) => ({
  lessonId: table.lessonId,
  activitiesDone: table.activitiesDone,
  doneAt: table.doneAt,
  finishedAt: table.finishedAt,
  gamesFinished: table.gamesFinished,
  lastItemAt: table.lastItemAt,
});

/** Every record of a teacher in a course: the whole class's, then each learner's. */
export async function courseRecords(db: Executor, userId: string, productId: string): Promise<LessonRecord[]> {
  const [wholeClass, perLearner] = await Promise.all([
    db
      .select(recordColumns(activities))
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.productId, productId))),
    db
      .select({ ...recordColumns(learnerActivities), learnerId: learnerActivities.learnerId })
      .from(learnerActivities)
      .where(and(eq(learnerActivities.userId, userId), eq(learnerActivities.productId, productId))),
  ]);
  return [...wholeClass.map((row) => toRecord(null, row)), ...perLearner.map((row) => toRecord(row.learnerId, row))];
}
