import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  CompletedActivitiesQuery,
  LessonActivityQuery,
  ProductQuery,
  StartLessonInput,
  UpdateProgressInput,
} from '#domain/activity';
import { COMPLETED_ACTIVITIES_PAGE_SIZE } from '#domain/constants';
import { requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import {
  completedActivities,
  findActivity,
  lastUpdatedActivity,
  type RecordScope,
  toApiActivity,
} from '../repo/activities.ts';
import { kept } from '../repo/kept-reads.ts';
import type { UserRow } from '../repo/users.ts';
import { lessonForUser, productForUser } from './access.ts';
import { learnerForUser } from './learner-access.ts';
import { applyStepFor, type StepRequest } from './progress.ts';

export function activityRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const reads = kept(db, deps.changes);

  /** Applies a direct step (once per opId) and answers the lesson's activity record. */
  async function record(c: Context<AppEnv>, step: Omit<StepRequest, 'clientId' | 'seq'>) {
    const user = requireUser(c);
    await applyStepFor(db, reads, user, { ...step, clientId: '', seq: 0 }, now());
    const row = await findActivity(db, { userId: user.id }, step.lessonId);
    if (!row) throw notFound('Activity');
    return c.json(toApiActivity(row));
  }

  /** The records a read is about: the whole class's, or those of one of the caller's learners (403/404). */
  async function scopeOf(user: UserRow, learnerId: string | undefined): Promise<RecordScope> {
    if (learnerId) await learnerForUser(db, user, learnerId);
    return { userId: user.id, learnerId };
  }

  return new Hono<AppEnv>()
    .use(signedIn)
    .post('/start-lesson', validate('json', StartLessonInput), (c) => record(c, c.req.valid('json')))
    .post('/update-progress', validate('json', UpdateProgressInput), (c) => record(c, c.req.valid('json')))
    .get('/get-completed-activities', validate('query', CompletedActivitiesQuery), async (c) => {
      const user = requireUser(c);
      const { productId, page, learnerId } = c.req.valid('query');
      await productForUser(reads, user, productId);
      const scope = await scopeOf(user, learnerId);
      const rows = await completedActivities(db, scope, productId, page, COMPLETED_ACTIVITIES_PAGE_SIZE);
      return c.json(rows.map(toApiActivity));
    })
    .get('/get-last-updated-activity', validate('query', ProductQuery), async (c) => {
      const user = requireUser(c);
      const { productId, learnerId } = c.req.valid('query');
      await productForUser(reads, user, productId);
      const row = await lastUpdatedActivity(db, await scopeOf(user, learnerId), productId);
      return c.json(row ? toApiActivity(row) : null);
    })
    .get('/get-activity', validate('query', LessonActivityQuery), async (c) => {
      const user = requireUser(c);
      const { productId, lessonId, learnerId } = c.req.valid('query');
      await lessonForUser(reads, user, lessonId, productId);
      const row = await findActivity(db, await scopeOf(user, learnerId), lessonId);
      if (!row) throw notFound('Activity');
      return c.json(toApiActivity(row));
    });
}
