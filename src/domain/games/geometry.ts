import { DROP_INSET_PX, GAME_AREA_HEIGHT_PX, RANDOM_PLACEMENT_MARGIN_PX } from '#domain/constants';

/** A source of numbers in [0, 1), injected so that the rules stay deterministic in tests. */
export type Random = () => number;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** An axis-aligned rectangle: top-left corner plus size, in the game area's pixels. */
export interface Rect extends Point, Size {}

/** The play area of a game: its top-left corner is the origin of every position in it. */
export function gameArea(width: number, height: number = GAME_AREA_HEIGHT_PX): Rect {
  return { x: 0, y: 0, width, height };
}

export function rectAt(position: Point, size: Size): Rect {
  return { x: position.x, y: position.y, width: size.width, height: size.height };
}

export function squareAround(centre: Point, side: number): Rect {
  return { x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side };
}

/** The position that puts a rectangle of `size` in the middle of `outer`. */
export function centredIn(outer: Rect, size: Size): Point {
  return { x: outer.x + (outer.width - size.width) / 2, y: outer.y + (outer.height - size.height) / 2 };
}

/** The rectangle shrunk by `inset` on each side (never below zero size). */
export function insetRect(rect: Rect, inset: number): Rect {
  return {
    x: rect.x + inset,
    y: rect.y + inset,
    width: Math.max(0, rect.width - 2 * inset),
    height: Math.max(0, rect.height - 2 * inset),
  };
}

/** Edges may touch: a rectangle exactly as large as `outer` is fully inside it. */
export function isFullyInside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Drag-and-drop: an item is placed when it lies fully inside the target shrunk by 48 px on each side. */
export function isPlaced(itemRect: Rect, targetRect: Rect): boolean {
  return isFullyInside(itemRect, insetRect(targetRect, DROP_INSET_PX));
}

/** Rectangles that only touch along an edge do not overlap. */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

/** The fraction of a's area that b covers (0 for an empty a). */
export function overlapFraction(a: Rect, b: Rect): number {
  const area = a.width * a.height;
  return area > 0 ? overlapArea(a, b) / area : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

export function clampPoint(point: Point, area: Rect): Point {
  return { x: clamp(point.x, area.x, area.x + area.width), y: clamp(point.y, area.y, area.y + area.height) };
}

/** Moves the rectangle into the area; one larger than the area keeps to its top-left corner. */
export function clampRect(rect: Rect, area: Rect): Rect {
  return {
    ...rect,
    x: Math.max(area.x, Math.min(rect.x, area.x + area.width - rect.width)),
    y: Math.max(area.y, Math.min(rect.y, area.y + area.height - rect.height)),
  };
}

export interface GridLayout {
  readonly columns: number;
  readonly columnWidth: number;
  readonly rowHeight: number;
}

export const WIDE_GRID: GridLayout = { columns: 3, columnWidth: 250, rowHeight: 200 };
export const NARROW_GRID: GridLayout = { columns: 2, columnWidth: 190, rowHeight: 145 };

/** Three columns of 250 px when all three fit in the available width (750 px or more), else two of 190 px. */
export function gridFor(availableWidth: number): GridLayout {
  return availableWidth >= WIDE_GRID.columns * WIDE_GRID.columnWidth ? WIDE_GRID : NARROW_GRID;
}

/**
 * The top-left corners of `count` draggables laid out row by row in the grid that fits
 * `availableWidth`. When more rows than fit in `areaHeight` are needed, the rows come closer so
 * the last one still lies wholly in the area: pictures laid out below it would be hidden from the
 * learner, and a level asking for one of them could never be finished.
 */
export function initialGridLayout(
  count: number,
  availableWidth: number,
  areaHeight: number,
  itemHeight: number,
): Point[] {
  const grid = gridFor(availableWidth);
  const rows = Math.ceil(count / grid.columns);
  const rowHeight = rows > 1 ? Math.min(grid.rowHeight, Math.max(0, areaHeight - itemHeight) / (rows - 1)) : 0;
  return Array.from({ length: count }, (_, index) => ({
    x: (index % grid.columns) * grid.columnWidth,
    y: Math.floor(index / grid.columns) * rowHeight,
  }));
}

function randomOffset(room: number, size: number, margin: number, random: Random): number {
  const range = room - size - 2 * margin;
  return range < 0 ? (room - size) / 2 : margin + random() * range;
}

/**
 * A random top-left corner that keeps a `size` rectangle inside the area with `margin` to every edge.
 * Along an axis without room for the margins the rectangle is centred instead.
 */
export function randomPosition(
  area: Rect,
  size: Size,
  random: Random,
  margin: number = RANDOM_PLACEMENT_MARGIN_PX,
): Point {
  return {
    x: area.x + randomOffset(area.width, size.width, margin, random),
    y: area.y + randomOffset(area.height, size.height, margin, random),
  };
}
