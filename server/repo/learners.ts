import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { AccessSettings } from '#domain/access-settings';
import type { Learner, LearnerCount } from '#domain/learner';
import type { LearnerInput } from '#domain/learner-input';
import type { Executor } from '../db/connect.ts';
import { deletedLearners, learners } from '../db/schema.ts';

export type LearnerRow = typeof learners.$inferSelect;

/** Which learner a change is to and its version: when, on which device ('' for a direct call), its seq there. */
interface Stamped {
  id: string;
  changedAt: Date;
  clientId: string;
  seq: number;
}

/** One change to a profile, from a direct call or a replayed save-learner op. */
export interface LearnerChange extends Stamped {
  input: LearnerInput;
}

/** One change to a learner's access settings, from a direct call or a replayed save-learner-settings op. */
export interface SettingsChange extends Stamped {
  settings: AccessSettings;
}

export function toApiLearner(row: LearnerRow): Learner {
  return {
    _id: row.id,
    displayName: row.displayName,
    avatar: row.avatar,
    group: row.group,
    archived: row.archived,
    settings: row.settings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function listLearners(db: Executor, userId: string) {
  return db.select().from(learners).where(eq(learners.userId, userId)).orderBy(asc(learners.createdAt));
}

export async function findLearner(db: Executor, id: string) {
  const [row] = await db.select().from(learners).where(eq(learners.id, id)).limit(1);
  return row;
}

/**
 * How a deleted learner's id is kept: its SHA-256 (UTF-8, lower-case hex), so that no row names an
 * erased learner. The SQL statements below compute the same with encode(sha256(convert_to(id, 'UTF8')), 'hex').
 */
export const learnerIdHash = (id: string): string => createHash('sha256').update(id, 'utf8').digest('hex');

/** The SQL of learnerIdHash, for an id column or value. */
const hashedInSql = (id: unknown) => sql`encode(sha256(convert_to(${id}, 'UTF8')), 'hex')`;

/** Whose each of the given learner ids is; ids no teacher has are left out. */
export async function ownersOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: learners.id, userId: learners.userId })
    .from(learners)
    .where(inArray(learners.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.userId]));
}

/** Whose each of the given ids of deleted learners was; ids never deleted are left out. */
export async function deletedOwnersOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const byHash = new Map(ids.map((id) => [learnerIdHash(id), id]));
  const rows = await db
    .select({ hash: deletedLearners.id, userId: deletedLearners.userId })
    .from(deletedLearners)
    .where(inArray(deletedLearners.id, [...byHash.keys()]));
  return new Map(rows.map((row) => [byHash.get(row.hash) as string, row.userId]));
}

/**
 * Makes or changes a teacher's profiles in one statement (in id order, for the lock order). A
 * profile changes only when the change is newer by (changedAt, device, seq) than the one it has,
 * so devices syncing in any order end alike; a profile of another teacher is never touched, and a
 * deleted one is never made again.
 */
export async function saveLearners(db: Executor, userId: string, changes: readonly LearnerChange[]) {
  if (changes.length === 0) return;
  const input = JSON.stringify(
    changes.map((change) => ({
      id: change.id,
      display_name: change.input.displayName,
      avatar: change.input.avatar,
      grp: change.input.group,
      archived: change.input.archived,
      at: change.changedAt.toISOString(),
      client: change.clientId,
      seq: change.seq,
    })),
  );
  await db.execute(sql`
    INSERT INTO learners AS l (id, user_id, display_name, avatar, "group", archived, archived_at, changed_at, changed_client, changed_seq)
    SELECT c.id, ${userId}, c.display_name, c.avatar, c.grp, c.archived, CASE WHEN c.archived THEN c.at END, c.at, c.client, c.seq
    FROM jsonb_to_recordset(${input}::jsonb)
      AS c(id text, display_name text, avatar text, grp text, archived boolean, at timestamptz, client text, seq integer)
    WHERE NOT EXISTS (SELECT 1 FROM deleted_learners AS d WHERE d.id = ${hashedInSql(sql`c.id`)})
    ORDER BY c.id
    ON CONFLICT (id) DO UPDATE SET
      display_name = excluded.display_name,
      avatar = excluded.avatar,
      "group" = excluded."group",
      archived = excluded.archived,
      archived_at = CASE WHEN NOT excluded.archived THEN NULL WHEN l.archived THEN l.archived_at ELSE excluded.archived_at END,
      changed_at = excluded.changed_at,
      changed_client = excluded.changed_client,
      changed_seq = excluded.changed_seq,
      updated_at = now()
    WHERE l.user_id = excluded.user_id
      AND (excluded.changed_at, excluded.changed_client, excluded.changed_seq) >= (l.changed_at, l.changed_client, l.changed_seq)`);
}

