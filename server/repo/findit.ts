import { and, eq, sql } from 'drizzle-orm';
import { type FindItCard, type FindItCardSet, type FindItCardSetSave, numberCards } from '#domain/findit';
import type { Executor } from '../db/connect.ts';
import { findItCardSets } from '../db/schema.ts';
import type { SaveOutcome } from './lessons.ts';

export type FindItCardSetRow = typeof findItCardSets.$inferSelect;

export function toApiCardSet(row: FindItCardSetRow): FindItCardSet {
  return { _id: row.id, productId: row.productId, version: row.version, cards: numberCards(row.cards) };
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
  by: string | null = null,
  id: string = crypto.randomUUID(),
) {
  const [row] = await db
    .insert(findItCardSets)
    .values({ id, productId, cards: numberCards(cards), updatedBy: by })
    .onConflictDoNothing({ target: findItCardSets.productId })
    .returning();
  return row;
}

export async function updateCardSet(
  db: Executor,
  id: string,
  { cards, version }: FindItCardSetSave,
  by: string,
  now: Date,
): Promise<SaveOutcome<FindItCardSetRow>> {
  const [saved] = await db
    .update(findItCardSets)
    .set({ cards: numberCards(cards), version: sql`${findItCardSets.version} + 1`, updatedBy: by, updatedAt: now })
    .where(and(eq(findItCardSets.id, id), eq(findItCardSets.version, version)))
    .returning();
  if (saved) return { saved };
  const stale = await findCardSet(db, id);
  return stale && { stale };
}
