import { Hono } from 'hono';
import {
  type ProgressOp,
  type SaveLearnerOp,
  type SaveLearnerSettingsOp,
  SyncOp,
  type SyncOpResult,
  SyncRequest,
} from '#domain/activity';
import { requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, isUnstorableValue, UNSTORABLE_VALUE } from '../http/errors.ts';
import { describeIssues, validate } from '../http/validate.ts';
import { kept } from '../repo/kept-reads.ts';
import { deletedOwnersOf, ownersOf } from '../repo/learners.ts';
import { applyBatch, type Batch, type BatchOp } from '../repo/sync-batch.ts';
import { checkLearnerOwner } from './learner-access.ts';
import { lessonChecker, placeOfStep } from './progress.ts';

/**
 * POST /activities/sync replays a device's queued progress under the caller's identity: the ops
 * that pass their checks are applied together in one transaction, each at most once. A rejected
 * op does not stop the others, and every answer is given only after what it acknowledges is
 * committed.
 */
export function syncRoute({ db, changes, now, dedupeWindowMs, oneBatchAtATime }: AppDeps) {
  const reads = kept(db, changes);
  const gate = oneBatchAtATime ? oneAtATime() : <T>(work: () => Promise<T>) => work();
  return new Hono<AppEnv>().post('/sync', signedIn, validate('json', SyncRequest), async (c) => {
    const user = requireUser(c);
    const { clientId, ops } = c.req.valid('json');
    const checkLesson = lessonChecker(reads, user);
    const at = now();
    const outcome = new Map<string, SyncOpResult>();
    const reject = (opId: string, error: string) => outcome.set(opId, { opId, status: 'rejected', error });
    const parsed: SyncOp[] = [];
    for (const raw of ops) {
      const result = SyncOp.safeParse(raw);
      if (result.success) parsed.push(result.data);
      else reject(raw.opId, describeIssues(result.error));
    }
    const checkLearner = await learnerChecker(db, user.id, parsed);
    const ready: BatchOp[] = [];
    for (const op of parsed) {
      try {
        ready.push(
          op.type === 'save-learner'
            ? learnerOp(op, checkLearner, at)
            : op.type === 'save-learner-settings'
              ? settingsOp(op, checkLearner, at)
              : await stepOp(op, checkLesson, checkLearner, at),
        );
      } catch (error) {
        // An op the database refuses is rejected like an invalid one: it must not block the queue.
        if (isUnstorableValue(error)) reject(op.opId, UNSTORABLE_VALUE);
        else if (error instanceof ApiError) reject(op.opId, error.message);
        else throw error;
      }
    }
    const batch = { userId: user.id, clientId, ops: ready, now: at, windowMs: dedupeWindowMs };
    for (const [opId, result] of await gate(() => applyOrSplit(db, batch))) outcome.set(opId, result);
    return c.json({ results: ops.map((op) => outcome.get(op.opId) as SyncOpResult) });
  });
}

type LearnerCheck = (learnerId: string) => void;

/**
 * Checks learner ids against their owners, read once for the batch: an id no teacher has yet is
 * the caller's to make, and the learners the batch makes may be named by its steps. A learner the
 * caller deleted (on another device, while this one was offline) is neither made again nor lost
 * sight of: its changes are taken and change nothing, and a step naming it counts for the class.
 */
async function learnerChecker(db: Db, userId: string, ops: readonly SyncOp[]) {
  const named = [
    ...new Set(
      ops.flatMap((op) =>
        op.type === 'save-learner' || op.type === 'save-learner-settings' ? [op.learnerId] : (op.learnerIds ?? []),
      ),
    ),
  ];
  const [owners, deleted] = await Promise.all([ownersOf(db, named), deletedOwnersOf(db, named)]);
  const ownerOf = (learnerId: string) => owners.get(learnerId) ?? deleted.get(learnerId);
  const made = new Set(
    ops.flatMap((op) => (op.type === 'save-learner' && !ownerOf(op.learnerId) ? [op.learnerId] : [])),
  );
  return {
    /** A profile may be made (new id) or changed (the caller's, deleted or not). */
    saving: (learnerId: string) => {
      const owner = ownerOf(learnerId);
      if (owner !== undefined) checkLearnerOwner(owner, userId);
    },
    /** A step or a settings change may name the caller's learners, and those the batch makes. */
    naming: (learnerId: string) => checkLearnerOwner(made.has(learnerId) ? userId : ownerOf(learnerId), userId),
    /** The caller deleted this learner: a step's record of them is dropped, not refused. */
    deleted: (learnerId: string) => deleted.get(learnerId) === userId,
  } satisfies Record<string, LearnerCheck | ((learnerId: string) => boolean)>;
}

