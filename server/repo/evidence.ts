import { and, asc, eq, sql } from 'drizzle-orm';
import type { BuiltInGame } from '#domain/built-in-games';
import type { Goal, LevelRecord, SupportLevel, SupportMark } from '#domain/evidence';
import type { GoalInput } from '#domain/evidence-input';
import type { LevelResult } from '#domain/games/level-tally';
import type { Executor } from '../db/connect.ts';
import { learnerGoals, learnerLevels, learnerSupport } from '../db/schema.ts';

/**
 * A teacher's evidence of her learners (issue 35): game levels played, support marked per lesson and
 * day, and goals. Written by sync batches (each op at most once, see sync-batch.ts); every statement
 * keeps only rows of learners of the caller's that still exist, so a change naming a learner erased
 * meanwhile is taken and stores nothing.
 */

/** Each op's place in its device's order: with changedAt, what decides which change is newest. */
export interface Ordered {
  opId: string;
  seq: number;
  changedAt: Date;
}

export interface LevelOp extends LevelResult {
  kind: 'level';
  opId: string;
  seq: number;
  productId: string;
  lessonId: string;
  game: BuiltInGame;
  occurredAt: Date;
  learnerIds: readonly string[];
}

export interface SupportOp extends Ordered {
  kind: 'support';
  learnerId: string;
  productId: string;
  lessonId: string;
  day: string;
  level: SupportLevel;
}

export interface GoalOp extends Ordered {
  kind: 'goal';
  goalId: string;
  learnerId: string;
  goal: GoalInput;
  removed: boolean;
}

export type EvidenceOp = LevelOp | SupportOp | GoalOp;

/** One row per level and learner named: the op is applied once, so its rows are made once. */
export async function insertLevels(tx: Executor, userId: string, ops: readonly LevelOp[]) {
  const rows = ops.flatMap((op) =>
    op.learnerIds.map((learnerId) => ({
      id: crypto.randomUUID(),
      learner_id: learnerId,
      product_id: op.productId,
      lesson_id: op.lessonId,
      game: op.game,
      level: op.level,
      tries: op.tries,
      first_try: op.firstTry,
      hints: op.hints,
      audio: op.audio,
      ms: op.ms,
      at: op.occurredAt.toISOString(),
    })),
  );
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO learner_levels (id, learner_id, user_id, product_id, lesson_id, game, level, tries, first_try, hints, audio, ms, occurred_at)
    SELECT r.id, r.learner_id, ${userId}, r.product_id, r.lesson_id, r.game, r.level, r.tries, r.first_try, r.hints, r.audio, r.ms, r.at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(id text, learner_id text, product_id text, lesson_id text, game text, level integer, tries integer,
           first_try boolean, hints integer, audio integer, ms integer, at timestamptz)
    JOIN learners AS l ON l.id = r.learner_id AND l.user_id = ${userId}`);
}

/**
 * A device's changes per key (a learner, a mark, a goal), folded to the newest by (changedAt, seq):
 * one statement may change a row only once, and the newest is what the row ends as anyway.
 */
export function newestBy<Op extends Ordered>(ops: readonly Op[], keyOf: (op: Op) => string): Op[] {
  const newest = new Map<string, Op>();
  for (const op of ops) {
    const key = keyOf(op);
    const before = newest.get(key);
    const newer = before ? op.changedAt.getTime() - before.changedAt.getTime() : 1;
    if (newer > 0 || (newer === 0 && before && op.seq >= before.seq)) newest.set(key, op);
  }
  return [...newest.values()];
}

const NEWER = sql`(excluded.changed_at, excluded.changed_client, excluded.changed_seq) >= (t.changed_at, t.changed_client, t.changed_seq)`;

/** Each (learner, lesson, day) keeps the newest mark, whatever order devices sync in. */
export async function saveSupport(tx: Executor, userId: string, clientId: string, ops: readonly SupportOp[]) {
  const rows = newestBy(ops, (op) => `${op.learnerId}/${op.lessonId}/${op.day}`)
    .map((op) => ({
      learner_id: op.learnerId,
      lesson_id: op.lessonId,
      day: op.day,
      product_id: op.productId,
      level: op.level,
      at: op.changedAt.toISOString(),
      seq: op.seq,
    }))
    .sort((a, b) => (`${a.learner_id}/${a.lesson_id}/${a.day}` < `${b.learner_id}/${b.lesson_id}/${b.day}` ? -1 : 1));
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO learner_support AS t (learner_id, lesson_id, day, user_id, product_id, level, changed_at, changed_client, changed_seq)
    SELECT r.learner_id, r.lesson_id, r.day, ${userId}, r.product_id, r.level, r.at, ${clientId}, r.seq
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(learner_id text, lesson_id text, day text, product_id text, level text, at timestamptz, seq integer)
    JOIN learners AS l ON l.id = r.learner_id AND l.user_id = ${userId}
    ON CONFLICT (learner_id, lesson_id, day) DO UPDATE SET
      level = excluded.level,
      product_id = excluded.product_id,
      changed_at = excluded.changed_at,
      changed_client = excluded.changed_client,
      changed_seq = excluded.changed_seq
    WHERE t.user_id = excluded.user_id AND ${NEWER}`);
}

