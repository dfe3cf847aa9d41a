import { Hono } from 'hono';
import { SyncOp, type SyncOpResult, SyncRequest } from '#domain/activity';
import { requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, isUnstorableValue, UNSTORABLE_VALUE } from '../http/errors.ts';
import { describeIssues, validate } from '../http/validate.ts';
import { applyStepFor, lessonChecker } from './progress.ts';

/**
 * POST /activities/sync replays a device's queued progress under the caller's identity, each op
 * at most once. The batch is one transaction with a savepoint per op: a rejected op rolls back
 * only itself and does not stop the others, a batch costs one commit instead of one per op, and
 * the answer is sent only after everything it acknowledges is committed.
 */
export function syncRoute({ db, now }: AppDeps) {
  return new Hono<AppEnv>().post('/sync', signedIn, validate('json', SyncRequest), async (c) => {
    const user = requireUser(c);
    const { clientId, ops } = c.req.valid('json');
    const ordered = ops.map((raw) => ({ raw, parsed: SyncOp.safeParse(raw) })).sort(lessonThenSeq);
    const outcome = new Map<string, SyncOpResult>();
    const at = now();
    await db.transaction(async (tx) => {
      const checkLesson = lessonChecker(tx, user);
      for (const { raw, parsed } of ordered) {
        if (!parsed.success) {
          outcome.set(raw.opId, { opId: raw.opId, status: 'rejected', error: describeIssues(parsed.error) });
          continue;
        }
        // Like the direct call, a start-lesson marks no activity done, whatever key it carries.
        const { activityKey, ...step } = parsed.data;
        const key = step.type === 'update-progress' ? activityKey : undefined;
        try {
          const status = await tx.transaction((op) =>
            applyStepFor(op, user, { ...step, activityKey: key, clientId }, at, checkLesson),
          );
          outcome.set(raw.opId, { opId: raw.opId, status });
        } catch (error) {
          outcome.set(raw.opId, { opId: raw.opId, status: 'rejected', error: rejection(error) });
        }
      }
    });
    return c.json({ results: ops.map((op) => outcome.get(op.opId) as SyncOpResult) });
  });
}

/** Why an op is refused: it is not the caller's to record, or the database cannot store it. Anything else fails the batch. */
function rejection(error: unknown): string {
  if (isUnstorableValue(error)) return UNSTORABLE_VALUE;
  if (error instanceof ApiError) return error.message;
  throw error;
}

type Parsed = { parsed: { data?: { lessonId: string; seq: number } | undefined } };

/**
 * Ops are applied lesson by lesson (then in seq order), so that concurrent batches of one
 * teacher lock the progress rows in the same order and never deadlock. The outcome does not
 * depend on the order: the newest step wins by (occurredAt, clientId, seq), and done activities
 * only add up.
 */
function lessonThenSeq(a: Parsed, b: Parsed): number {
  const lessons = (a.parsed.data?.lessonId ?? '').localeCompare(b.parsed.data?.lessonId ?? '');
  return lessons || (a.parsed.data?.seq ?? -1) - (b.parsed.data?.seq ?? -1);
}
