import { Hono } from 'hono';
import {
  type ProgressOp,
  type SaveLearnerOp,
  type SaveLearnerSettingsOp,
  SyncOp,
  type SyncOpResult,
  SyncRequest,
} from '#domain/activity';
import { ACTIVE_LEARNERS_MAX, TOO_MANY_LEARNERS } from '#domain/learner';
import { SYNC_PROTOCOL, type SyncResponse } from '#domain/sync-protocol';
import { requireUser, signedIn } from '../auth/middleware.ts';
import type { RateLimitRule } from '../auth/rate-limit.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, isUnstorableValue, UNSTORABLE_VALUE } from '../http/errors.ts';
import { describeIssues, validate } from '../http/validate.ts';
import { kept } from '../repo/kept-reads.ts';
import { activeLearnerCount, archivedOf, deletedOwnersOf, ownersOf } from '../repo/learners.ts';
import { applyBatch, type Batch, type BatchOp } from '../repo/sync-batch.ts';
import { checkLearnerOwner } from './learner-access.ts';
import { changedAt, lessonChecker, placeOfStep } from './progress.ts';
import { evidenceOp } from './sync-evidence.ts';

/**
 * The ops one teacher may send in a minute, all her devices together. A classroom's busiest
 * moment is a queued offline week flushing at once: a lesson session queues about 20 ops (its
 * start, nine activities, the games; a step names its learners in one op, however many), so 6
 * sessions a day for 5 days on each of 3 tablets is about 1,800, and 30 learners' profiles and
 * settings add some 60. Past the budget a batch answers 429 with Retry-After; the outbox waits
 * and sends it then. One teacher applying 12,000 steps in 15 s, as in a flood, is slowed 16-fold.
 */
export const SYNC_OPS_PER_MINUTE = 3_000;
export const SYNC_BUSY = 'Too many steps at once. The device sends the rest in a moment.';
export const SYNC_NEWER_APP =
  'This app is newer than the server. The steps stay on the device and are sent once the server is updated.';
/** How long a device with a newer app waits before it tries again: servers are updated within hours. */
const NEWER_APP_RETRY_S = 15 * 60;

/**
 * POST /activities/sync replays a device's queued progress under the caller's identity: the ops
 * that pass their checks are applied together in one transaction, each at most once. A rejected
 * op does not stop the others, and every answer is given only after what it acknowledges is
 * committed. Each op counts against its teacher's budget (SYNC_OPS_PER_MINUTE), before any of them
 * is applied.
 */
export function syncRoute({
  db,
  changes,
  now,
  dedupeWindowMs,
  oneBatchAtATime,
  limiter,
  syncOpsPerMinute = SYNC_OPS_PER_MINUTE,
}: AppDeps) {
  const budget: RateLimitRule = { limit: syncOpsPerMinute, windowMs: 60_000 };
  const reads = kept(db, changes);
  const gate = oneBatchAtATime ? oneAtATime() : <T>(work: () => Promise<T>) => work();
  return new Hono<AppEnv>().post('/sync', signedIn, validate('json', SyncRequest), async (c) => {
    const user = requireUser(c);
    const { protocol, clientId, ops } = c.req.valid('json');
    if (protocol > SYNC_PROTOCOL) {
      // An app newer than this server: its steps wait on the device until the server is upgraded.
      throw new ApiError(
        503,
        SYNC_NEWER_APP,
        { protocol: SYNC_PROTOCOL },
        { 'Retry-After': String(NEWER_APP_RETRY_S) },
      );
    }
    const wait =
      syncOpsPerMinute > 0
        ? await limiter.take([{ key: `sync-ops:${user.id}`, rule: budget, cost: Math.max(1, ops.length) }])
        : 0;
    if (wait > 0) throw new ApiError(429, SYNC_BUSY, {}, { 'Retry-After': String(wait) });
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
              : op.type === 'record-level' || op.type === 'set-support' || op.type === 'save-goal'
                ? await evidenceOp(op, checkLesson, checkLearner, at)
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
    const answer: SyncResponse = {
      results: ops.map((op) => outcome.get(op.opId) as SyncOpResult),
      protocol: SYNC_PROTOCOL,
    };
    return c.json(answer);
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
  const named = [...new Set(ops.flatMap((op) => ('learnerId' in op ? [op.learnerId] : (op.learnerIds ?? []))))];
  const [owners, deleted, archived, active] = await Promise.all([
    ownersOf(db, named),
    deletedOwnersOf(db, named),
    archivedOf(db, named),
    activeLearnerCount(db, userId),
  ]);
  const ownerOf = (learnerId: string) => owners.get(learnerId) ?? deleted.get(learnerId);
  const overCap = opsOverLearnerCap(
    ops.filter((op): op is SaveLearnerOp => op.type === 'save-learner' && !deleted.has(op.learnerId)),
    archived,
    active,
  );
  const made = new Set(
    ops.flatMap((op) =>
      op.type === 'save-learner' && !ownerOf(op.learnerId) && !overCap.has(op.opId) ? [op.learnerId] : [],
    ),
  );
  return {
    /** A profile made or restored past the teacher's ACTIVE_LEARNERS_MAX is refused. */
    capped: (opId: string) => {
      if (overCap.has(opId)) throw new ApiError(409, TOO_MANY_LEARNERS);
    },
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

/**
 * The save-learner ops that would take the teacher past ACTIVE_LEARNERS_MAX active profiles, in the
 * order the device made them: each one making a profile, or bringing one back from the archive,
 * counts one more; each archiving one, one fewer. `archived` holds the profiles the server has.
 */
function opsOverLearnerCap(saves: readonly SaveLearnerOp[], archived: ReadonlyMap<string, boolean>, active: number) {
  const state = new Map(archived);
  const over = new Set<string>();
  let count = active;
  for (const op of [...saves].sort((a, b) => a.seq - b.seq)) {
    const wasActive = state.get(op.learnerId) === false;
    const willBeActive = !op.archived;
    if (willBeActive && !wasActive) {
      if (count >= ACTIVE_LEARNERS_MAX) {
        over.add(op.opId);
        continue;
      }
      count += 1;
    } else if (wasActive && !willBeActive) {
      count -= 1;
    }
    state.set(op.learnerId, !willBeActive);
  }
  return over;
}

function learnerOp(op: SaveLearnerOp, check: LearnerChecks, at: Date): BatchOp {
  check.saving(op.learnerId);
  check.capped(op.opId);
  const { displayName, avatar, group, archived } = op;
  return {
    kind: 'learner',
    opId: op.opId,
    seq: op.seq,
    id: op.learnerId,
    input: { displayName, avatar, group, archived },
    changedAt: changedAt(op.occurredAt, at),
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
    changedAt: changedAt(op.occurredAt, at),
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
  const key = step.type === 'start-lesson' ? undefined : gameFinished ? 'play-it' : activityKey;
  return {
    kind: 'step',
    opId: step.opId,
    seq: step.seq,
    productId: step.productId,
    lessonId: step.lessonId,
    activityKey: key,
    learnerIds,
    gameFinished,
    finished: gameFinished || step.type === 'finish-activity',
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
