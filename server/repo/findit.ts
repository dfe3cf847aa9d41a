import { eq } from 'drizzle-orm';
import { type FindItCard, type FindItCardSet, numberCards } from '#domain/findit';
import type { Executor } from '../db/connect.ts';
import { findItCardSets } from '../db/schema.ts';

export type FindItCardSetRow = typeof findItCardSets.$inferSelect;

export function toApiCardSet(row: FindItCardSetRow): FindItCardSet {
  return { _id: row.id, productId: row.productId, cards: numberCards(row.cards) };
}

export async function findCardSetOfProduct(db: Executor, productId: string) {
  const [row] = await db.select().from(findItCardSets).where(eq(findItCardSets.productId, productId)).limit(1);
  return row;
}

export async function findCardSet(db: Executor, id: string) {
  const [row] = await db.select().from(findItCardSets).where(eq(findItCardSets.id, id)).limit(1);
  return row;
}

/** Creates a product's card set; undefined when the product already has one. */
export async function insertCardSet(
  db: Executor,
  productId: string,
  cards: FindItCard[],
  id: string = crypto.randomUUID(),
) {
  const [row] = await db
    .insert(findItCardSets)
    .values({ id, productId, cards: numberCards(cards) })
    .onConflictDoNothing({ target: findItCardSets.productId })
    .returning();
  return row;
}

export async function updateCardSet(db: Executor, id: string, cards: FindItCard[], now: Date) {
  const [row] = await db
    .update(findItCardSets)
    .set({ cards: numberCards(cards), updatedAt: now })
    .where(eq(findItCardSets.id, id))
    .returning();
  return row;
}
