import { describe, expect, it } from 'vitest';
import { gameArea, type Point } from '#domain/games/geometry';
import {
  type InvertDragEvent,
  type InvertDragState,
  initialInvertDragState,
  invertDragReducer,
  isSolved,
} from '#domain/games/invert-drag-and-drop';
import { DragLevel } from '#domain/play-it';
import { sequence } from './random.ts';

const AREA = gameArea(1280);
/** Centred in the 1280x550 area. */
const TARGET = { x: 440, y: 35, width: 400, height: 480 };
/** With random() = 0 every item starts 20 px from the target's top-left corner. */
const START = { x: 460, y: 55 };
/** Left of the target, touching its left edge (184 + 256 = 440). */
const TOUCHING_LEFT = { x: 184, y: 35 };
const TOUCHING_RIGHT = { x: 840, y: 35 };

const level = (fields: Record<string, unknown> = {}) =>
  DragLevel.parse({
    targetItem: '/target.png',
    falseTargetItem: '/false.png',
    draggableItems: [
      { id: 'a', url: '/a.png' },
      { id: 'b', url: '/b.png' },
    ],
    ...fields,
  });

const start = (...levels: DragLevel[]) => initialInvertDragState(levels, AREA, sequence(0));
const play = (state: InvertDragState, ...events: InvertDragEvent[]) => events.reduce(invertDragReducer, state);
const check: InvertDragEvent = { type: 'check', random: sequence(1) };
const dragTo = (itemId: string, position: Point): InvertDragEvent[] => [
  { type: 'dragStart', itemId },
  { type: 'drop', itemId, position },
];
const positions = (state: InvertDragState) =>
  Object.fromEntries(state.items.map((item) => [item.id, item.position] as const));

describe('level start', () => {
  it('centres the target and starts every item inside it', () => {
    const state = start(level());
    expect(state.target).toEqual(TARGET);
    expect(positions(state)).toEqual({ a: START, b: START });
    expect(isSolved(state)).toBe(false);
  });

  it('layers target and false target in the order the random draw decides', () => {
    expect(initialInvertDragState([level()], AREA, sequence(0.2)).layers).toEqual(['target', 'falseTarget']);
    expect(initialInvertDragState([level()], AREA, sequence(0.7)).layers).toEqual(['falseTarget', 'target']);
  });

  it('places the target at random when the level asks for it', () => {
    expect(start(level({ randomTargetPosition: true })).target).toEqual({ x: 20, y: 20, width: 400, height: 480 });
  });
});

describe('the rectangle test', () => {
  it('is correct when every item only touches the target edge', () => {
    const state = play(start(level(), level()), ...dragTo('a', TOUCHING_LEFT), ...dragTo('b', TOUCHING_RIGHT), check);
    expect(state.outcome).toBe('correct');
  });

  it('is incorrect when an item still overlaps the target by 1 px', () => {
    const state = play(
      start(level(), level()),
      ...dragTo('a', { x: 185, y: 35 }),
      ...dragTo('b', TOUCHING_RIGHT),
      check,
    );
    expect(state.outcome).toBe('incorrect');
  });

  it('is incorrect while one item is still inside', () => {
    expect(play(start(level()), ...dragTo('a', TOUCHING_LEFT), check).outcome).toBe('incorrect');
  });

  it('ignores items that cannot be moved', () => {
    const initial = start(
      level({
        draggableItems: [
          { id: 'a', url: '/a.png' },
          { id: 'fixed', url: '/f.png', draggable: false },
        ],
      }),
    );
    expect(play(initial, ...dragTo('fixed', TOUCHING_LEFT))).toBe(initial);
    expect(play(initial, ...dragTo('a', TOUCHING_LEFT), check).outcome).toBe('finished');
  });
});

describe('after a wrong answer', () => {
  it('names the items still overlapping the target, also one that only just overlaps its edge', () => {
    const state = play(start(level()), ...dragTo('a', { x: 185, y: 35 }), check);
    expect(state.stillInside).toEqual(['b', 'a']);
    expect(play(start(level()), ...dragTo('a', TOUCHING_LEFT), check).stillInside).toEqual(['b']);
  });

  it('names them against the target that was checked, even when a random target moves on', () => {
    const failed = play(start(level({ randomTargetPosition: true })), ...dragTo('a', { x: 1000, y: 0 }), check);
    expect(failed.stillInside).toEqual(['b']);
  });

  it('names none once the learner tries again, nor after a right answer', () => {
    const failed = play(start(level()), ...dragTo('a', TOUCHING_LEFT), check);
    expect(play(failed, { type: 'tryAgain' }).stillInside).toEqual([]);
    const solved = play(start(level()), ...dragTo('a', TOUCHING_LEFT), ...dragTo('b', TOUCHING_RIGHT), check);
    expect(solved.stillInside).toEqual([]);
  });
});

