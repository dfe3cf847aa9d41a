import { sql } from 'drizzle-orm';
import { ACTIVITY_KEYS, type ActivityKey } from '#domain/activity-keys';
import type { Db, Executor } from '../db/connect.ts';
import { mergeStep } from './activities.ts';
import { applyEvidence, type EvidenceOp, newestBy } from './evidence.ts';
import { type LearnerChange, type SettingsChange, saveLearnerSettings, saveLearners } from './learners.ts';

/** How long an applied op keeps its own row; older ones only count through the device's seq. */
export const DEDUPE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One checked progress step of a device's batch, ready to be stored. */
export interface StepOp {
  kind: 'step';
  opId: string;
  seq: number;
  productId: string;
  lessonId: string;
  /** Absent for start-lesson: it moves lastItem but marks no activity done. */
  activityKey?: ActivityKey | undefined;
  url: string;
  occurredAt: Date;
  /** The caller's learners the step was for; empty for the whole class. */
  learnerIds: readonly string[];
  /** A finish-game op: the lesson's game was played to its end. */
  gameFinished: boolean;
  /** A finish-activity or finish-game op: its activity was finished. */
  finished: boolean;
}

/** One checked change to a profile of the caller's. */
export interface LearnerOp extends Omit<LearnerChange, 'clientId'> {
  kind: 'learner';
  opId: string;
}

/** One checked change to the access settings of a learner of the caller's. */
export interface SettingsOp extends Omit<SettingsChange, 'clientId'> {
  kind: 'settings';
  opId: string;
}

export type BatchOp = StepOp | LearnerOp | SettingsOp | EvidenceOp;