/**
 * Each goal keeps its newest change, removal included. A goal stays with the learner it was made
 * for: a change naming another learner, or another teacher's goal, changes nothing.
 */
export async function saveGoals(tx: Executor, userId: string, clientId: string, ops: readonly GoalOp[]) {
  const rows = newestBy(ops, (op) => op.goalId)
    .map((op) => ({
      id: op.goalId,
      learner_id: op.learnerId,
      text: op.goal.text,
      target: op.goal.target,
      review_date: op.goal.reviewDate,
      links: op.goal.links,
      removed: op.removed,
      at: op.changedAt.toISOString(),
      seq: op.seq,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO learner_goals AS t (id, learner_id, user_id, text, target, review_date, links, removed, changed_at, changed_client, changed_seq)
    SELECT r.id, r.learner_id, ${userId}, r.text, r.target, r.review_date, r.links, r.removed, r.at, ${clientId}, r.seq
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(id text, learner_id text, text text, target jsonb, review_date text, links jsonb, removed boolean,
           at timestamptz, seq integer)
    JOIN learners AS l ON l.id = r.learner_id AND l.user_id = ${userId}
    ON CONFLICT (id) DO UPDATE SET
      text = excluded.text,
      target = excluded.target,
      review_date = excluded.review_date,
      links = excluded.links,
      removed = excluded.removed,
      changed_at = excluded.changed_at,
      changed_client = excluded.changed_client,
      changed_seq = excluded.changed_seq
    WHERE t.user_id = excluded.user_id AND t.learner_id = excluded.learner_id AND ${NEWER}`);
}

/** Applies a batch's evidence ops (already recorded as applied): levels, then support, then goals. */
export async function applyEvidence(tx: Executor, userId: string, clientId: string, ops: readonly EvidenceOp[]) {
  await insertLevels(
    tx,
    userId,
    ops.filter((op) => op.kind === 'level'),
  );
  await saveSupport(
    tx,
    userId,
    clientId,
    ops.filter((op) => op.kind === 'support'),
  );
  await saveGoals(
    tx,
    userId,
    clientId,
    ops.filter((op) => op.kind === 'goal'),
  );
}

/** Every level record of a teacher's learners in a course, oldest first. */
export async function courseLevels(db: Executor, userId: string, productId: string): Promise<LevelRecord[]> {
  const rows = await db
    .select()
    .from(learnerLevels)
    .where(and(eq(learnerLevels.userId, userId), eq(learnerLevels.productId, productId)))
    .orderBy(asc(learnerLevels.occurredAt), asc(learnerLevels.id));
  return rows.map((row) => ({
    learnerId: row.learnerId,
    lessonId: row.lessonId,
    game: row.game,
    level: row.level,
    tries: row.tries,
    firstTry: row.firstTry,
    hints: row.hints,
    audio: row.audio,
    ms: row.ms,
    at: row.occurredAt.toISOString(),
  }));
}

/** Every support mark of a teacher's learners in a course, by day. */
export async function courseSupport(db: Executor, userId: string, productId: string): Promise<SupportMark[]> {
  const rows = await db
    .select()
    .from(learnerSupport)
    .where(and(eq(learnerSupport.userId, userId), eq(learnerSupport.productId, productId)))
    .orderBy(asc(learnerSupport.day), asc(learnerSupport.learnerId), asc(learnerSupport.lessonId));
  return rows.map((row) => ({
    learnerId: row.learnerId,
    lessonId: row.lessonId,
    day: row.day,
    level: row.level,
    at: row.changedAt.toISOString(),
  }));
}

/** A teacher's goals (removed ones left out), oldest change first. */
export async function goalsOf(db: Executor, userId: string): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(learnerGoals)
    .where(and(eq(learnerGoals.userId, userId), eq(learnerGoals.removed, false)))
    .orderBy(asc(learnerGoals.changedAt), asc(learnerGoals.id));
  return rows.map((row) => ({
    _id: row.id,
    learnerId: row.learnerId,
    text: row.text,
    target: row.target ?? null,
    reviewDate: row.reviewDate,
    links: row.links,
    updatedAt: row.changedAt.toISOString(),
  }));
}
