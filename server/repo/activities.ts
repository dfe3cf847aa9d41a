import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Activity } from '#domain/activity';
import { ACTIVITY_KEYS, type ActivityKey } from '#domain/activity-keys';
import type { Executor } from '../db/connect.ts';
import { activities, learnerActivities, lessons } from '../db/schema.ts';
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
  const doneAt = JSON.stringify(step.activityKey ? { [step.activityKey]: step.occurredAt.toISOString() } : {});
  const values = sql`
    SELECT ${crypto.randomUUID()}, ${step.userId}, ${step.productId}, ${step.lessonId}, ${step.url},
           ${step.occurredAt.toISOString()}::timestamptz, ${step.clientId}, ${step.seq}, ${done}::jsonb,
           ${doneAt}::jsonb, jsonb_array_length(${done}::jsonb) >= ${ACTIVITY_KEYS.length}`;
  const upsert = sql`
    INSERT INTO activities AS a (id, user_id, product_id, lesson_id, last_item_url, last_item_at,
                                 last_item_client, last_item_seq, activities_done, done_at, completed)
    ${values}
    ${step.opId ? sql`WHERE EXISTS (SELECT 1 FROM op)` : sql``}
    ${mergeStep('user_id, lesson_id')}
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

/** Per key, the later of the two times in `column` (ISO instants in one format sort as text). */
const laterPerKey = (column: 'done_at' | 'finished_at') =>
  sql.raw(`(
  SELECT coalesce(jsonb_object_agg(k, v), '{}'::jsonb) FROM (
    SELECT key AS k, max(value #>> '{}') AS v
    FROM (SELECT * FROM jsonb_each(a.${column}) UNION ALL SELECT * FROM jsonb_each(excluded.${column})) AS e
    GROUP BY key
  ) AS m)`);

/**
 * How an incoming step (`excluded`) merges into a stored activity row `a` whose unique key is
 * `target` (a teacher's lesson, or a learner's): lastItem follows the newer, the keys done are the
 * union, each key's times done and finished the later, finished games add up. Shared by a single step and a batch's per-record fold.
 */
export function mergeStep(target: 'user_id, lesson_id' | 'learner_id, lesson_id') {
  return sql`
    ON CONFLICT (${sql.raw(target)}) DO UPDATE SET
      last_item_url = CASE WHEN ${NEWER} THEN excluded.last_item_url ELSE a.last_item_url END,
      last_item_at = CASE WHEN ${NEWER} THEN excluded.last_item_at ELSE a.last_item_at END,
      last_item_client = CASE WHEN ${NEWER} THEN excluded.last_item_client ELSE a.last_item_client END,
      last_item_seq = CASE WHEN ${NEWER} THEN excluded.last_item_seq ELSE a.last_item_seq END,
      activities_done = (SELECT coalesce(jsonb_agg(DISTINCT key), '[]'::jsonb) FROM ${DONE_UNION} AS key),
      done_at = ${laterPerKey('done_at')},
      finished_at = ${laterPerKey('finished_at')},
      games_finished = a.games_finished + excluded.games_finished,
      completed = (SELECT count(DISTINCT key) >= ${sql.raw(String(ACTIVITY_KEYS.length))} FROM ${DONE_UNION} AS key),
      updated_at = now()`;
}

const sortKeys = (keys: readonly ActivityKey[]) => ACTIVITY_KEYS.filter((key) => keys.includes(key));

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

/** Whose records a read is about: a teacher's whole class, or one of her learners. */
export interface RecordScope {
  userId: string;
  learnerId?: string | undefined;
}

/** The table holding the scope's records and the condition that picks them. */
function recordsOf(scope: RecordScope) {
  if (scope.learnerId) {
    const table = learnerActivities;
    return { table, mine: and(eq(table.userId, scope.userId), eq(table.learnerId, scope.learnerId)) };
  }
  return { table: activities, mine: eq(activities.userId, scope.userId) };
}

/** The columns the two record tables share, as the whole class's record has them. */
function progressColumnsOf(table: typeof activities | typeof learnerActivities) {
  const { learnerId: _learner, ...shared } = getTableColumns(table as typeof learnerActivities);
  return shared;
}

function selectActivities(db: Executor, scope: RecordScope) {
  const { table, mine } = recordsOf(scope);
  const query = db
    .select({ activity: progressColumnsOf(table), lesson: lessonColumns })
    .from(table)
    .innerJoin(lessons, eq(lessons.id, table.lessonId))
    .$dynamic();
  const newestFirst = [desc(table.lastItemAt), desc(table.lastItemClient), desc(table.lastItemSeq), desc(table.id)];
  return { query, table, mine, newestFirst };
}

const lessonColumns = {
  id: lessons.id,
  title: lessons.title,
  image: lessons.image,
  description: lessons.description,
  order: lessons.order,
};

export async function findActivity(db: Executor, scope: RecordScope, lessonId: string) {
  const { query, table, mine } = selectActivities(db, scope);
  const [row] = await query.where(and(mine, eq(table.lessonId, lessonId))).limit(1);
  return row;
}

export async function lastUpdatedActivity(db: Executor, scope: RecordScope, productId: string) {
  const { query, table, mine, newestFirst } = selectActivities(db, scope);
  const [row] = await query
    .where(and(mine, eq(table.productId, productId)))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export function completedActivities(
  db: Executor,
  scope: RecordScope,
  productId: string,
  page: number,
  pageSize: number,
) {
  const { query, table, mine, newestFirst } = selectActivities(db, scope);
  return query
    .where(and(mine, eq(table.productId, productId), eq(table.completed, true)))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
