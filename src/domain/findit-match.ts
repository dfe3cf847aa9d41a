// No zod here: the find it page reveals its cards with this module, and zod stays off its path.

/** Find it's reveal: does this card answer the lesson's question? */
export function isFindItMatch(card: { findIndex: number }, cardIndexes: readonly number[]): boolean {
  return cardIndexes.includes(card.findIndex);
}
