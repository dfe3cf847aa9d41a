import { eq, sql } from 'drizzle-orm';
import { type FindItCard, type FindItCardSet, numberCards } from '#domain/findit';
import type { Executor } from '../db/connect.ts';
import { findItCardSets } from '../db/schema.ts';
import { type SaveOutcome, type StillHolds, saveIfStill } from './versioned-save.ts';

export type FindItCardSetRow = typeof findItCardSets.$inferSelect;

export function toApiCardSet(row: FindItCardSetRow): FindItCardSet {
  return { _id: row.id, productId: row.productId, version: row.version, cards: numberCards(row.cards) };
}

export async function findCardSetOfProduct(db: Executor, productId: string) {
  const [row] = await db.select().from(findItCardSets).where(eq(findItCardSets.productId, productId)).limit(1);
  return row;
}

/** The course a card set belongs to (undefined: no such set). */
export async function cardSetProduct(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ productId: findItCardSets.productId })
    .from(findItCardSets)
    .where(eq(findItCardSets.id, id))
    .limit(1);
  return row?.productId;
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

/** Saves a card set's cards if the stored set is still the one the save was based on. */
export function updateCardSet(
  db: Executor,
  id: string,
  cards: FindItCard[],
  holds: StillHolds<FindItCardSetRow>,
  by: string,
  now: Date,
): Promise<SaveOutcome<FindItCardSetRow>> {
  return saveIfStill(
    db,
    async (tx) => (await tx.select().from(findItCardSets).where(eq(findItCardSets.id, id)).for('update'))[0],
    holds,
    (tx) =>
      tx
        .update(findItCardSets)
        .set({ cards: numberCards(cards), version: sql`${findItCardSets.version} + 1`, updatedBy: by, updatedAt: now })
        .where(eq(findItCardSets.id, id))
        .returning(),
  );
}
