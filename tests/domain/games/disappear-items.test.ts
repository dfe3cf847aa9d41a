import { describe, expect, it } from 'vitest';
import {
  type DisappearItemsEvent,
  type DisappearItemsState,
  disappearItemsReducer,
  initialDisappearItemsState,
  LEVEL_COMPLETE_TITLE,
  nextLabel,
  resultTitle,
  scatterItems,
  TIDY_MESSAGE,
} from '#domain/games/disappear-items';
import { gameArea, insetRect, isFullyInside, type Rect, rectAt, rectsOverlap } from '#domain/games/geometry';
import { FINISH_RESTART_LABEL, NEXT_LEVEL_LABEL, PLAY_AGAIN_LABEL, YOU_WIN_TITLE } from '#domain/games/texts';
import { DisappearItemsLevel } from '#domain/play-it';
import { seeded, sequence } from './random.ts';

const AREA = gameArea(1000);
const SIZE = { width: 208, height: 208 };

const level = (...names: string[]) =>
  DisappearItemsLevel.parse({ disappearImages: names.map((name) => ({ src: `/${name}.png`, alt: name })) });

const play = (state: DisappearItemsState, ...events: DisappearItemsEvent[]) =>
  events.reduce(disappearItemsReducer, state);
const clear = (id: number): DisappearItemsEvent[] => [
  { type: 'click', id },
  { type: 'fadeDone', id },
];
const start = (...levels: DisappearItemsLevel[]) => initialDisappearItemsState(levels, AREA, seeded(7));

describe('scatterItems', () => {
  const rectsOf = (count: number, area = AREA, seed = 42) =>
    scatterItems(count, area, seeded(seed)).map((position) => rectAt(position, SIZE));
  const overlapping = (rects: Rect[]) =>
    rects.some((rect, index) => rects.slice(index + 1).some((other) => rectsOverlap(rect, other)));

  it('keeps every item 48 px inside the play area', () => {
    const inner = insetRect(AREA, 48);
    for (const rect of rectsOf(12)) expect(isFullyInside(rect, inner)).toBe(true);
  });

  it('places as many items as fit (4 by 2 cells here) without overlap', () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(overlapping(rectsOf(8, AREA, seed))).toBe(false);
  });

  it('still places every item when they cannot all fit', () => {
    const small = gameArea(400, 400);
    const rects = rectsOf(6, small);
    expect(rects).toHaveLength(6);
    expect(overlapping(rects)).toBe(true);
    for (const rect of rects) expect(isFullyInside(rect, insetRect(small, 48))).toBe(true);
  });

  it('places the items where the random source says', () => {
    expect(rectsOf(3, AREA, 1)).not.toEqual(rectsOf(3, AREA, 2));
    expect(scatterItems(3, AREA, seeded(9))).toEqual(scatterItems(3, AREA, seeded(9)));
  });
});

describe('clicking items away', () => {
  it('fades a clicked item and removes it when the fade is done', () => {
    const fading = play(start(level('cup', 'sock')), { type: 'click', id: 0 });
    expect(fading.items.map((item) => item.status)).toEqual(['fading', 'visible']);
    const removed = play(fading, { type: 'fadeDone', id: 0 });
    expect(removed.items.map((item) => item.alt)).toEqual(['sock']);
    expect(removed.outcome).toBe('playing');
  });

  it('does not click a fading item twice', () => {
    const fading = play(start(level('cup', 'sock')), { type: 'click', id: 0 });
    expect(play(fading, { type: 'click', id: 0 })).toBe(fading);
  });

  it('ignores a fade end for an item that was not clicked', () => {
    const state = start(level('cup', 'sock'));
    expect(play(state, { type: 'fadeDone', id: 1 })).toBe(state);
    const removed = play(state, ...clear(0));
    expect(play(removed, { type: 'fadeDone', id: 0 })).toBe(removed);
  });
});

describe('levels', () => {
  it('completes a level when every item is gone and goes on to the next', () => {
    const done = play(start(level('cup', 'sock'), level('hat')), ...clear(1), ...clear(0));
    expect(done.outcome).toBe('levelComplete');
    expect(resultTitle(done)).toBe(LEVEL_COMPLETE_TITLE);
    expect(nextLabel(done)).toBe(NEXT_LEVEL_LABEL);
    const next = play(done, { type: 'next', random: sequence(0) });
    expect(next).toMatchObject({ levelIndex: 1, outcome: 'playing' });
    expect(next.items.map((item) => [item.alt, item.position, item.status])).toEqual([
      ['hat', scatterItems(1, AREA, sequence(0))[0], 'visible'],
    ]);
  });

  it('wins on the last level and restarts from the first', () => {
    const won = play(
      start(level('cup'), level('hat')),
      ...clear(0),
      { type: 'next', random: sequence(0) },
      ...clear(0),
    );
    expect(won.outcome).toBe('won');
    expect(resultTitle(won)).toBe(YOU_WIN_TITLE);
    expect(nextLabel(won)).toBe(FINISH_RESTART_LABEL);
    const again = play(won, { type: 'next', random: sequence(0) });
    expect(again).toMatchObject({ levelIndex: 0, outcome: 'playing' });
    expect(again.items.map((item) => item.alt)).toEqual(['cup']);
  });

  it('offers Play Again when the game has one level', () => {
    const won = play(start(level('cup')), ...clear(0));
    expect(won.outcome).toBe('won');
    expect(nextLabel(won)).toBe(PLAY_AGAIN_LABEL);
  });

  it('ignores Next while items are left and clicks after the level is done', () => {
    const state = start(level('cup', 'sock'));
    expect(play(state, { type: 'next', random: sequence(0) })).toBe(state);
    const done = play(start(level('cup'), level('hat')), ...clear(0));
    expect(play(done, { type: 'click', id: 0 })).toBe(done);
  });

  it('counts a level without images as done at once', () => {
    expect(start(level(), level('hat')).outcome).toBe('levelComplete');
  });
});

describe('texts', () => {
  it('uses the spec texts, en dash and emoji included', () => {
    expect(TIDY_MESSAGE).toBe('Great job \u2013 everything is tidy!');
    expect(YOU_WIN_TITLE).toBe('You Win! \u{1F389}');
    expect(LEVEL_COMPLETE_TITLE).toBe('Level Complete!');
  });
});

describe('resize', () => {
  it('keeps every item inside a narrower area', () => {
    const state = start(level('cup', 'sock', 'ball', 'book'));
    const narrow = gameArea(500);
    const resized = play(state, { type: 'resize', area: narrow });
    expect(resized.area).toEqual(narrow);
    expect(resized.items).toHaveLength(4);
    for (const item of resized.items) expect(isFullyInside(rectAt(item.position, SIZE), narrow)).toBe(true);
    const untouched = state.items.filter((item) => item.position.x + SIZE.width <= narrow.width);
    for (const item of untouched)
      expect(resized.items.find((other) => other.id === item.id)?.position).toEqual(item.position);
  });
});
