import { numberCards } from '#domain/findit';
import type { Executor } from '../db/connect.ts';
import { findItCardSets, lessons } from '../db/schema.ts';
import { findCardSetOfProduct } from './findit.ts';
import { listLessons } from './lessons.ts';
import { findProduct, insertProduct, type ProductRow } from './products.ts';

export const copyTitle = (title: string) => `${title} (Copy)`;

/**
 * Copies a product with its lessons (sections and order kept) and its find-it card set, in one
 * transaction. The copy differs in its ids, its title, marked as a copy, and has no shop id: it is
 * a draft only admins see, and no buyer of the original gets it, until the author gives it its own.
 */
export async function duplicateProduct(db: Executor, productId: string): Promise<ProductRow | undefined> {
  return db.transaction(async (tx) => {
    const original = await findProduct(tx, productId);
    if (!original) return undefined;
    const {
      id: _id,
      seq: _seq,
      lessonsVersion: _lessonsVersion,
      lessonsOrderedBy: _orderedBy,
      lessonsOrderedAt: _orderedAt,
      version: _version,
      updatedBy: _updatedBy,
      createdAt: _created,
      updatedAt: _updated,
      ...fields
    } = original;
    const copy = await insertProduct(tx, { ...fields, shopifyProductId: '', title: copyTitle(original.title) });
    const originalLessons = await listLessons(tx, productId);
    if (originalLessons.length > 0) {
      await tx.insert(lessons).values(
        originalLessons.map(
          ({ id: _lessonId, createdAt: _c, updatedAt: _u, version: _v, updatedBy: _b, ...lesson }) => ({
            ...lesson,
            id: crypto.randomUUID(),
            productId: copy.id,
          }),
        ),
      );
    }
    const cardSet = await findCardSetOfProduct(tx, productId);
    if (cardSet) {
      await tx
        .insert(findItCardSets)
        .values({ id: crypto.randomUUID(), productId: copy.id, cards: numberCards(cardSet.cards) });
    }
    return copy;
  });
}
