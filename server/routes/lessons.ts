import { type Context, Hono } from 'hono';
import { type Lesson, LessonCreate, LessonListQuery, LessonOrderUpdate, LessonSave } from '#domain/lesson';
import { IdParam } from '#domain/text';
import { authoring, requireAuthorOf, requireUser, signedInWith } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { sendTagged, type TaggedAnswer, tagged } from '../http/etag.ts';
import { basedOn, sameVersion, tagAnswer } from '../http/preconditions.ts';
import { staleSave } from '../http/stale-save.ts';
import { validate } from '../http/validate.ts';
import { versionedCache } from '../http/versioned-cache.ts';
import { kept } from '../repo/kept-reads.ts';
import {
  deleteLesson,
  findLesson,
  findLessons,
  insertLesson,
  type LessonRow,
  listLessons,
  reorderLessons,
  toApiLesson,
  updateLesson,
} from '../repo/lessons.ts';
import { findProduct } from '../repo/products.ts';
import { checkAccess, lessonForUser, productForUser } from './access.ts';

/** Whether the stored lessons are, in order, the ones the author saw. */
const sameIds = (stored: readonly LessonRow[], seen: readonly string[]) =>
  stored.length === seen.length && stored.every((lesson, index) => lesson.id === seen[index]);

/** How many lesson lists, and how many lessons, each server keeps serialised, ready to send. */
const CACHED_ANSWERS = 1000;

export function lessonRoutes({ db, now, changes }: AppDeps) {
  // The learner's reads are most of the traffic; their answers are kept until a lesson of the
  // product changes, which raises the product's lessons version. Each is sent with its ETag, so a
  // revisit that still holds it is answered 304 without a body. The caller, their token's
  // revocation and the product's access and version are kept by the process (repo/kept-reads.ts),
  // or read in one query.
  const cachedLists = versionedCache<TaggedAnswer<Lesson[]>>(CACHED_ANSWERS);
  const cachedLessons = versionedCache<TaggedAnswer<Lesson>>(CACHED_ANSWERS);
  const reads = kept(db, changes);
  const listReader = signedInWith((c, who) => reads.identityAndProduct(who, c.req.query('productId') ?? ''));
  const lessonReader = signedInWith((c, who) => reads.identityAndLesson(who, c.req.param('id') ?? ''));
  /** An author of the lesson's course (an unknown lesson is no author's: 403, 404 for an admin). */
  const requireLessonAuthor = async (c: Context<AppEnv>, lessonId: string) => {
    if (!requireUser(c).admin) requireAuthorOf(c, (await reads.lessonAccess(lessonId))?.id ?? '');
  };
  return new Hono<AppEnv>()
    .get('/', listReader.guard, validate('query', LessonListQuery), async (c) => {
      const { productId } = c.req.valid('query');
      const { user, product: found } = listReader.found(c);
      // Read again where validation changed the id the guard looked for (spaces around it).
      const product = found?.id === productId ? checkAccess(user, found) : await productForUser(reads, user, productId);
      const answer = await cachedLists(product.id, product.lessonsVersion, async () =>
        tagged((await listLessons(db, product.id)).map(toApiLesson)),
      );
      return sendTagged(c, answer);
    })
    .get('/admin', authoring, validate('query', LessonListQuery), async (c) => {
      const { productId } = c.req.valid('query');
      requireAuthorOf(c, productId);
      if (!(await findProduct(db, productId))) throw notFound('Product');
      // Tagged, like the learner's list: a reorder may name this answer's ETag in If-Match.
      return sendTagged(c, tagged((await listLessons(db, productId)).map(toApiLesson)));
    })
    .get('/:id', lessonReader.guard, validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const { user, product: found } = lessonReader.found(c);
      const { lessonId, product } =
        found && id === c.req.param('id')
          ? { lessonId: id, product: checkAccess(user, found) }
          : await lessonForUser(reads, user, id);
      const answer = await cachedLessons(lessonId, product.lessonsVersion, async () => {
        const lesson = await findLesson(db, lessonId);
        if (!lesson) throw notFound('Lesson');
        return tagged(toApiLesson(lesson));
      });
      return sendTagged(c, answer);
    })
    .post('/', authoring, validate('json', LessonCreate), async (c) => {
      const input = c.req.valid('json');
      requireAuthorOf(c, input.productId);
      if (!(await findProduct(db, input.productId))) throw notFound('Product');
      const lesson = await insertLesson(db, input, { userId: requireUser(c).id, now: now() });
      return c.json(toApiLesson(lesson), 201);
    })
    .put('/order/update', authoring, validate('json', LessonOrderUpdate), async (c) => {
      const { lessons, basedOn: seen } = c.req.valid('json');
      const user = requireUser(c);
      const sameOrder = seen && ((stored: LessonRow[]) => sameIds(stored, seen));
      const holds = basedOn(c, sameOrder, (stored: LessonRow[]) => stored.map(toApiLesson));
      const { productId, stale } = await db.transaction(async (tx) => {
        const found = await findLessons(
          tx,
          lessons.map((lesson) => lesson._id),
        );
        if (found.length !== lessons.length) throw notFound('Lesson');
        const products = new Set(found.map((lesson) => lesson.productId));
        if (products.size > 1) throw new ApiError(400, 'lessons: must all belong to one product');
        const productId = found[0]?.productId ?? '';
        requireAuthorOf(c, productId);
        return { productId, stale: await reorderLessons(tx, productId, holds, lessons, user.id, now()) };
      });
      if (stale) {
        const product = await findProduct(db, productId);
        if (!product) throw notFound('Product');
        const current = { lessons: stale.stale.map(toApiLesson) };
        throw await staleSave(
          db,
          'The order of the lessons was',
          current,
          product.lessonsOrderedBy,
          product.lessonsOrderedAt,
        );
      }
      return c.json({ lessons: (await listLessons(db, productId)).map(toApiLesson) });
    })
    .put('/:id', authoring, validate('param', IdParam), validate('json', LessonSave), async (c) => {
      const { version, ...input } = c.req.valid('json');
      await requireLessonAuthor(c, c.req.valid('param').id);
      const holds = basedOn(c, sameVersion(version), toApiLesson);
      const outcome = await updateLesson(db, c.req.valid('param').id, input, holds, requireUser(c).id, now());
      if (!outcome) throw notFound('Lesson');
      if ('stale' in outcome) {
        const { stale } = outcome;
        throw await staleSave(db, 'This lesson was', toApiLesson(stale), stale.updatedBy, stale.updatedAt);
      }
      return c.json(tagAnswer(c, toApiLesson(outcome.saved)));
    })
    .delete('/:id', authoring, validate('param', IdParam), async (c) => {
      await requireLessonAuthor(c, c.req.valid('param').id);
      if (!(await deleteLesson(db, c.req.valid('param').id, requireUser(c).id, now()))) throw notFound('Lesson');
      return c.json({ message: 'Lesson deleted' });
    });
}