/**
 * Changes the access settings of a teacher's learners, each only when the change is newer by
 * (changedAt, device, seq) than the settings' own version: the profile's version is neither read
 * nor moved, so a rename and a settings change made apart both stay. The rows are locked in id
 * order first, as saveLearners takes them. A learner that does not exist (deleted, or never made)
 * or is another teacher's is left alone. One change per learner: a batch's are folded first.
 */
export async function saveLearnerSettings(db: Executor, userId: string, changes: readonly SettingsChange[]) {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.id);
  await db.execute(sql`
    SELECT id FROM learners WHERE id IN (${sql.join(ids, sql`, `)}) AND user_id = ${userId} ORDER BY id FOR UPDATE`);
  const input = JSON.stringify(
    changes.map((change) => ({
      id: change.id,
      settings: change.settings,
      at: change.changedAt.toISOString(),
      client: change.clientId,
      seq: change.seq,
    })),
  );
  await db.execute(sql`
    UPDATE learners AS l SET
      settings = c.settings,
      settings_changed_at = c.at,
      settings_changed_client = c.client,
      settings_changed_seq = c.seq,
      updated_at = now()
    FROM jsonb_to_recordset(${input}::jsonb) AS c(id text, settings jsonb, at timestamptz, client text, seq integer)
    WHERE l.id = c.id AND l.user_id = ${userId}
      AND (l.settings_changed_at IS NULL
        OR (c.at, c.client, c.seq) >= (l.settings_changed_at, l.settings_changed_client, l.settings_changed_seq))`);
}

/**
 * Erases a teacher's learner and, through the foreign keys, every record of it; the hash of its id
 * is kept, in the same statement, so that no queued change makes it again.
 */
export async function deleteLearner(db: Executor, userId: string, id: string): Promise<boolean> {
  const gone = (await db.execute(sql`
    WITH gone AS (DELETE FROM learners WHERE id = ${id} AND user_id = ${userId} RETURNING id, user_id)
    INSERT INTO deleted_learners (id, user_id) SELECT ${hashedInSql(sql`id`)}, user_id FROM gone
    ON CONFLICT (id) DO NOTHING
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  return gone.rows.length > 0;
}

/**
 * Erases the archived learners of every teacher archived before `before` (the school's retention),
 * as deleteLearner does; answers how many, for the log.
 */
export async function eraseArchivedBefore(db: Executor, before: Date): Promise<number> {
  const gone = (await db.execute(sql`
    WITH gone AS (
      DELETE FROM learners WHERE archived AND archived_at < ${before.toISOString()}::timestamptz RETURNING id, user_id)
    INSERT INTO deleted_learners (id, user_id) SELECT ${hashedInSql(sql`id`)}, user_id FROM gone
    ON CONFLICT (id) DO NOTHING
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  return gone.rows.length;
}

/** Whether each of the given learners is archived; ids no teacher has are left out. */
export async function archivedOf(db: Executor, ids: readonly string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: learners.id, archived: learners.archived })
    .from(learners)
    .where(inArray(learners.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.archived]));
}

/** How many profiles a teacher has that are not archived. */
export async function activeLearnerCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(learners)
    .where(and(eq(learners.userId, userId), not(learners.archived)));
  return row?.count ?? 0;
}

/** How many learners each teacher has: what an admin may know, never the names. */
export async function learnerCounts(db: Executor): Promise<LearnerCount[]> {
  const rows = await db
    .select({
      userId: learners.userId,
      active: sql<number>`count(*) FILTER (WHERE NOT ${learners.archived})::int`,
      archived: sql<number>`count(*) FILTER (WHERE ${learners.archived})::int`,
    })
    .from(learners)
    .groupBy(learners.userId)
    .orderBy(asc(learners.userId));
  return rows;
}
