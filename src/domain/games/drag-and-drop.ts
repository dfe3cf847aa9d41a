import { DRAG_TARGET_HEIGHT_PX, DRAG_TARGET_WIDTH_PX, DROP_INSET_PX } from '#domain/constants';
import type { DragLevel, QuantityOperator } from '#domain/play-it';
import {
  applyGesture,
  canMove,
  DRAGGABLE_SIZE,
  type DragBoard,
  type DragGestureEvent,
  itemRect,
  placeChosenAt,
  raiseItem,
  resizeBoard,
  toPlayItems,
} from './drag-board.ts';
import {
  centredIn,
  clampRect,
  gridFor,
  initialGridLayout,
  insetRect,
  isPlaced,
  type Point,
  type Random,
  type Rect,
  randomPosition,
  rectAt,
  type Size,
} from './geometry.ts';

/** Multiple, quantity and free-move drag-and-drop: one machine, three ways to check. */

export type DragMode = 'multiple' | 'quantity' | 'free-move';
export type DragOutcome = 'playing' | 'correct' | 'incorrect' | 'finished';

export const WELL_DONE_TITLE = '✅ Well Done!';
export const TRY_AGAIN_TITLE = '❌ Try Again!';
export const GAME_FINISHED_TEXT = 'You have finished the game!';
export const AUDIO_LOAD_ERROR = 'Failed to load audio';
export const AUDIO_PLAY_ERROR = 'Failed to play audio';
export const AUDIO_CONTROL_ERROR = 'Failed to control audio';

export const TARGET_SIZE: Size = { width: DRAG_TARGET_WIDTH_PX, height: DRAG_TARGET_HEIGHT_PX };

export interface DragAndDropState extends DragBoard {
  readonly mode: DragMode;
  readonly levels: readonly DragLevel[];
  readonly levelIndex: number;
  /** Null only in free-move mode on a level without a target image. */
  readonly target: Rect | null;
  /** The item tapped for tap-to-place. */
  readonly selectedId: string | null;
  readonly outcome: DragOutcome;
}

export type DragAndDropEvent =
  | DragGestureEvent
  | { readonly type: 'select'; readonly itemId: string }
  | { readonly type: 'place' }
  /** Tap-to-move (a tap on the play area, or a place chosen by switch): the chosen item goes there. */
  | { readonly type: 'placeAt'; readonly position: Point }
  | { readonly type: 'check' }
  | { readonly type: 'tryAgain' }
  | { readonly type: 'next'; readonly random: Random }
  /** The play area changed size (window resized, tablet turned, a scroll bar came or went). */
  | { readonly type: 'resize'; readonly area: Rect; readonly random: Random };

export function compareQuantity(count: number, amount: number, operator: QuantityOperator): boolean {
  switch (operator) {
    case 'less-than':
      return count < amount;
    case 'equal-to':
      return count === amount;
    case 'more-than':
      return count >= amount;
  }
}

/** What the quantity game asks for, shown with its question: 'Put in exactly 3', 'Put in 3 or more'. */
export function quantityGoal(amount: number, operator: QuantityOperator): string {
  switch (operator) {
    case 'less-than':
      return `Put in fewer than ${amount}`;
    case 'equal-to':
      return `Put in exactly ${amount}`;
    case 'more-than':
      return `Put in ${amount} or more`;
  }
}

export function hasTarget(mode: DragMode, level: DragLevel): boolean {
  return mode !== 'free-move' || level.targetItem !== '';
}

/**
 * Draggables start in the spec's grid at the left; the grid's columns are chosen from the width the
 * target leaves free. The target sits centred in the space right of the grid, or at a random spot
 * there (20 px from its edges) when the level asks for a random target position.
 */
function targetRect(level: DragLevel, area: Rect, random: Random): Rect {
  const grid = gridFor(area.width - DRAG_TARGET_WIDTH_PX);
  const gridWidth = grid.columns * grid.columnWidth;
  const zone = { x: area.x + gridWidth, y: area.y, width: area.width - gridWidth, height: area.height };
  const position = level.randomTargetPosition
    ? randomPosition(zone, TARGET_SIZE, random)
    : centredIn(zone, TARGET_SIZE);
  return rectAt(position, TARGET_SIZE);
}

