import { describe, expect, it } from 'vitest';
import { fitScale, scaledBox } from '#features/games/shared/game-scale.ts';

describe('fitScale', () => {
  it('shrinks a 550 px high play area to the height left on a small screen', () => {
    expect(fitScale({ width: 976, height: 470 }, 976)).toBe(0.854);
  });

  it('grows it on a whiteboard until it is as wide as the room', () => {
    expect(fitScale({ width: 1728, height: 900 }, 1152)).toBe(1.5);
    expect(fitScale({ width: 1728, height: 1100 }, 1152)).toBe(1.5);
  });

  it('is 0 while the room or the width is not known yet', () => {
    expect(fitScale({ width: 0, height: 0 }, 976)).toBe(0);
    expect(fitScale({ width: 976, height: 470 }, 0)).toBe(0);
  });
});

describe('scaledBox', () => {
  it('lays a rectangle in game pixels out at the scale', () => {
    expect(scaledBox({ x: 100, y: 40, width: 400, height: 480 }, 0.5)).toEqual({
      left: 50,
      top: 20,
      width: 200,
      height: 240,
    });
  });
});
