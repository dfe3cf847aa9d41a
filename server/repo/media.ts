import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type MediaItem, type MediaKind, type MediaUse, mediaPath } from '#domain/media';
import type { Executor } from '../db/connect.ts';
import { findItCardSets, lessons, mediaFiles, products, users } from '../db/schema.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;

export function toApiMedia(row: MediaRow, uploaderName: string): MediaItem {
  const url = mediaPath(row.hash, row.ext);
  return {
    _id: row.id,
    productId: row.productId,
    name: row.name,
    kind: row.kind as MediaKind,
    type: row.type,
    size: row.size,
    hash: row.hash,
    url,
    thumbnailUrl: row.thumbnail ? `/media/${row.thumbnail}` : '',
    uploadedBy: uploaderName,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** A course's library, newest first; `q` keeps the files whose name holds it. */
export async function listMedia(db: Executor, productId: string, q: string | undefined) {
  const pattern = `%${(q ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select({ file: mediaFiles, uploader: sql<string>`coalesce(${users.name}, '')` })
    .from(mediaFiles)
    .leftJoin(users, eq(users.id, mediaFiles.uploadedBy))
    .where(and(eq(mediaFiles.productId, productId), q ? ilike(mediaFiles.name, pattern) : undefined))
    .orderBy(desc(mediaFiles.uploadedAt), mediaFiles.name);
  return rows.map((row) => toApiMedia(row.file, row.uploader));
}

export async function findMedia(db: Executor, id: string) {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row;
}

export async function uploaderName(db: Executor, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? '';
}

/** Records an upload; a file the course already holds answers its row and `created: false`. */
export async function recordUpload(
  db: Executor,
  values: Omit<MediaRow, 'id' | 'thumbnail' | 'uploadedAt'> & { uploadedAt: Date },
): Promise<{ row: MediaRow; created: boolean }> {
  const [created] = await db
    .insert(mediaFiles)
    .values({ id: crypto.randomUUID(), ...values })
    .onConflictDoNothing({ target: [mediaFiles.productId, mediaFiles.hash] })
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.productId, values.productId), eq(mediaFiles.hash, values.hash)));
  if (!existing) throw new Error('an upload vanished while it was recorded');
  return { row: existing, created: false };
}

export async function setThumbnail(db: Executor, id: string, thumbnail: string) {
  const [row] = await db.update(mediaFiles).set({ thumbnail }).where(eq(mediaFiles.id, id)).returning();
  return row;
}

/**
 * Every place whose content names a file (by its hash, which only its address holds): lessons,
 * with their course, and courses' own fields and find-it cards.
 */
export async function mediaUses(db: Executor, hash: string): Promise<MediaUse[]> {
  const inLessons = await db
    .select({ lessonTitle: lessons.title, productTitle: products.title })
    .from(lessons)
    .innerJoin(products, eq(products.id, lessons.productId))
    .where(sql`position(${hash} in row_to_json(${lessons})::text) > 0`)
    .orderBy(products.title, lessons.order);
  const inCourses = await db
    .selectDistinct({ productTitle: products.title })
    .from(products)
    .leftJoin(findItCardSets, eq(findItCardSets.productId, products.id))
    .where(
      sql`position(${hash} in row_to_json(${products})::text) > 0 or position(${hash} in coalesce(${findItCardSets.cards}::text, '')) > 0`,
    )
    .orderBy(products.title);
  return [...inLessons, ...inCourses];
}

export async function deleteMedia(db: Executor, id: string) {
  await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
}

/** Whether any library row (of any course) still needs a stored file, as its content or its thumbnail. */
export async function storedFileHeld(db: Executor, name: string): Promise<boolean> {
  const hash = name.split('.', 1)[0] ?? '';
  const [row] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(or(eq(mediaFiles.hash, hash), eq(mediaFiles.thumbnail, name)))
    .limit(1);
  return Boolean(row);
}
