import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrintCard } from '#domain/print-cards';
import { CoreWordBoard } from '#features/print/core-word-board.tsx';
import { SymbolCardSheets } from '#features/print/symbol-card-sheets.tsx';

afterEach(cleanup);

const card = (word: string, colour = '#dff5d8'): PrintCard => ({ word, image: `/demo/symbols/${word}.svg`, colour });
const CARDS = ['go', 'stop', 'car', 'bus', 'ball', 'me', 'you', 'cup'].map((word) => card(word));

const sheets = () => screen.getAllByRole('region');
const wordsOn = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('figure')
    .map((figure) => figure.textContent);

describe('SymbolCardSheets', () => {
  it('lays the cards out on sheets of the chosen count, in order, each sheet named as its page', () => {
    render(<SymbolCardSheets cards={CARDS} perPage={6} paper="a4" />);
    expect(sheets().map((sheet) => sheet.getAttribute('aria-label'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(sheets().map(wordsOn)).toEqual([
      ['go', 'stop', 'car', 'bus', 'ball', 'me'],
      ['you', 'cup'],
    ]);
  });

  it('gives each card its colour and its picture, loaded at once so that it is on the paper', () => {
    render(<SymbolCardSheets cards={[card('go', 'rgb(255, 224, 138)')]} perPage={4} paper="letter" />);
    const figure = screen.getByRole('figure');
    expect(figure.style.backgroundColor).toBe('rgb(255, 224, 138)');
    const picture = figure.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/demo/symbols/go.svg');
    expect(picture?.getAttribute('loading')).toBe('eager');
  });
});

describe('CoreWordBoard', () => {
  it('puts every word of the lesson on one sheet under its title', () => {
    render(<CoreWordBoard title="Week 1 – Core word: go" cards={CARDS} paper="a4" />);
    expect(sheets()).toHaveLength(1);
    const [board] = sheets();
    if (!board) throw new Error('no board');
    expect(within(board).getByRole('heading', { name: 'Week 1 – Core word: go' })).toBeDefined();
    expect(wordsOn(board)).toEqual(CARDS.map((printed) => printed.word));
  });
});
