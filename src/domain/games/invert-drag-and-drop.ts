import type { DragLevel } from '#domain/play-it';
import { type DragOutcome, isLastLevel, TARGET_SIZE } from './drag-and-drop.ts';
import {
  applyGesture,
  canMove,
  DRAGGABLE_SIZE,
  type DragBoard,
  type DragGestureEvent,
  itemRect,
  type PlayItem,
  placeChosenAt,
  resizeBoard,
  toPlayItems,
} from './drag-board.ts';
import {
  centredIn,
  clampRect,
  type Point,
  type Random,
  type Rect,
  randomPosition,
  rectAt,
  rectsOverlap,
} from './geometry.ts';

/** Invert drag-and-drop: every item starts inside the target and must be dragged out of it. */

export type TargetLayer = 'target' | 'falseTarget';

export interface InvertItem extends PlayItem {
  /** Where the item starts, relative to the target's top-left corner. */
  readonly startOffset: Point;
}

export interface InvertDragState extends DragBoard {
  readonly items: readonly InvertItem[];
  readonly levels: readonly DragLevel[];
  readonly levelIndex: number;
  readonly target: Rect;
  /** Target and false target share the target rectangle; painted bottom first. */
  readonly layers: readonly [TargetLayer, TargetLayer];
  /** The item tapped for tap-to-move (tap an item, then tap where it should go). */
  readonly selectedId: string | null;
  readonly outcome: DragOutcome;
  /** After a wrong answer: the items that still overlapped the target, so the learner sees which. */
  readonly stillInside: readonly string[];
}

export type InvertDragEvent =
  | DragGestureEvent
  | { readonly type: 'select'; readonly itemId: string }
  /** Tap-to-move: the tapped item goes with its centre to `position` (kept inside the area). */
  | { readonly type: 'placeAt'; readonly position: Point }
  | { readonly type: 'check'; readonly random: Random }
  | { readonly type: 'tryAgain' }
  | { readonly type: 'next'; readonly random: Random }
  /** The play area changed size (window resized, tablet turned, a scroll bar came or went). */
  | { readonly type: 'resize'; readonly area: Rect; readonly random: Random };

const TARGET_BOX: Rect = rectAt({ x: 0, y: 0 }, TARGET_SIZE);

/** Centred in the area, or at a random spot 20 px from its edges when the level asks for it. */
function targetPosition(level: DragLevel | undefined, area: Rect, random: Random): Point {
  return level?.randomTargetPosition ? randomPosition(area, TARGET_SIZE, random) : centredIn(area, TARGET_SIZE);
}

function itemsAtStart(items: readonly InvertItem[], target: Point): InvertItem[] {
  return items.map((item) => ({
    ...item,
    position: { x: target.x + item.startOffset.x, y: target.y + item.startOffset.y },
    moved: false,
  }));
}

function levelState(levels: readonly DragLevel[], levelIndex: number, area: Rect, random: Random): InvertDragState {
  const level: DragLevel | undefined = levels[levelIndex];
  const target = rectAt(targetPosition(level, area, random), TARGET_SIZE);
  const layers: InvertDragState['layers'] = random() < 0.5 ? ['target', 'falseTarget'] : ['falseTarget', 'target'];
  const items = toPlayItems(level?.draggableItems ?? [], []).map((item) => ({
    ...item,
    startOffset: randomPosition(TARGET_BOX, DRAGGABLE_SIZE, random),
  }));
  return {
    levels,
    levelIndex,
    area,
    target,
    layers,
    items: itemsAtStart(items, target),
    gesture: null,
    selectedId: null,
    outcome: 'playing',
    stillInside: [],
  };
}

export function initialInvertDragState(levels: readonly DragLevel[], area: Rect, random: Random): InvertDragState {
  return levelState(levels, 0, area, random);
}

export function currentLevel(state: InvertDragState): DragLevel | undefined {
  return state.levels[state.levelIndex];
}

/** The movable items that overlap the target rectangle (touching its edge is outside). */
export function itemsInside(state: InvertDragState): string[] {
  return state.items
    .filter((item) => item.draggable && rectsOverlap(itemRect(item), state.target))
    .map((item) => item.id);
}

/** Correct when no movable item overlaps the target rectangle. */
export function isSolved(state: InvertDragState): boolean {
  return itemsInside(state).length === 0;
}

function checked(state: InvertDragState, random: Random): InvertDragState {
  const stillInside = itemsInside(state);
  if (stillInside.length === 0) {
    return { ...state, gesture: null, selectedId: null, outcome: isLastLevel(state) ? 'finished' : 'correct' };
  }
  const target = currentLevel(state)?.randomTargetPosition
    ? rectAt(randomPosition(state.area, TARGET_SIZE, random), TARGET_SIZE)
    : state.target;
  return { ...state, target, gesture: null, selectedId: null, outcome: 'incorrect', stillInside };
}

/**
 * Before anything moved, the target is placed afresh for the new size with the items at their
 * start spots in it; otherwise everything stays, moved just enough to stay inside the area.
 */
function resized(state: InvertDragState, area: Rect, random: Random): InvertDragState {
  const untouched = state.outcome === 'playing' && !state.gesture && state.items.every((item) => !item.moved);
  if (!untouched) return { ...resizeBoard(state, area), target: clampRect(state.target, area) };
  const target = rectAt(targetPosition(currentLevel(state), area, random), TARGET_SIZE);
  return { ...state, area, target, items: itemsAtStart(state.items, target) };
}

export function invertDragReducer(state: InvertDragState, event: InvertDragEvent): InvertDragState {
  switch (event.type) {
    case 'dragStart':
    case 'dragMove':
    case 'drop':
    case 'dragCancel': {
      if (state.outcome !== 'playing') return state;
      const next = applyGesture(state, event);
      return next !== state && event.type === 'dragStart' ? { ...next, selectedId: null } : next;
    }
    case 'select':
      if (state.outcome !== 'playing' || state.gesture || !canMove(state.items, event.itemId)) return state;
      return { ...state, selectedId: state.selectedId === event.itemId ? null : event.itemId };
    case 'placeAt':
      return state.outcome === 'playing' ? placeChosenAt(state, event.position) : state;
    case 'check':
      return state.outcome === 'playing' ? checked(state, event.random) : state;
    case 'tryAgain':
      if (state.outcome !== 'incorrect') return state;
      return { ...state, items: itemsAtStart(state.items, state.target), outcome: 'playing', stillInside: [] };
    case 'next':
      return state.outcome === 'correct'
        ? levelState(state.levels, state.levelIndex + 1, state.area, event.random)
        : state;
    case 'resize':
      return resized(state, event.area, event.random);
  }
}
