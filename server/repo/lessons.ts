import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lesson, LessonCreate, LessonSummary, LessonUpdate } from '#domain/lesson';
import type { Executor } from '../db/connect.ts';
import { lessons, products } from '../db/schema.ts';
import { type SaveOutcome, type StillHolds, saveIfStill } from './versioned-save.ts';

export type LessonRow = typeof lessons.$inferSelect;

export function toApiLesson(row: LessonRow): Lesson {
  return {
    _id: row.id,
    productId: row.productId,
    title: row.title,
    image: row.image,
    description: row.description,
    link: row.link,
    order: row.order,
    sections: row.sections,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLessonSummary(
  row: Pick<LessonRow, 'id' | 'title' | 'image' | 'description' | 'order'>,
): LessonSummary {
  return { _id: row.id, title: row.title, image: row.image, description: row.description, order: row.order };
}

export function listLessons(db: Executor, productId: string): Promise<LessonRow[]> {
  return db
    .select()
    .from(lessons)
    .where(eq(lessons.productId, productId))
    .orderBy(asc(lessons.order), asc(lessons.createdAt));
}

export async function findLesson(db: Executor, id: string): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  return row;
}

/**
 * Every write to lessons locks their product's row first. The trigger that raises the product's
 * lessons version locks that row too, after the lesson's: taking it first keeps two writers from
 * each holding what the other waits for.
 */
export async function lockProduct(tx: Executor, productId: string): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}

async function lockProductOfLesson(tx: Executor, lessonId: string): Promise<void> {
  await tx
    .select({ id: products.id })
    .from(lessons)
    .innerJoin(products, eq(products.id, lessons.productId))
    .where(eq(lessons.id, lessonId))
    .for('update', { of: products });
}

/** Records who last changed which lessons a product has or their order, and when (for a refused reorder). */
async function markOrdered(tx: Executor, productId: string, by: string, now: Date): Promise<void> {
  await tx.update(products).set({ lessonsOrderedBy: by, lessonsOrderedAt: now }).where(eq(products.id, productId));
}

/**
 * A new lesson goes to the end of its product's list. The product's row is locked for the
 * insert, so lessons created at the same time still get distinct, increasing orders.
 */
export async function insertLesson(
  db: Executor,
  input: LessonCreate,
  by: { userId: string; now: Date } | null = null,
  id: string = crypto.randomUUID(),
): Promise<LessonRow> {
  return db.transaction(async (tx) => {
    await lockProduct(tx, input.productId);
    const [{ next }] = (await tx
      .select({ next: sql<number>`coalesce(max(${lessons.order}) + 1, 0)::int` })
      .from(lessons)
      .where(eq(lessons.productId, input.productId))) as [{ next: number }];
    const [row] = await tx
      .insert(lessons)
      .values({ id, ...input, order: next, updatedBy: by?.userId ?? null })
      .returning();
    if (!row) throw new Error('insert returned no lesson');
    if (by) await markOrdered(tx, input.productId, by.userId, by.now);
    return row;
  });
}

/** Saves a lesson's content if the stored lesson is still the one the save was based on. */
export function updateLesson(
  db: Executor,
  id: string,
  input: LessonUpdate,
  holds: StillHolds<LessonRow>,
  by: string,
  now: Date,
): Promise<SaveOutcome<LessonRow>> {
  return saveIfStill(
    db,
    async (tx) => {
      await lockProductOfLesson(tx, id);
      const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
      return row;
    },
    holds,
    (tx) =>
      tx
        .update(lessons)
        .set({ ...input, version: sql`${lessons.version} + 1`, updatedBy: by, updatedAt: now })
        .where(eq(lessons.id, id))
        .returning(),
  );
}

export async function deleteLesson(db: Executor, id: string, by: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockProductOfLesson(tx, id);
    const rows = await tx
      .delete(lessons)
      .where(eq(lessons.id, id))
      .returning({ id: lessons.id, productId: lessons.productId });
    for (const row of rows) await markOrdered(tx, row.productId, by, now);
    return rows.length > 0;
  });
}

export async function findLessons(db: Executor, ids: string[]): Promise<LessonRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(lessons).where(inArray(lessons.id, ids));
}

export async function setLessonOrder(db: Executor, id: string, order: number, now: Date): Promise<void> {
  await db.update(lessons).set({ order, updatedAt: now }).where(eq(lessons.id, id));
}

/**
 * Sets the orders of a product's lessons if the stored lessons are still the ones the author saw
 * (`holds`); else answers the lessons as they are, for a 409. The product's row is locked for it.
 */
export async function reorderLessons(
  tx: Executor,
  productId: string,
  holds: StillHolds<LessonRow[]>,
  orders: readonly { _id: string; order: number }[],
  by: string,
  now: Date,
): Promise<{ stale: LessonRow[] } | undefined> {
  await lockProduct(tx, productId);
  const current = await listLessons(tx, productId);
  if (!holds(current)) return { stale: current };
  for (const lesson of orders) await setLessonOrder(tx, lesson._id, lesson.order, now);
  await markOrdered(tx, productId, by, now);
  return undefined;
}
