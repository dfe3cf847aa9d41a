import { Hono } from 'hono';
import { AccessSettingsInput } from '#domain/access-settings-input';
import { ProductQuery } from '#domain/activity';
import { ACTIVE_LEARNERS_MAX, type LearnerReportData, TOO_MANY_LEARNERS } from '#domain/learner';
import { LearnerIdParam, LearnerInput } from '#domain/learner-input';
import { adminOnly, requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, forbidden } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { courseLevels, courseSupport, goalsOf } from '../repo/evidence.ts';
import { kept } from '../repo/kept-reads.ts';
import { learnerRecords } from '../repo/learner-data.ts';
import { courseRecords } from '../repo/learner-report.ts';
import {
  activeLearnerCount,
  deletedOwnersOf,
  deleteLearner,
  findLearner,
  learnerCounts,
  listLearners,
  saveLearnerSettings,
  saveLearners,
  toApiLearner,
} from '../repo/learners.ts';
import { productForUser } from './access.ts';
import { checkLearnerOwner, LEARNER_DELETED, learnerForUser, NOT_YOUR_LEARNER } from './learner-access.ts';

/**
 * A teacher's learner profiles. Names are answered to their teacher only; an admin learns how many
 * learners each teacher has, never who. Devices make and change profiles through the outbox
 * (save-learner and save-learner-settings ops of POST /activities/sync); the PUTs are the same
 * changes as direct calls. PUT /{id}/settings replaces the access settings whole and leaves the
 * profile as it is, as PUT /{id} leaves the settings. A teacher has at most ACTIVE_LEARNERS_MAX
 * active profiles: one more (made, or restored from the archive) is refused with 409. GET
 * /{id}/export answers every record naming the learner, for their teacher to hand over (a
 * data-protection request); DELETE erases them (repo/learners.ts). GET /report answers, with the
 * records, the game levels and support marks of the course (the teacher's evidence, written through
 * sync ops); GET /goals answers the teacher's goals for her learners.
 */
export function learnerRoutes({ db, changes, now }: AppDeps) {
  const reads = kept(db, changes);
  return new Hono<AppEnv>()
    .get('/counts', adminOnly, async (c) => c.json({ counts: await learnerCounts(db) }))
    .use(signedIn)
    .get('/', async (c) => {
      const rows = await listLearners(db, requireUser(c).id);
      return c.json(rows.map(toApiLearner));
    })
    .get('/report', validate('query', ProductQuery), async (c) => {
      const user = requireUser(c);
      const { productId } = c.req.valid('query');
      await productForUser(reads, user, productId);
      const [rows, records, levels, support] = await Promise.all([
        listLearners(db, user.id),
        courseRecords(db, user.id, productId),
        courseLevels(db, user.id, productId),
        courseSupport(db, user.id, productId),
      ]);
      const answer: LearnerReportData = { learners: rows.map(toApiLearner), records, levels, support };
      return c.json(answer);
    })
    .get('/goals', async (c) => c.json(await goalsOf(db, requireUser(c).id)))
    .get('/:id/export', validate('param', LearnerIdParam), async (c) => {
      const { id } = c.req.valid('param');
      await learnerForUser(db, requireUser(c), id);
      c.header('Cache-Control', 'no-store');
      return c.json(await learnerRecords(db, id, now()));
    })
    .put('/:id', validate('param', LearnerIdParam), validate('json', LearnerInput), async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const [existing, deleted] = await Promise.all([findLearner(db, id), deletedOwnersOf(db, [id])]);
      const owner = existing?.userId ?? deleted.get(id);
      if (owner !== undefined && owner !== user.id) throw forbidden(NOT_YOUR_LEARNER);
      if (deleted.has(id)) throw new ApiError(410, LEARNER_DELETED);
      const input = c.req.valid('json');
      const activates = !input.archived && (!existing || existing.archived);
      if (activates && (await activeLearnerCount(db, user.id)) >= ACTIVE_LEARNERS_MAX) {
        throw new ApiError(409, TOO_MANY_LEARNERS);
      }
      await saveLearners(db, user.id, [{ id, input, changedAt: now(), clientId: '', seq: 0 }]);
      const saved = await learnerForUser(db, user, id);
      return c.json(toApiLearner(saved), existing ? 200 : 201);
    })
    .put('/:id/settings', validate('param', LearnerIdParam), validate('json', AccessSettingsInput), async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const [existing, deleted] = await Promise.all([findLearner(db, id), deletedOwnersOf(db, [id])]);
      checkLearnerOwner(existing?.userId ?? deleted.get(id), user.id);
      if (!existing) throw new ApiError(410, LEARNER_DELETED);
      const settings = c.req.valid('json');
      await saveLearnerSettings(db, user.id, [{ id, settings, changedAt: now(), clientId: '', seq: 0 }]);
      return c.json(toApiLearner(await learnerForUser(db, user, id)));
    })
    .delete('/:id', validate('param', LearnerIdParam), async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      await learnerForUser(db, user, id);
      await deleteLearner(db, user.id, id);
      return c.body(null, 204);
    });
}