function levelState(
  mode: DragMode,
  levels: readonly DragLevel[],
  levelIndex: number,
  area: Rect,
  random: Random,
): DragAndDropState {
  const level: DragLevel | undefined = levels[levelIndex];
  const draggables = level?.draggableItems ?? [];
  const positions = initialGridLayout(
    draggables.length,
    area.width - DRAG_TARGET_WIDTH_PX,
    area.height,
    DRAGGABLE_SIZE.height,
  ).map((point) => ({
    x: area.x + point.x,
    y: area.y + point.y,
  }));
  return {
    mode,
    levels,
    levelIndex,
    area,
    items: toPlayItems(draggables, positions),
    gesture: null,
    target: level && hasTarget(mode, level) ? targetRect(level, area, random) : null,
    selectedId: null,
    outcome: 'playing',
  };
}

export function initialDragAndDropState(
  mode: DragMode,
  levels: readonly DragLevel[],
  area: Rect,
  random: Random,
): DragAndDropState {
  return levelState(mode, levels, 0, area, random);
}

export function currentLevel(state: DragAndDropState): DragLevel | undefined {
  return state.levels[state.levelIndex];
}

export function isLastLevel(state: { readonly levels: readonly unknown[]; readonly levelIndex: number }): boolean {
  return state.levelIndex >= state.levels.length - 1;
}

/** Ids of the items inside the shrunk target; without a target, of every item the learner has dragged. */
export function placedItemIds(state: DragAndDropState): string[] {
  const { target } = state;
  return state.items.filter((item) => (target ? isPlaced(itemRect(item), target) : item.moved)).map((item) => item.id);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export function isSolved(state: DragAndDropState): boolean {
  const level = currentLevel(state);
  if (!level) return false;
  const placed = placedItemIds(state);
  switch (state.mode) {
    case 'multiple':
      return sameIds(placed, level.correctItems);
    case 'quantity':
      return compareQuantity(placed.length, level.amount, level.quantityOperator);
    case 'free-move':
      if (!state.target || level.correctItems.length === 0) return placed.length > 0;
      return sameIds(placed, level.correctItems);
  }
}

/**
 * Where tap-to-place puts the n-th item in the shrunk target, as fractions of the room the target
 * leaves around an item: the middle first, then the corners and edges, so no item hides another.
 */
const PLACE_SPOTS: readonly (readonly [number, number])[] = [
  [0.5, 0.5],
  [0, 0],
  [1, 1],
  [1, 0],
  [0, 1],
  [0.5, 0],
  [0.5, 1],
  [0, 0.5],
  [1, 0.5],
];

function placeSelected(state: DragAndDropState): DragAndDropState {
  const { selectedId, target } = state;
  if (!selectedId || !target) return state;
  const inside = insetRect(target, DROP_INSET_PX);
  const alreadyPlaced = placedItemIds(state).filter((id) => id !== selectedId).length;
  const [across, down] = PLACE_SPOTS[alreadyPlaced % PLACE_SPOTS.length] ?? [0.5, 0.5];
  const position = {
    x: inside.x + across * Math.max(0, inside.width - DRAGGABLE_SIZE.width),
    y: inside.y + down * Math.max(0, inside.height - DRAGGABLE_SIZE.height),
  };
  return { ...state, items: raiseItem(state.items, selectedId, position, true), selectedId: null };
}

/**
 * A level nobody has touched yet is laid out afresh for the new size (grid and target as at its
 * start); otherwise everything stays where it is, moved just enough to stay inside the area.
 */
function resized(state: DragAndDropState, area: Rect, random: Random): DragAndDropState {
  const untouched = state.outcome === 'playing' && !state.gesture && state.items.every((item) => !item.moved);
  if (untouched) {
    return { ...levelState(state.mode, state.levels, state.levelIndex, area, random), selectedId: state.selectedId };
  }
  return { ...resizeBoard(state, area), target: state.target && clampRect(state.target, area) };
}

export function dragAndDropReducer(state: DragAndDropState, event: DragAndDropEvent): DragAndDropState {
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
    case 'place':
      return state.outcome === 'playing' ? placeSelected(state) : state;
    case 'placeAt':
      return state.outcome === 'playing' ? placeChosenAt(state, event.position) : state;
    case 'check': {
      if (state.outcome !== 'playing') return state;
      const outcome = !isSolved(state) ? 'incorrect' : isLastLevel(state) ? 'finished' : 'correct';
      return { ...state, outcome, gesture: null, selectedId: null };
    }
    case 'tryAgain':
      return state.outcome === 'incorrect' ? { ...state, outcome: 'playing' } : state;
    case 'next':
      if (state.outcome !== 'correct') return state;
      return levelState(state.mode, state.levels, state.levelIndex + 1, state.area, event.random);
    case 'resize':
      return resized(state, event.area, event.random);
  }
}
