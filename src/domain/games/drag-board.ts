import { DRAGGABLE_SIZE_PX } from '#domain/constants';
import type { DraggableItem } from '#domain/play-it';
import { clampRect, type Point, type Rect, rectAt, type Size } from './geometry.ts';

/** The shared pointer handling of the drag-and-drop games: items that move inside the play area. */

export const DRAGGABLE_SIZE: Size = { width: DRAGGABLE_SIZE_PX, height: DRAGGABLE_SIZE_PX };

export interface PlayItem {
  readonly id: string;
  readonly url: string;
  /** Items with `draggable: false` never move. */
  readonly draggable: boolean;
  /** Top-left corner in the play area. */
  readonly position: Point;
  /** Whether the learner has dragged or placed it since the level started. */
  readonly moved: boolean;
}

export interface DragGesture {
  readonly itemId: string;
  /** Where the item was when the drag started, for a cancelled drag. */
  readonly origin: Point;
}

export interface DragBoard {
  readonly area: Rect;
  /** In paint order: the last item is drawn on top. */
  readonly items: readonly PlayItem[];
  readonly gesture: DragGesture | null;
}

export type DragGestureEvent =
  | { readonly type: 'dragStart'; readonly itemId: string }
  | { readonly type: 'dragMove'; readonly itemId: string; readonly position: Point }
  | { readonly type: 'drop'; readonly itemId: string; readonly position: Point }
  | { readonly type: 'dragCancel' };

export function toPlayItems(items: readonly DraggableItem[], positions: readonly Point[]): PlayItem[] {
  return items.map((item, index) => ({
    id: item.id,
    url: item.url,
    draggable: item.draggable !== false,
    position: positions[index] ?? { x: 0, y: 0 },
    moved: false,
  }));
}

export function itemRect(item: PlayItem): Rect {
  return rectAt(item.position, DRAGGABLE_SIZE);
}

export function canMove(items: readonly PlayItem[], itemId: string): boolean {
  return items.some((item) => item.id === itemId && item.draggable);
}

/** Keeps a dragged item's top-left corner where the whole item stays inside the area. */
function clampItemPosition(position: Point, area: Rect): Point {
  const { x, y } = clampRect(rectAt(position, DRAGGABLE_SIZE), area);
  return { x, y };
}

/** Puts the item at `position` and on top of the others. */
export function raiseItem<I extends PlayItem>(
  items: readonly I[],
  itemId: string,
  position: Point,
  moved: boolean,
): I[] {
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) return [...items];
  const others = items.filter((candidate) => candidate !== item);
  return [...others, { ...item, position, moved: item.moved || moved }];
}

/**
 * Tap-to-move: the item the learner chose goes with its centre to `centre` (kept inside the area),
 * on top of the others, and is no longer chosen. Without a chosen item nothing changes.
 */
export function placeChosenAt<S extends DragBoard & { readonly selectedId: string | null }>(
  state: S,
  centre: Point,
): S {
  const { selectedId } = state;
  if (!selectedId) return state;
  const corner = { x: centre.x - DRAGGABLE_SIZE.width / 2, y: centre.y - DRAGGABLE_SIZE.height / 2 };
  return {
    ...state,
    items: raiseItem(state.items, selectedId, clampItemPosition(corner, state.area), true),
    selectedId: null,
  };
}

/** The board in a play area of a new size (the window or tablet was resized): every item stays inside. */
export function resizeBoard<S extends DragBoard>(state: S, area: Rect): S {
  return {
    ...state,
    area,
    items: state.items.map((item) => ({ ...item, position: clampItemPosition(item.position, area) })),
  };
}

function draggedItem(state: DragBoard, itemId: string): PlayItem | undefined {
  return state.gesture?.itemId === itemId ? state.items.find((item) => item.id === itemId) : undefined;
}

/** The next board after a pointer event; events for items that cannot move leave it unchanged. */
export function applyGesture<S extends DragBoard>(state: S, event: DragGestureEvent): S {
  switch (event.type) {
    case 'dragStart': {
      const item = state.items.find((candidate) => candidate.id === event.itemId && candidate.draggable);
      if (!item || state.gesture) return state;
      return {
        ...state,
        items: raiseItem(state.items, item.id, item.position, false),
        gesture: { itemId: item.id, origin: item.position },
      };
    }
    case 'dragMove':
      if (!draggedItem(state, event.itemId)) return state;
      return {
        ...state,
        items: raiseItem(state.items, event.itemId, clampItemPosition(event.position, state.area), false),
      };
    case 'drop':
      if (!draggedItem(state, event.itemId)) return state;
      return {
        ...state,
        items: raiseItem(state.items, event.itemId, clampItemPosition(event.position, state.area), true),
        gesture: null,
      };
    case 'dragCancel':
      if (!state.gesture) return state;
      return {
        ...state,
        items: raiseItem(state.items, state.gesture.itemId, state.gesture.origin, false),
        gesture: null,
      };
  }
}
