import { describe, expect, it } from 'vitest';
import { appPaths } from '#domain/app-paths';
import { isAppPagePath } from '#domain/app-routes';
import { printCards, withMatchingCopy } from '#domain/print-cards';
import { boardGrid, CARD_GRIDS, CARDS_PER_PAGE, PAPER_SIZES, paginate, printableArea } from '#domain/print-pages';

describe('paginate', () => {
  it('puts every card on exactly one page, in order, never more than the page holds', () => {
    const cards = Array.from({ length: 27 }, (_, index) => `card ${index + 1}`);
    for (const perPage of CARDS_PER_PAGE) {
      const pages = paginate(cards, perPage);
      expect(pages).toHaveLength(Math.ceil(cards.length / perPage));
      expect(pages.flat()).toEqual(cards);
      expect(pages.every((page) => page.length >= 1 && page.length <= perPage)).toBe(true);
    }
  });

  it('fills each page but the last', () => {
    expect(paginate([1, 2, 3, 4, 5, 6, 7, 8], 6)).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ]);
    expect(paginate([1, 2, 3, 4, 5, 6], 6)).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('gives no pages for no cards, and refuses a page that holds none', () => {
    expect(paginate([], 6)).toEqual([]);
    expect(() => paginate([1], 0)).toThrow(RangeError);
    expect(() => paginate([1], 2.5)).toThrow(RangeError);
  });
});

describe('the page layout', () => {
  it('has a grid cell for every card a page holds, no more', () => {
    for (const perPage of CARDS_PER_PAGE) {
      const { columns, rows } = CARD_GRIDS[perPage];
      expect(columns * rows).toBe(perPage);
    }
  });

  it('keeps at least 10 mm free at every edge of A4 and US Letter', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const area = printableArea(paper);
      expect(PAPER_SIZES[paper].widthMm - area.widthMm).toBeGreaterThanOrEqual(20);
      expect(PAPER_SIZES[paper].heightMm - area.heightMm).toBeGreaterThanOrEqual(20);
    }
  });

  it('lays a board of any number of words on one page, with a place for each', () => {
    for (const words of [1, 3, 4, 7, 12, 27, 40]) {
      const { columns, rows } = boardGrid(words);
      expect(columns * rows).toBeGreaterThanOrEqual(words);
      expect(columns * (rows - 1)).toBeLessThan(words);
      expect(columns).toBeLessThanOrEqual(rows);
    }
  });
});

const card = (findIndex: number, word: string, colour = '#ffe08a') => ({
  image: `/demo/symbols/${word}.svg`,
  title: word,
  findIndex,
  backgroundColor: colour,
});
const COURSE = [card(1, 'go'), card(2, 'stop', '#b9e3ff'), card(3, 'car'), card(4, 'bus'), card(5, 'ball')];
const illustration = (word: string, text = `Say “${word}”.`) => ({ image: `/demo/symbols/${word}.svg`, text });

describe('printCards', () => {
  const lesson = {
    sections: {
      findIt: { cardIndexes: [4, 1] },
      sayIt: { illustrations: [illustration('go'), illustration('ball'), { image: '/upload/wave.png', text: 'wave' }] },
    },
  };

  it('takes the find-it cards the lesson asks for, then its say-it words, each picture once, with the card’s colour', () => {
    expect(printCards(lesson, COURSE, 'lesson')).toEqual([
      { word: 'go', image: '/demo/symbols/go.svg', colour: '#ffe08a' },
      { word: 'bus', image: '/demo/symbols/bus.svg', colour: '#ffe08a' },
      { word: 'ball', image: '/demo/symbols/ball.svg', colour: '#ffe08a' },
      { word: 'wave', image: '/upload/wave.png', colour: '#ffffff' },
    ]);
  });

  it('takes every card of the course when asked to', () => {
    expect(printCards(lesson, COURSE, 'course').map((printed) => printed.word)).toEqual([
      'go',
      'stop',
      'car',
      'bus',
      'ball',
    ]);
  });

  it('leaves out illustrations with neither picture nor text', () => {
    const empty = { sections: { findIt: { cardIndexes: [] }, sayIt: { illustrations: [{ image: '', text: '' }] } } };
    expect(printCards(empty, COURSE, 'lesson')).toEqual([]);
  });

  it('adds a second copy of every card for matching', () => {
    expect(withMatchingCopy(['go', 'bus'])).toEqual(['go', 'bus', 'go', 'bus']);
  });
});

describe('the print page', () => {
  it('is one of the app’s pages, which the service worker answers offline with the app shell', () => {
    expect(isAppPagePath(appPaths.print('demo-core-words', 'demo-core-words-week-1'))).toBe(true);
  });
});