describe('Try Again', () => {
  it('puts every item back to its start position', () => {
    const failed = play(start(level()), ...dragTo('a', TOUCHING_LEFT), check);
    const again = play(failed, { type: 'tryAgain' });
    expect(again.outcome).toBe('playing');
    expect(positions(again)).toEqual({ a: START, b: START });
    expect(again.items.every((item) => !item.moved)).toBe(true);
  });

  it('keeps a fixed target where it was after a check', () => {
    const failed = play(start(level()), check);
    expect(failed.target).toEqual(TARGET);
  });

  it('re-randomises a random target after a check and resets the items into it', () => {
    const initial = start(level({ randomTargetPosition: true }));
    const failed = play(initial, check);
    expect(failed.target).toEqual({ x: 860, y: 50, width: 400, height: 480 });
    expect(positions(failed)).toEqual({ a: { x: 40, y: 40 }, b: { x: 40, y: 40 } });
    expect(positions(play(failed, { type: 'tryAgain' }))).toEqual({ a: { x: 880, y: 70 }, b: { x: 880, y: 70 } });
  });
});

describe('tap to move', () => {
  it('moves the tapped item with its centre to the tapped spot, out of the target', () => {
    const selected = play(start(level()), { type: 'select', itemId: 'a' });
    expect(selected.selectedId).toBe('a');
    const moved = play(selected, { type: 'placeAt', position: { x: 200, y: 300 } });
    expect(positions(moved).a).toEqual({ x: 72, y: 172 });
    expect(moved.selectedId).toBeNull();
    expect(moved.items.at(-1)?.id).toBe('a');
  });

  it('keeps the moved item inside the play area', () => {
    const moved = play(
      start(level()),
      { type: 'select', itemId: 'b' },
      { type: 'placeAt', position: { x: 1270, y: 540 } },
    );
    expect(positions(moved).b).toEqual({ x: 1024, y: 294 });
  });

  it('solves the level when every item was tapped out of the target', () => {
    const state = play(
      start(level()),
      { type: 'select', itemId: 'a' },
      { type: 'placeAt', position: { x: 128, y: 128 } },
      { type: 'select', itemId: 'b' },
      { type: 'placeAt', position: { x: 1152, y: 128 } },
    );
    expect(isSolved(state)).toBe(true);
    expect(play(state, check).outcome).toBe('finished');
  });

  it('does nothing without a tapped item, deselects on a second tap and on a drag', () => {
    const initial = start(level());
    expect(play(initial, { type: 'placeAt', position: { x: 10, y: 10 } })).toBe(initial);
    expect(play(initial, { type: 'select', itemId: 'a' }, { type: 'select', itemId: 'a' }).selectedId).toBeNull();
    expect(play(initial, { type: 'select', itemId: 'a' }, { type: 'dragStart', itemId: 'b' }).selectedId).toBeNull();
  });

  it('never selects an item with draggable false, nor while a result shows', () => {
    const fixed = start(level({ draggableItems: [{ id: 'a', url: '/a.png', draggable: false }] }));
    expect(play(fixed, { type: 'select', itemId: 'a' }).selectedId).toBeNull();
    const failed = play(start(level()), check);
    expect(play(failed, { type: 'select', itemId: 'a' })).toBe(failed);
  });
});

describe('levels', () => {
  it('goes to the next level after a correct check and finishes on the last', () => {
    const correct = play(start(level(), level()), ...dragTo('a', TOUCHING_LEFT), ...dragTo('b', TOUCHING_RIGHT), check);
    const next = play(correct, { type: 'next', random: sequence(0) });
    expect(next.levelIndex).toBe(1);
    expect(next.outcome).toBe('playing');
    expect(positions(next)).toEqual({ a: START, b: START });
    const finished = play(next, ...dragTo('a', TOUCHING_LEFT), ...dragTo('b', TOUCHING_RIGHT), check);
    expect(finished.outcome).toBe('finished');
    expect(play(finished, { type: 'next', random: sequence(0) })).toBe(finished);
  });

  it('ignores dragging while a result shows', () => {
    const failed = play(start(level()), check);
    expect(play(failed, ...dragTo('a', TOUCHING_LEFT))).toBe(failed);
  });
});

describe('resize', () => {
  const resize = (width: number): InvertDragEvent => ({ type: 'resize', area: gameArea(width), random: sequence(0) });

  it('centres the target afresh with the items at their start spots before anything moved', () => {
    const initial = start(level());
    const resized = play(initial, resize(700));
    expect(resized.target).toEqual({ ...TARGET, x: 150 });
    expect(positions(resized)).toEqual({ a: { x: 170, y: 55 }, b: { x: 170, y: 55 } });
    expect(resized.layers).toEqual(initial.layers);
  });

  it('once an item moved, keeps everything just inside the narrower area, and Try Again resets into the target', () => {
    const resized = play(start(level()), ...dragTo('a', TOUCHING_LEFT), resize(700));
    expect(resized.target).toEqual({ ...TARGET, x: 300 });
    expect(positions(resized)).toEqual({ a: TOUCHING_LEFT, b: { x: 444, y: 55 } });
    const retried = play(resized, check, { type: 'tryAgain' });
    expect(positions(retried)).toEqual({ a: { x: 320, y: 55 }, b: { x: 320, y: 55 } });
  });
});