export interface Batch {
  userId: string;
  clientId: string;
  ops: readonly BatchOp[];
  now: Date;
  windowMs?: number | undefined;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/**
 * Applies a device's batch in one transaction and answers the opIds it applied (the others were
 * applied before). Set-based: one statement records the new opIds and learns which are new, the
 * batch's effect is folded per lesson in memory, and one statement upserts every lesson touched.
 * Locks are taken in one global order — the device's row, then opIds in order, then lessons in
 * order — so concurrent batches wait for each other but never deadlock.
 */
export function applyBatch(db: Db, batch: Batch): Promise<Set<string>> {
  if (batch.ops.length === 0) return Promise.resolve(new Set());
  return db.transaction(async (tx) => {
    const prunedThrough = await lockDeviceAndPrune(tx, batch);
    const fresh = batch.ops.filter((op) => op.seq > prunedThrough);
    const applied = await recordNewOps(tx, batch, fresh);
    const ops = fresh.filter((op) => applied.has(op.opId));
    const steps = ops.filter((op) => op.kind === 'step');
    const profiles = newestBy(
      ops.filter((op) => op.kind === 'learner'),
      (op) => op.id,
    );
    await saveLearners(tx, batch.userId, profiles.map(onDevice(batch.clientId)));
    // After the profiles: a learner made by this batch is there to take its settings.
    const settings = newestBy(
      ops.filter((op) => op.kind === 'settings'),
      (op) => op.id,
    );
    await saveLearnerSettings(tx, batch.userId, settings.map(onDevice(batch.clientId)));
    await upsertRecords(tx, batch, foldSteps(steps, wholeClass), false);
    await upsertRecords(tx, batch, foldSteps(steps, eachLearner), true);
    await applyEvidence(
      tx,
      batch.userId,
      batch.clientId,
      ops.filter((op) => op.kind === 'level' || op.kind === 'support' || op.kind === 'goal'),
    );
    return applied;
  });
}

/**
 * Locks the device's row (made on its first batch), then turns its applied ops older than the
 * window into its pruned-through seq. Answers that seq: every op of the device up to it is applied.
 */
async function lockDeviceAndPrune(tx: Executor, { userId, clientId, now, windowMs }: Batch): Promise<number> {
  const cutoff = new Date(now.getTime() - (windowMs ?? DEDUPE_WINDOW_MS));
  return (await lockAndPruneDevice(tx, userId, clientId, cutoff)).prunedThrough;
}

/**
 * Locks a device's row (made on its first use), then deletes its rows applied before `cutoff`,
 * keeping their highest seq. Every change to a device's rows happens under this lock, so a batch
 * sees its applied opIds and its pruned-through seq as one consistent whole.
 */
async function lockAndPruneDevice(tx: Executor, userId: string, clientId: string, cutoff: Date) {
  await tx.execute(sql`
    INSERT INTO sync_devices (user_id, client_id) VALUES (${userId}, ${clientId})
    ON CONFLICT (user_id, client_id) DO UPDATE SET pruned_through_seq = sync_devices.pruned_through_seq`);
  const [device] = await rowsOf<{ pruned_through_seq: number; removed: number }>(
    tx.execute(sql`
      WITH gone AS (
        DELETE FROM applied_ops
        WHERE user_id = ${userId} AND client_id = ${clientId} AND applied_at < ${cutoff.toISOString()}::timestamptz
        RETURNING seq
      )
      UPDATE sync_devices SET pruned_through_seq = greatest(pruned_through_seq, (SELECT max(seq) FROM gone))
      WHERE user_id = ${userId} AND client_id = ${clientId}
      RETURNING pruned_through_seq, (SELECT count(*)::int FROM gone) AS removed`),
  );
  return { prunedThrough: device?.pruned_through_seq ?? -1, removed: device?.removed ?? 0 };
}

/** Inserts the opIds in one statement (in opId order) and answers those that were not there yet. */
async function recordNewOps(tx: Executor, { userId, clientId, now }: Batch, ops: readonly BatchOp[]) {
  if (ops.length === 0) return new Set<string>();
  const input = JSON.stringify(ops.map((op) => ({ op_id: op.opId, seq: op.seq })));
  const rows = await rowsOf<{ op_id: string }>(
    tx.execute(sql`
      INSERT INTO applied_ops (user_id, op_id, client_id, seq, applied_at)
      SELECT ${userId}, o.op_id, ${clientId}, o.seq, ${now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${input}::jsonb) AS o(op_id text, seq integer)
      ORDER BY o.op_id
      ON CONFLICT DO NOTHING
      RETURNING op_id`),
  );
  return new Set(rows.map((row) => row.op_id));
}

/** A learner's op as the change it makes, made on the batch's device. */
const onDevice =
  (clientId: string) =>
  <Op extends LearnerOp | SettingsOp>({ kind: _kind, opId: _opId, ...change }: Op) => ({ ...change, clientId });

/** A record's share of a batch (a lesson's, whole class or one learner's): the keys done, when, and the newest step. */
interface RecordFold {
  key: string;
  learnerId?: string | undefined;
  productId: string;
  lessonId: string;
  doneAt: Map<ActivityKey, Date>;
  finishedAt: Map<ActivityKey, Date>;
  gamesFinished: number;
  newest: StepOp;
}

type Target = { key: string; learnerId?: string };

/** Every step counts for the whole class's record of its lesson, as before learners existed. */
const wholeClass = (op: StepOp): Target[] => [{ key: op.lessonId }];
/** And for the record of each learner it was taught to. */
const eachLearner = (op: StepOp): Target[] =>
  op.learnerIds.map((learnerId) => ({ key: `${learnerId}/${op.lessonId}`, learnerId }));

function keepLater(times: Map<ActivityKey, Date>, key: ActivityKey, at: Date) {
  const before = times.get(key);
  if (!before || before <= at) times.set(key, at);
}

/**
 * Folds the applied steps per record (the targets each step counts for): keys as a union, each
 * key's times done and finished the latest, finished games as a count, lastItem as the newest by (occurredAt, seq) (one device, so clientId ties).
 * In seq order, so that on a full tie the later op wins, as it did when each op was applied on its own.
 */
function foldSteps(steps: readonly StepOp[], targetsOf: (op: StepOp) => Target[]): RecordFold[] {
  const folds = new Map<string, RecordFold>();
  for (const op of [...steps].sort((a, b) => a.seq - b.seq)) {
    for (const target of targetsOf(op)) {
      let fold = folds.get(target.key);
      if (!fold) {
        fold = {
          ...target,
          productId: op.productId,
          lessonId: op.lessonId,
          doneAt: new Map(),
          finishedAt: new Map(),
          gamesFinished: 0,
          newest: op,
        };
        folds.set(target.key, fold);
      }
      if (op.gameFinished) fold.gamesFinished += 1;
      const key = op.activityKey;
      if (key) {
        keepLater(fold.doneAt, key, op.occurredAt);
        if (op.finished) keepLater(fold.finishedAt, key, op.occurredAt);
      }
      const newer = op.occurredAt.getTime() - fold.newest.occurredAt.getTime();
      if (newer > 0 || (newer === 0 && op.seq >= fold.newest.seq)) fold.newest = op;
    }
  }
  return [...folds.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * One statement for every record touched, in key order; the same newest-wins rule as a single
 * step. A learner's records are kept only for learners of the caller's that still exist.
 */
async function upsertRecords(
  tx: Executor,
  { userId, clientId }: Batch,
  folds: readonly RecordFold[],
  forLearners: boolean,
) {
  if (folds.length === 0) return;
  const input = JSON.stringify(
    folds.map((fold) => {
      const isoTimes = (times: Map<ActivityKey, Date>) =>
        Object.fromEntries([...times].map(([key, at]) => [key, at.toISOString()]));
      const doneAt = isoTimes(fold.doneAt);
      return {
        id: crypto.randomUUID(),
        key: fold.key,
        learner_id: fold.learnerId ?? null,
        product_id: fold.productId,
        lesson_id: fold.lessonId,
        url: fold.newest.url,
        at: fold.newest.occurredAt.toISOString(),
        seq: fold.newest.seq,
        done: Object.keys(doneAt),
        done_at: doneAt,
        finished_at: isoTimes(fold.finishedAt),
        games: fold.gamesFinished,
      };
    }),
  );
  const columns = sql.raw(`id, ${forLearners ? 'learner_id, ' : ''}user_id, product_id, lesson_id, last_item_url,
    last_item_at, last_item_client, last_item_seq, activities_done, done_at, finished_at, games_finished, completed`);
  await tx.execute(sql`
    INSERT INTO ${sql.raw(forLearners ? 'learner_activities' : 'activities')} AS a (${columns})
    SELECT f.id, ${forLearners ? sql`f.learner_id, ` : sql``}${userId}, f.product_id, f.lesson_id, f.url, f.at,
           ${clientId}, f.seq, f.done, f.done_at, f.finished_at, f.games,
           jsonb_array_length(f.done) >= ${ACTIVITY_KEYS.length}
    FROM jsonb_to_recordset(${input}::jsonb)
      AS f(id text, key text, learner_id text, product_id text, lesson_id text, url text, at timestamptz,
           seq integer, done jsonb, done_at jsonb, finished_at jsonb, games integer)
    ${forLearners ? sql`JOIN learners AS l ON l.id = f.learner_id AND l.user_id = ${userId}` : sql``}
    ORDER BY f.key
    ${mergeStep(forLearners ? 'learner_id, lesson_id' : 'user_id, lesson_id')}`);
}

/** How many devices one transaction of the sweep prunes. */
const SWEEP_DEVICES = 1000;

/**
 * Prunes every device's rows applied before `cutoff`, for users who stopped syncing (a syncing
 * device prunes its own). Set-based, a thousand devices per transaction: their rows are locked in
 * the batches' order first, then their old opIds go in one statement that raises each one's
 * pruned-through seq. Direct calls ('' device) keep no seq: their old rows are simply deleted.
 * Answers the number of rows removed.
 */
export async function pruneAppliedOps(db: Db, cutoff: Date): Promise<number> {
  const at = cutoff.toISOString();
  const direct = await rowsOf(
    db.execute(sql`DELETE FROM applied_ops WHERE client_id = '' AND applied_at < ${at}::timestamptz RETURNING 1`),
  );
  let removed = direct.length;
  for (;;) {
    const swept = await db.transaction(async (tx) => {
      const devices = await rowsOf<{ user_id: string; client_id: string }>(
        tx.execute(sql`
          INSERT INTO sync_devices (user_id, client_id)
          SELECT DISTINCT user_id, client_id FROM applied_ops
          WHERE client_id <> '' AND applied_at < ${at}::timestamptz
          ORDER BY user_id, client_id LIMIT ${SWEEP_DEVICES}
          ON CONFLICT (user_id, client_id) DO UPDATE SET pruned_through_seq = sync_devices.pruned_through_seq
          RETURNING user_id, client_id`),
      );
      if (devices.length === 0) return { devices: 0, removed: 0 };
      const [result] = await rowsOf<{ removed: number }>(
        tx.execute(sql`
          WITH gone AS (
            DELETE FROM applied_ops o
            USING jsonb_to_recordset(${JSON.stringify(devices)}::jsonb) AS d(user_id text, client_id text)
            WHERE o.user_id = d.user_id AND o.client_id = d.client_id AND o.applied_at < ${at}::timestamptz
            RETURNING o.user_id, o.client_id, o.seq
          ),
          highest AS (SELECT user_id, client_id, max(seq) AS seq, count(*) AS n FROM gone GROUP BY user_id, client_id),
          raised AS (
            UPDATE sync_devices s SET pruned_through_seq = greatest(s.pruned_through_seq, h.seq)
            FROM highest h WHERE s.user_id = h.user_id AND s.client_id = h.client_id
          )
          SELECT coalesce(sum(n), 0)::int AS removed FROM highest`),
      );
      return { devices: devices.length, removed: result?.removed ?? 0 };
    });
    removed += swept.removed;
    if (swept.devices < SWEEP_DEVICES) return removed;
  }
}
