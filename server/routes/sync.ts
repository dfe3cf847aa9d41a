import { Hono } from 'hono';
import { SyncOp, type SyncOpResult, SyncRequest } from '#domain/activity';
import { requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, isUnstorableValue, UNSTORABLE_VALUE } from '../http/errors.ts';
import { describeIssues, validate } from '../http/validate.ts';
import { applyBatch, type Batch, type BatchOp } from '../repo/sync-batch.ts';
import { lessonChecker, placeOfStep } from './progress.ts';

/**
 * POST /activities/sync replays a device's queued progress under the caller's identity: the ops
 * that pass their checks are applied together in one transaction, each at most once. A rejected
 * op does not stop the others, and every answer is given only after what it acknowledges is
 * committed.
 */
export function syncRoute({ db, now, dedupeWindowMs, oneBatchAtATime }: AppDeps) {
  const gate = oneBatchAtATime ? oneAtATime() : <T>(work: () => Promise<T>) => work();
  return new Hono<AppEnv>().post('/sync', signedIn, validate('json', SyncRequest), async (c) => {
    const user = requireUser(c);
    const { clientId, ops } = c.req.valid('json');
    const checkLesson = lessonChecker(db, user);
    const at = now();
    const outcome = new Map<string, SyncOpResult>();
    const reject = (opId: string, error: string) => outcome.set(opId, { opId, status: 'rejected', error });
    const ready: BatchOp[] = [];
    for (const raw of ops) {
      const parsed = SyncOp.safeParse(raw);
      if (!parsed.success) {
        reject(raw.opId, describeIssues(parsed.error));
        continue;
      }
      // Like the direct call, a start-lesson marks no activity done, whatever key it carries.
      const { activityKey, ...step } = parsed.data;
      try {
        await checkLesson(step.lessonId, step.productId);
      } catch (error) {
        // An op the database refuses is rejected like an invalid one: it must not block the queue.
        if (isUnstorableValue(error)) reject(step.opId, UNSTORABLE_VALUE);
        else if (error instanceof ApiError) reject(step.opId, error.message);
        else throw error;
        continue;
      }
      const key = step.type === 'update-progress' ? activityKey : undefined;
      ready.push({
        opId: step.opId,
        seq: step.seq,
        productId: step.productId,
        lessonId: step.lessonId,
        activityKey: key,
        ...placeOfStep({ ...step, activityKey: key }, at),
      });
    }
    const batch = { userId: user.id, clientId, ops: ready, now: at, windowMs: dedupeWindowMs };
    for (const [opId, result] of await gate(() => applyOrSplit(db, batch))) outcome.set(opId, result);
    return c.json({ results: ops.map((op) => outcome.get(op.opId) as SyncOpResult) });
  });
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
  for (const op of batch.ops) {
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