type LearnerChecks = Awaited<ReturnType<typeof learnerChecker>>;

/** A change dated in the future (a device clock running fast) counts as now, as a step's time does. */
function changedAt(op: { occurredAt: string }, at: Date): Date {
  const occurredAt = new Date(op.occurredAt);
  return occurredAt > at ? at : occurredAt;
}

function learnerOp(op: SaveLearnerOp, check: LearnerChecks, at: Date): BatchOp {
  check.saving(op.learnerId);
  const { displayName, avatar, group, archived } = op;
  return {
    kind: 'learner',
    opId: op.opId,
    seq: op.seq,
    id: op.learnerId,
    input: { displayName, avatar, group, archived },
    changedAt: changedAt(op, at),
  };
}

/** Settings are changed, never made: the learner must exist, or be made by the same batch. */
function settingsOp(op: SaveLearnerSettingsOp, check: LearnerChecks, at: Date): BatchOp {
  check.naming(op.learnerId);
  return {
    kind: 'settings',
    opId: op.opId,
    seq: op.seq,
    id: op.learnerId,
    settings: op.settings,
    changedAt: changedAt(op, at),
  };
}

async function stepOp(
  op: ProgressOp,
  checkLesson: ReturnType<typeof lessonChecker>,
  check: LearnerChecks,
  at: Date,
): Promise<BatchOp> {
  // Like the direct call, a start-lesson marks no activity done, whatever key it carries.
  const { activityKey, learnerIds: named = [], ...step } = op;
  await checkLesson(step.lessonId, step.productId);
  for (const learnerId of named) check.naming(learnerId);
  const learnerIds = named.filter((learnerId) => !check.deleted(learnerId));
  const gameFinished = step.type === 'finish-game';
  const key = step.type === 'update-progress' ? activityKey : gameFinished ? 'play-it' : undefined;
  return {
    kind: 'step',
    opId: step.opId,
    seq: step.seq,
    productId: step.productId,
    lessonId: step.lessonId,
    activityKey: key,
    learnerIds,
    gameFinished,
    ...placeOfStep({ ...step, activityKey: key }, at),
  };
}

/**
 * Runs the works given one after another; between two, whatever else waits (another user's read)
 * gets its turn first, so it waits for one batch at most, never for a queue of them.
 */
function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => new Promise((resolve) => setImmediate(resolve))).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Applies the checked ops together. When the database refuses a value in it (a seq or date out of
 * range, a NUL character), nothing of the batch was stored: each op is then applied on its own, so
 * that only the ops holding such a value are rejected.
 */
async function applyOrSplit(db: Db, batch: Batch): Promise<Map<string, SyncOpResult>> {
  const answer = (applied: ReadonlySet<string>, ops: readonly BatchOp[]) =>
    ops.map((op) => [op.opId, { opId: op.opId, status: applied.has(op.opId) ? 'applied' : 'duplicate' }] as const);
  try {
    return new Map(answer(await applyBatch(db, batch), batch.ops));
  } catch (error) {
    if (!isUnstorableValue(error)) throw error;
  }
  const results = new Map<string, SyncOpResult>();
  // In seq order, as the device made them: a learner is made before the steps that name it.
  for (const op of [...batch.ops].sort((a, b) => a.seq - b.seq)) {
    try {
      for (const [opId, result] of answer(await applyBatch(db, { ...batch, ops: [op] }), [op])) {
        results.set(opId, result);
      }
    } catch (error) {
      if (!isUnstorableValue(error)) throw error;
      results.set(op.opId, { opId: op.opId, status: 'rejected', error: UNSTORABLE_VALUE });
    }
  }
  return results;
}
