import { Hono } from 'hono';
import { SyncOp, type SyncOpResult, SyncRequest } from '#domain/activity';
import { requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, isUnstorableValue, UNSTORABLE_VALUE } from '../http/errors.ts';
import { describeIssues, validate } from '../http/validate.ts';
import { applyStepFor, lessonChecker } from './progress.ts';

/**
 * POST /activities/sync replays a device's queued progress under the caller's identity: each op
 * in its own transaction, in seq order, each at most once. A rejected op does not stop the others,
 * and every answer is given only after what it acknowledges is committed.
 */
export function syncRoute({ db, now }: AppDeps) {
  return new Hono<AppEnv>().post('/sync', signedIn, validate('json', SyncRequest), async (c) => {
    const user = requireUser(c);
    const { clientId, ops } = c.req.valid('json');
    const checkLesson = lessonChecker(db, user);
    const bySeq = ops
      .map((raw) => ({ raw, parsed: SyncOp.safeParse(raw) }))
      .sort((a, b) => (a.parsed.data?.seq ?? -1) - (b.parsed.data?.seq ?? -1));
    const outcome = new Map<string, SyncOpResult>();
    for (const { raw, parsed } of bySeq) {
      if (!parsed.success) {
        outcome.set(raw.opId, { opId: raw.opId, status: 'rejected', error: describeIssues(parsed.error) });
        continue;
      }
      try {
        // Like the direct call, a start-lesson marks no activity done, whatever key it carries.
        const { activityKey, ...step } = parsed.data;
        const key = step.type === 'update-progress' ? activityKey : undefined;
        const status = await applyStepFor(db, user, { ...step, activityKey: key, clientId }, now(), checkLesson);
        outcome.set(raw.opId, { opId: raw.opId, status });
      } catch (error) {
        // An op the database refuses is rejected like an invalid one: it must not block the queue.
        if (isUnstorableValue(error)) {
          outcome.set(raw.opId, { opId: raw.opId, status: 'rejected', error: UNSTORABLE_VALUE });
          continue;
        }
        if (!(error instanceof ApiError)) throw error;
        outcome.set(raw.opId, { opId: raw.opId, status: 'rejected', error: error.message });
      }
    }
    return c.json({ results: ops.map((op) => outcome.get(op.opId) as SyncOpResult) });
  });
}
