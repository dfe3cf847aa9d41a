import { describe, expect, it } from 'vitest';
import type { NumberedCard } from '#domain/editor-rules';
import { cardsLeftOut, mergeFindItCards } from '#domain/findit-merge';

const card = (findIndex: number, title: string): NumberedCard => ({
  title,
  image: '',
  backgroundColor: '#ffffff',
  findIndex,
  index: findIndex,
});
const cards = (...list: NumberedCard[]) => list.map((entry, at) => ({ ...entry, index: at + 1 }));
const titles = (list: readonly NumberedCard[]) => list.map((entry) => `${entry.findIndex} ${entry.title}`);

const base = cards(card(1, 'go'), card(2, 'stop'));

describe('merge of two saves of the Find It cards, card by card', () => {
  it('keeps a card only they added and one only I changed', () => {
    const mine = cards(card(1, 'go on'), card(2, 'stop'));
    const theirs = cards(card(1, 'go'), card(2, 'stop'), card(3, 'wait'));
    const { cards: merged, renumbered } = mergeFindItCards(base, mine, theirs);
    expect(titles(merged)).toEqual(['1 go on', '2 stop', '3 wait']);
    expect(merged.map((entry) => entry.index)).toEqual([1, 2, 3]);
    expect(renumbered).toEqual([]);
  });

  it('renumbers my new card when they added a different card under the same number', () => {
    const mine = cards(...base, card(3, 'mine'));
    const theirs = cards(...base, card(3, 'theirs'));
    const { cards: merged, renumbered } = mergeFindItCards(base, mine, theirs);
    expect(titles(merged)).toEqual(['1 go', '2 stop', '3 theirs', '4 mine']);
    expect(renumbered).toEqual([{ from: 3, to: 4 }]);
    expect(cardsLeftOut(merged, mine, theirs, renumbered)).toEqual([]);
  });

  it('adds the same new card only once', () => {
    const both = cards(...base, card(3, 'same'));
    expect(titles(mergeFindItCards(base, both, both).cards)).toEqual(['1 go', '2 stop', '3 same']);
  });

  it('drops a card one side removed and the other left, keeps one the other changed', () => {
    const mine = cards(card(2, 'stop'));
    const theirs = cards(card(1, 'go'), card(2, 'halt'));
    expect(titles(mergeFindItCards(base, mine, theirs).cards)).toEqual(['2 halt']);
    expect(
      titles(mergeFindItCards(base, cards(card(1, 'go!'), card(2, 'stop')), cards(card(2, 'stop'))).cards),
    ).toEqual(['1 go!', '2 stop']);
  });

  it('keeps mine where both changed one card, and my order when only I reordered', () => {
    const mine = cards(card(2, 'stop'), card(1, 'mine'));
    const theirs = cards(card(1, 'theirs'), card(2, 'stop'), card(3, 'new'));
    const merged = mergeFindItCards(base, mine, theirs).cards;
    expect(titles(merged)).toEqual(['2 stop', '3 new', '1 mine']);
    expect(titles(cardsLeftOut(merged, mine, theirs))).toEqual(['1 theirs']);
  });
});

describe('the cards a choice leaves out', () => {
  const mine = cards(...base, card(3, 'mine'));
  const theirs = cards(card(1, 'go'), card(3, 'theirs'));

  it('keeping mine leaves out the card they added; keeping theirs, mine and the card they removed', () => {
    expect(titles(cardsLeftOut(mine, mine, theirs))).toEqual(['3 theirs']);
    expect(titles(cardsLeftOut(theirs, mine, theirs))).toEqual(['2 stop', '3 mine']);
  });
});
