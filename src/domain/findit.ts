import * as z from 'zod';
import { DEFAULT_BACKGROUND_COLOUR } from './constants.ts';
import { BasedOn, Version } from './edit-version.ts';
import { Id, Label, UrlText } from './text.ts';

export const FindItCard = z.object({
  image: UrlText.default(''),
  title: Label.default(''),
  findIndex: z.number().int().min(1).max(100_000),
  backgroundColor: z.string().trim().max(50).default(DEFAULT_BACKGROUND_COLOUR),
  index: z.number().int().min(1).optional(),
});
export type FindItCard = z.infer<typeof FindItCard>;

const Cards = z.array(FindItCard).max(1000);

/** Cards are stored in their shown order; `index` is always that 1-based position. */
export function numberCards<T extends { index?: number | undefined }>(cards: readonly T[]): (T & { index: number })[] {
  return cards.map((card, position) => ({ ...card, index: position + 1 }));
}

export const FindItCardSetCreate = z.object({ productId: Id, cards: Cards });
export type FindItCardSetCreate = z.infer<typeof FindItCardSetCreate>;

export const FindItCardSetUpdate = z.object({ cards: Cards });
export type FindItCardSetUpdate = z.infer<typeof FindItCardSetUpdate>;

/** PUT /findit-cards/{id}: the cards and, optionally, the version of the set they were based on. */
export const FindItCardSetSave = FindItCardSetUpdate.extend(BasedOn.shape);
export type FindItCardSetSave = z.infer<typeof FindItCardSetSave>;

/** A product's card set as the API sends it; a product without a set yet has no `_id` and no cards. */
export const FindItCardSet = z.object({
  _id: Id.optional(),
  productId: Id,
  /** Absent while the product has no set yet. */
  version: Version.optional(),
  cards: z.array(FindItCard.extend({ index: z.number().int().min(1) })),
});
export type FindItCardSet = z.infer<typeof FindItCardSet>;
