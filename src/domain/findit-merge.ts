import type { NumberedCard } from './editor-rules.ts';
import { numberCards } from './findit.ts';

/** A card of mine that took a new number, because the other author had added a different card under its own. */
export interface Renumbered {
  from: number;
  to: number;
}

export interface FindItMerge {
  cards: NumberedCard[];
  renumbered: Renumbered[];
}

const looksOf = ({ title, image, backgroundColor }: NumberedCard) => JSON.stringify([title, image, backgroundColor]);
const sameLooks = (a: NumberedCard | undefined, b: NumberedCard | undefined) =>
  a !== undefined && b !== undefined && looksOf(a) === looksOf(b);
const byNumber = (cards: readonly NumberedCard[]) => new Map(cards.map((card) => [card.findIndex, card]));
const numbersOf = (cards: readonly NumberedCard[]) => cards.map((card) => card.findIndex);

/** Whether a side put the cards it shares with the base in another order. */
function reordered(base: readonly NumberedCard[], side: readonly NumberedCard[]): boolean {
  const shared = (from: readonly NumberedCard[], other: readonly NumberedCard[]) =>
    numbersOf(from).filter((number) => other.some((card) => card.findIndex === number));
  return shared(base, side).join() !== shared(side, base).join();
}

/** The card a number keeps in the merge, or none: a side's change wins over the other side leaving it as it was. */
function mergedCard(base?: NumberedCard, mine?: NumberedCard, theirs?: NumberedCard): NumberedCard | undefined {
  if (!base) return mine ?? theirs;
  const mineChanged = !sameLooks(mine, base);
  const theirsChanged = !sameLooks(theirs, base);
  if (!mine) return theirsChanged ? theirs : undefined;
  if (!theirs) return mineChanged ? mine : undefined;
  return mineChanged ? mine : theirs;
}

/**
 * A three-way merge of two saves of one Find It card set, card by card (a card is its number,
 * `findIndex`): a card only one side added, changed or removed is taken from that side; a card
 * both changed keeps mine, and one side's change outlives the other's removal. When both sides
 * added different cards under one new number, theirs keeps it and mine takes the next free one.
 * The order is theirs, unless only I reordered; the other side's cards follow their neighbour there.
 */
export function mergeFindItCards(
  base: readonly NumberedCard[],
  mine: readonly NumberedCard[],
  theirs: readonly NumberedCard[],
): FindItMerge {
  const baseCards = byNumber(base);
  const theirCards = byNumber(theirs);
  let free = Math.max(0, ...numbersOf([...base, ...mine, ...theirs])) + 1;
  const renumbered: Renumbered[] = [];
  const mineNumbered = mine.map((card) => {
    const other = theirCards.get(card.findIndex);
    if (baseCards.has(card.findIndex) || !other || sameLooks(card, other)) return card;
    renumbered.push({ from: card.findIndex, to: free });
    return { ...card, findIndex: free++ };
  });
  const myCards = byNumber(mineNumbered);
  const [lead, follow] =
    reordered(base, mine) && !reordered(base, theirs) ? [mineNumbered, theirs] : [theirs, mineNumbered];
  const order = numbersOf(lead);
  const followed = new Set(numbersOf(follow));
  follow.forEach((card, at) => {
    if (order.includes(card.findIndex)) return;
    const before = follow[at - 1];
    let place = before ? order.indexOf(before.findIndex) + 1 : 0;
    // After the neighbour, and after the cards only the leading side has there.
    while (place < order.length && !followed.has(order[place] ?? 0)) place++;
    order.splice(place, 0, card.findIndex);
  });
  const cards = order.flatMap((number) => {
    const card = mergedCard(baseCards.get(number), myCards.get(number), theirCards.get(number));
    return card ? [card] : [];
  });
  return { cards: numberCards(cards), renumbered };
}

/**
 * The cards either author has now that a choice leaves out: a card is left out when the choice has
 * no card with its number (or the number it was renumbered to) looking the same.
 */
export function cardsLeftOut(
  choice: readonly NumberedCard[],
  mine: readonly NumberedCard[],
  theirs: readonly NumberedCard[],
  renumbered: readonly Renumbered[] = [],
): NumberedCard[] {
  const chosen = byNumber(choice);
  const kept = (card: NumberedCard, number: number) => sameLooks(chosen.get(number), card);
  const myNumber = (number: number) => renumbered.find((entry) => entry.from === number)?.to ?? number;
  const left = [
    ...mine.filter((card) => !kept(card, myNumber(card.findIndex))),
    ...theirs.filter((card) => !kept(card, card.findIndex)),
  ];
  return left.filter(
    (card, at) => left.findIndex((other) => other.findIndex === card.findIndex && sameLooks(other, card)) === at,
  );
}
