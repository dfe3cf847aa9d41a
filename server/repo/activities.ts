import { and, desc, eq, sql } from 'drizzle-orm';
import type { Activity } from '#domain/activity';
import { ACTIVITY_KEYS, type ActivityKey } from '#domain/activity-keys';
import type { Executor } from '../db/connect.ts';
import { activities, lessons } from '../db/schema.ts';
import { toLessonSummary } from './lessons.ts';

export type ActivityRow = typeof activities.$inferSelect;

/** One progress step of a teacher, from a direct call or a replayed outbox op. */
export interface ProgressStep {
  userId: string;
  productId: string;
  lessonId: string;
  /** Absent for start-lesson: it moves lastItem but marks no activity done. */
  activityKey?: ActivityKey | undefined;
  url: string;
  occurredAt: Date;
  /** The device and its per-device sequence number; they break ties between equal times. */
  clientId: string;
  seq: number;
  /** The client-made operation id that makes the step apply at most once. */
  opId?: string | undefined;
}

/**
 * Applies a step in one statement (so in one transaction of its own) and answers whether it
 * changed anything. The op id is recorded in the same statement as the progress, so a step is
 * applied exactly once however often it is sent. lastItem follows the newest step by
 * (occurredAt, clientId, seq): a step that happened earlier but arrives later never overwrites it.
 * The set of done activities only grows, so the order steps arrive in does not matter for it.
 */
export async function applyProgressStep(db: Executor, step: ProgressStep): Promise<'applied' | 'duplicate'> {
  const done = JSON.stringify(step.activityKey ? [step.activityKey] : []);
  const values = sql`
    SELECT ${crypto.randomUUID()}, ${step.userId}, ${step.productId}, ${step.lessonId}, ${step.url},
           ${step.occurredAt.toISOString()}::timestamptz, ${step.clientId}, ${step.seq}, ${done}::jsonb,
           jsonb_array_length(${done}::jsonb) >= ${ACTIVITY_KEYS.length}`;
  const upsert = sql`
    INSERT INTO activities AS a (id, user_id, product_id, lesson_id, last_item_url, last_item_at,
                                 last_item_client, last_item_seq, activities_done, completed)
    ${values}
    ${step.opId ? sql`WHERE EXISTS (SELECT 1 FROM op)` : sql``}
    ${MERGE_STEP}
    RETURNING a.id`;
  const statement = step.opId
    ? sql`WITH op AS (
            INSERT INTO applied_ops (user_id, op_id, client_id) VALUES (${step.userId}, ${step.opId}, ${step.clientId})
            ON CONFLICT DO NOTHING RETURNING op_id
          ) ${upsert}`
    : upsert;
  const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
  return result.rows.length > 0 ? 'applied' : 'duplicate';
}

/** Newer by (occurredAt, clientId, seq); on a full tie (direct calls at the same instant) the later arrival wins. */
const NEWER = sql.raw(
  '(excluded.last_item_at, excluded.last_item_client, excluded.last_item_seq) >= (a.last_item_at, a.last_item_client, a.last_item_seq)',
);
const DONE_UNION = sql.raw('jsonb_array_elements_text(a.activities_done || excluded.activities_done)');

/**
 * How an incoming step (`excluded`) merges into a stored activity row `a`: lastItem follows the
 * newer, the keys done are the union. Shared by a single step and a batch's per-lesson fold.
 */
export const MERGE_STEP = sql`
    ON CONFLICT (user_id, lesson_id) DO UPDATE SET
      last_item_url = CASE WHEN ${NEWER} THEN excluded.last_item_url ELSE a.last_item_url END,
      last_item_at = CASE WHEN ${NEWER} THEN excluded.last_item_at ELSE a.last_item_at END,
      last_item_client = CASE WHEN ${NEWER} THEN excluded.last_item_client ELSE a.last_item_client END,
      last_item_seq = CASE WHEN ${NEWER} THEN excluded.last_item_seq ELSE a.last_item_seq END,
      activities_done = (SELECT coalesce(jsonb_agg(DISTINCT key), '[]'::jsonb) FROM ${DONE_UNION} AS key),
      completed = (SELECT count(DISTINCT key) >= ${sql.raw(String(ACTIVITY_KEYS.length))} FROM ${DONE_UNION} AS key),
      updated_at = now()`;

const sortKeys = (keys: readonly ActivityKey[]) => ACTIVITY_KEYS.filter((key) => keys.includes(key));

const activityColumns = {
  activity: activities,
  lesson: {
    id: lessons.id,
    title: lessons.title,
    image: lessons.image,
    description: lessons.description,
    order: lessons.order,
  },
};

type ActivityWithLesson = {
  activity: ActivityRow;
  lesson: { id: string; title: string; image: string; description: string; order: number };
};

export function toApiActivity({ activity, lesson }: ActivityWithLesson): Activity {
  return {
    _id: activity.id,
    productId: activity.productId,
    lessonId: toLessonSummary(lesson),
    lastItem: { url: activity.lastItemUrl },
    activitiesDone: sortKeys(activity.activitiesDone),
    completed: activity.completed,
    updatedAt: activity.lastItemAt.toISOString(),
  };
}

function selectActivities(db: Executor) {
  return db.select(activityColumns).from(activities).innerJoin(lessons, eq(lessons.id, activities.lessonId));
}

export async function findActivity(db: Executor, userId: string, lessonId: string) {
  const [row] = await selectActivities(db)
    .where(and(eq(activities.userId, userId), eq(activities.lessonId, lessonId)))
    .limit(1);
  return row;
}

const newestFirst = [desc(activities.lastItemAt), desc(activities.lastItemClient), desc(activities.lastItemSeq)];

export async function lastUpdatedActivity(db: Executor, userId: string, productId: string) {
  const [row] = await selectActivities(db)
    .where(and(eq(activities.userId, userId), eq(activities.productId, productId)))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export function completedActivities(db: Executor, userId: string, productId: string, page: number, pageSize: number) {
  return selectActivities(db)
    .where(and(eq(activities.userId, userId), eq(activities.productId, productId), eq(activities.completed, true)))
    .orderBy(...newestFirst, desc(activities.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
