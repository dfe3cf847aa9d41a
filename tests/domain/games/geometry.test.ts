import { describe, expect, it } from 'vitest';
import {
  centredIn,
  clampPoint,
  clampRect,
  gameArea,
  gridFor,
  initialGridLayout,
  insetRect,
  isFullyInside,
  isPlaced,
  NARROW_GRID,
  overlapArea,
  overlapFraction,
  randomPosition,
  rectsOverlap,
  squareAround,
  WIDE_GRID,
} from '#domain/games/geometry';
import { sequence } from './random.ts';

const target = { x: 100, y: 50, width: 400, height: 480 };
const item = (x: number, y: number) => ({ x, y, width: 256, height: 256 });

describe('insetRect and isFullyInside', () => {
  it('shrinks a rectangle on every side', () => {
    expect(insetRect(target, 48)).toEqual({ x: 148, y: 98, width: 304, height: 384 });
  });

  it('never shrinks below zero size', () => {
    expect(insetRect({ x: 0, y: 0, width: 50, height: 80 }, 48)).toEqual({ x: 48, y: 48, width: 0, height: 0 });
  });

  it('counts touching edges as inside', () => {
    expect(isFullyInside(target, target)).toBe(true);
    expect(isFullyInside({ ...target, width: 401 }, target)).toBe(false);
  });
});

describe('isPlaced (48 px drop inset)', () => {
  it('accepts an item exactly at the inset on the top-left', () => {
    expect(isPlaced(item(148, 98), target)).toBe(true);
  });

  it('accepts an item exactly at the inset on the bottom-right', () => {
    expect(isPlaced(item(196, 226), target)).toBe(true);
  });

  it('refuses an item 1 px beyond the inset on any side', () => {
    expect(isPlaced(item(147, 98), target)).toBe(false);
    expect(isPlaced(item(148, 97), target)).toBe(false);
    expect(isPlaced(item(197, 226), target)).toBe(false);
    expect(isPlaced(item(196, 227), target)).toBe(false);
  });

  it('refuses an item fully inside the target but inside its 48 px border', () => {
    expect(isFullyInside(item(120, 60), target)).toBe(true);
    expect(isPlaced(item(120, 60), target)).toBe(false);
  });
});

describe('overlap', () => {
  const a = { x: 0, y: 0, width: 200, height: 200 };

  it('does not count rectangles that only touch along an edge', () => {
    expect(rectsOverlap(a, { x: 200, y: 0, width: 10, height: 10 })).toBe(false);
    expect(rectsOverlap(a, { x: 0, y: 200, width: 10, height: 10 })).toBe(false);
  });

  it('counts a 1 px overlap', () => {
    expect(rectsOverlap(a, { x: 199, y: 199, width: 10, height: 10 })).toBe(true);
  });

  it('measures the shared area and the covered fraction of the first rectangle', () => {
    const b = { x: 100, y: 0, width: 400, height: 400 };
    expect(overlapArea(a, b)).toBe(20_000);
    expect(overlapFraction(a, b)).toBe(0.5);
    expect(overlapFraction(b, a)).toBe(0.125);
  });

  it('gives no overlap for separate rectangles', () => {
    expect(overlapArea(a, { x: 300, y: 300, width: 10, height: 10 })).toBe(0);
    expect(overlapFraction(a, { x: 300, y: 300, width: 10, height: 10 })).toBe(0);
  });
});

describe('clamping, centring and squares', () => {
  const area = gameArea(1000, 550);

  it('builds the play area at the origin with the spec height by default', () => {
    expect(gameArea(900)).toEqual({ x: 0, y: 0, width: 900, height: 550 });
  });

  it('clamps a point into the area', () => {
    expect(clampPoint({ x: -5, y: 600 }, area)).toEqual({ x: 0, y: 550 });
    expect(clampPoint({ x: 30, y: 40 }, area)).toEqual({ x: 30, y: 40 });
  });

  it('moves a rectangle back inside the area', () => {
    expect(clampRect(item(900, -10), area)).toEqual(item(744, 0));
    expect(clampRect(item(10, 20), area)).toEqual(item(10, 20));
  });

  it('keeps a rectangle larger than the area at its top-left corner', () => {
    expect(clampRect({ x: 50, y: 50, width: 2000, height: 100 }, area)).toEqual({
      x: 0,
      y: 50,
      width: 2000,
      height: 100,
    });
  });

  it('centres a size in a rectangle and a square around a point', () => {
    expect(centredIn(target, { width: 256, height: 256 })).toEqual({ x: 172, y: 162 });
    expect(squareAround({ x: 100, y: 100 }, 200)).toEqual({ x: 0, y: 0, width: 200, height: 200 });
  });
});

describe('initial grid layout', () => {
  it('uses three columns of 250 px when 750 px are available', () => {
    expect(gridFor(750)).toBe(WIDE_GRID);
    expect(initialGridLayout(4, 750, 550, 256)).toEqual([
      { x: 0, y: 0 },
      { x: 250, y: 0 },
      { x: 500, y: 0 },
      { x: 0, y: 200 },
    ]);
  });

  it('uses two columns of 190 px with 145 px rows below 750 px', () => {
    expect(gridFor(749)).toBe(NARROW_GRID);
    expect(initialGridLayout(3, 749, 550, 256)).toEqual([
      { x: 0, y: 0 },
      { x: 190, y: 0 },
      { x: 0, y: 145 },
    ]);
  });

  it('brings the rows closer when they would not fit in the area, so the last row lies wholly in it', () => {
    // Four rows of three: 550 - 256 = 294 px for the three steps down, 98 px each.
    expect(initialGridLayout(10, 750, 550, 256).map((point) => point.y)).toEqual([
      0, 0, 0, 98, 98, 98, 196, 196, 196, 294,
    ]);
    // Two rows fit at the spec's 200 px.
    expect(initialGridLayout(6, 750, 550, 256).map((point) => point.y)).toEqual([0, 0, 0, 200, 200, 200]);
  });

  it('lays out nothing for no items', () => {
    expect(initialGridLayout(0, 1000, 550, 256)).toEqual([]);
  });
});

describe('randomPosition', () => {
  const area = { x: 10, y: 20, width: 600, height: 500 };
  const size = { width: 200, height: 100 };

  it('keeps the default 20 px margin at the low end', () => {
    expect(randomPosition(area, size, sequence(0))).toEqual({ x: 30, y: 40 });
  });

  it('keeps the margin at the high end', () => {
    const position = randomPosition(area, size, sequence(0.999_999));
    expect(position.x).toBeCloseTo(10 + 600 - 200 - 20, 3);
    expect(position.y).toBeCloseTo(20 + 500 - 100 - 20, 3);
  });

  it('uses a given margin', () => {
    expect(randomPosition(area, size, sequence(0), 48)).toEqual({ x: 58, y: 68 });
  });

  it('centres along an axis without room for the margins', () => {
    expect(randomPosition({ x: 0, y: 0, width: 230, height: 500 }, size, sequence(0.5))).toEqual({ x: 15, y: 200 });
  });
});
