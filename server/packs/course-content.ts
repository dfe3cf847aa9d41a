import { eq } from 'drizzle-orm';
import type { PackCourse } from '#domain/course-pack';
import type { MediaKind } from '#domain/media';
import type { ServerCourseVersion } from '#domain/offline-copy';
import type { Executor } from '../db/connect.ts';
import { mediaFiles, packImports } from '../db/schema.ts';
import { type FindItCardSetRow, findCardSetOfProduct, toApiCardSet } from '../repo/findit.ts';
import { type LessonRow, listLessons, toApiLesson } from '../repo/lessons.ts';
import type { MediaRow } from '../repo/media.ts';
import { findProduct, type ProductRow, toApiProduct } from '../repo/products.ts';

/** A course as a pack holds it: the product, its lessons, its find-it card set and its media library. */
export interface CourseContent {
  product: ProductRow;
  lessons: LessonRow[];
  cardSet: FindItCardSetRow | undefined;
  library: MediaRow[];
}

export async function loadCourse(db: Executor, productId: string): Promise<CourseContent | undefined> {
  const product = await findProduct(db, productId);
  if (!product) return undefined;
  // One after another: within a transaction the reads share one connection, which takes one at a time.
  const lessons = await listLessons(db, productId);
  const cardSet = await findCardSetOfProduct(db, productId);
  const library = await db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.productId, productId))
    .orderBy(mediaFiles.uploadedAt);
  return { product, lessons, cardSet, library };
}

/**
 * The course's version on this server: every save raises one of its parts (the product's own
 * version, the lessons version a trigger raises on any change to its lessons, the card set's).
 */
export const courseVersion = ({ product, cardSet }: Pick<CourseContent, 'product' | 'cardSet'>): number =>
  product.version + product.lessonsVersion + (cardSet?.version ?? 0);

/**
 * Which version of the course this server holds (see ServerCourseVersion): what a device compares
 * its offline copy with. Read without the course's content.
 */
export async function courseVersionHere(
  db: Executor,
  product: ProductRow,
  ownKeyId: string,
): Promise<ServerCourseVersion> {
  const [cardSet, imported] = await Promise.all([findCardSetOfProduct(db, product.id), findPackImport(db, product.id)]);
  return {
    keyId: ownKeyId,
    version: courseVersion({ product, cardSet }),
    imported: imported
      ? { keyId: imported.keyId, version: imported.version, localVersion: imported.localVersion }
      : null,
  };
}

/** Who changed the course last, and when: the newest of its product's, lessons' and card set's saves. */
export function lastChange(content: CourseContent): { by: string | null; at: Date } {
  const { product, lessons, cardSet } = content;
  const changes = [
    { by: product.updatedBy, at: product.updatedAt },
    { by: product.lessonsOrderedBy, at: product.lessonsOrderedAt },
    ...lessons.map((lesson) => ({ by: lesson.updatedBy, at: lesson.updatedAt })),
    ...(cardSet ? [{ by: cardSet.updatedBy, at: cardSet.updatedAt }] : []),
  ];
  return changes.reduce((latest, change) => (change.at > latest.at ? change : latest));
}

/** The course as the API answers it, which a pack carries whole. */
export function packCourseOf({ product, lessons, cardSet, library }: CourseContent): PackCourse {
  return {
    product: toApiProduct(product),
    lessons: lessons.map(toApiLesson),
    findItCards: cardSet ? toApiCardSet(cardSet) : { productId: product.id, cards: [] },
    library: library.map((row) => ({
      hash: row.hash,
      ext: row.ext,
      kind: row.kind as MediaKind,
      type: row.type,
      name: row.name,
      size: row.size,
      thumbnail: row.thumbnail,
    })),
  };
}

export async function findPackImport(db: Executor, productId: string) {
  const [row] = await db.select().from(packImports).where(eq(packImports.productId, productId)).limit(1);
  return row;
}
