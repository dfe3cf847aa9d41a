import { DISAPPEAR_IMAGE_SIZE_PX, DISAPPEAR_MARGIN_PX } from '#domain/constants';
import type { DisappearItemsLevel } from '#domain/play-it';
import {
  clampRect,
  insetRect,
  type Point,
  type Random,
  type Rect,
  randomPosition,
  rectAt,
  type Size,
} from './geometry.ts';
import { FINISH_RESTART_LABEL, NEXT_LEVEL_LABEL, PLAY_AGAIN_LABEL, YOU_WIN_TITLE } from './texts.ts';

/** Disappear items: click every object; it fades (the view waits DISAPPEAR_FADE_MS) and is removed. */

export type DisappearOutcome = 'playing' | 'levelComplete' | 'won';

export const LEVEL_COMPLETE_TITLE = 'Level Complete!';
export const TIDY_MESSAGE = 'Great job – everything is tidy!';

export const DISAPPEAR_ITEM_SIZE: Size = { width: DISAPPEAR_IMAGE_SIZE_PX, height: DISAPPEAR_IMAGE_SIZE_PX };

export interface DisappearItem {
  /** The index of the image in the level's disappearImages. */
  readonly id: number;
  readonly src: string;
  readonly alt: string;
  /** Top-left corner in the play area. */
  readonly position: Point;
  readonly status: 'visible' | 'fading';
}

export interface DisappearItemsState {
  readonly levels: readonly DisappearItemsLevel[];
  readonly levelIndex: number;
  readonly area: Rect;
  /** Items still on screen; removed items are gone from the list. */
  readonly items: readonly DisappearItem[];
  readonly outcome: DisappearOutcome;
}

export type DisappearItemsEvent =
  | { readonly type: 'click'; readonly id: number }
  | { readonly type: 'fadeDone'; readonly id: number }
  | { readonly type: 'next'; readonly random: Random }
  /** The play area changed size (window or tablet resized): every item stays inside it. */
  | { readonly type: 'resize'; readonly area: Rect };

function shuffled<T>(values: readonly T[], random: Random): T[] {
  const result = [...values];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const picked = result[other] as T;
    result[other] = result[index] as T;
    result[index] = picked;
  }
  return result;
}

/**
 * Random spots 48 px inside the area. The inner area is cut into as many 208 px cells as fit; each
 * item takes a different random cell and a random spot in it, so items never overlap while they fit.
 * Items beyond the number of cells go to random spots anywhere inside, overlapping the others.
 */
export function scatterItems(count: number, area: Rect, random: Random): Point[] {
  const inner = insetRect(area, DISAPPEAR_MARGIN_PX);
  const columns = Math.floor(inner.width / DISAPPEAR_IMAGE_SIZE_PX);
  const rows = Math.floor(inner.height / DISAPPEAR_IMAGE_SIZE_PX);
  const cellSize = { width: inner.width / columns, height: inner.height / rows };
  const cells = shuffled(
    Array.from({ length: columns * rows }, (_, cell) => cell),
    random,
  );
  return Array.from({ length: count }, (_, item) => {
    const cell = cells[item];
    if (cell === undefined) return randomPosition(area, DISAPPEAR_ITEM_SIZE, random, DISAPPEAR_MARGIN_PX);
    const corner = {
      x: inner.x + (cell % columns) * cellSize.width,
      y: inner.y + Math.floor(cell / columns) * cellSize.height,
    };
    return randomPosition(rectAt(corner, cellSize), DISAPPEAR_ITEM_SIZE, random, 0);
  });
}

function isLast(levels: readonly unknown[], levelIndex: number): boolean {
  return levelIndex >= levels.length - 1;
}

function clearedOutcome(levels: readonly unknown[], levelIndex: number): DisappearOutcome {
  return isLast(levels, levelIndex) ? 'won' : 'levelComplete';
}

function levelState(
  levels: readonly DisappearItemsLevel[],
  levelIndex: number,
  area: Rect,
  random: Random,
): DisappearItemsState {
  const images = levels[levelIndex]?.disappearImages ?? [];
  const positions = scatterItems(images.length, area, random);
  const items = images.map((image, id) => ({
    id,
    src: image.src,
    alt: image.alt,
    position: positions[id] ?? { x: area.x, y: area.y },
    status: 'visible' as const,
  }));
  return {
    levels,
    levelIndex,
    area,
    items,
    outcome: items.length > 0 ? 'playing' : clearedOutcome(levels, levelIndex),
  };
}

export function initialDisappearItemsState(
  levels: readonly DisappearItemsLevel[],
  area: Rect,
  random: Random,
): DisappearItemsState {
  return levelState(levels, 0, area, random);
}

export function currentLevel(state: DisappearItemsState): DisappearItemsLevel | undefined {
  return state.levels[state.levelIndex];
}

export function resultTitle(state: DisappearItemsState): string {
  return state.outcome === 'won' ? YOU_WIN_TITLE : LEVEL_COMPLETE_TITLE;
}

/** 'Next Level' before the last level; on it 'Finish / Restart', or 'Play Again' for a one-level game. */
export function nextLabel(state: DisappearItemsState): string {
  if (!isLast(state.levels, state.levelIndex)) return NEXT_LEVEL_LABEL;
  return state.levels.length > 1 ? FINISH_RESTART_LABEL : PLAY_AGAIN_LABEL;
}

export function disappearItemsReducer(state: DisappearItemsState, event: DisappearItemsEvent): DisappearItemsState {
  switch (event.type) {
    case 'click': {
      if (
        state.outcome !== 'playing' ||
        !state.items.some((item) => item.id === event.id && item.status === 'visible')
      ) {
        return state;
      }
      return {
        ...state,
        items: state.items.map((item) => (item.id === event.id ? { ...item, status: 'fading' } : item)),
      };
    }
    case 'fadeDone': {
      if (!state.items.some((item) => item.id === event.id && item.status === 'fading')) return state;
      const items = state.items.filter((item) => item.id !== event.id);
      const outcome = items.length > 0 ? state.outcome : clearedOutcome(state.levels, state.levelIndex);
      return { ...state, items, outcome };
    }
    case 'next': {
      if (state.outcome === 'playing') return state;
      const levelIndex = state.outcome === 'won' ? 0 : state.levelIndex + 1;
      return levelState(state.levels, levelIndex, state.area, event.random);
    }
    case 'resize':
      return {
        ...state,
        area: event.area,
        items: state.items.map((item) => {
          const { x, y } = clampRect(rectAt(item.position, DISAPPEAR_ITEM_SIZE), event.area);
          return { ...item, position: { x, y } };
        }),
      };
  }
}
