import { describe, expect, it } from 'vitest';
import { containRect } from '#ui/drawing-board/contain-rect.ts';

describe('containRect', () => {
  it('fits a wide picture to the width and centres it vertically', () => {
    expect(containRect(200, 100, 1000, 800)).toEqual({ x: 0, y: 150, width: 1000, height: 500 });
  });

  it('fits a tall picture to the height and centres it horizontally', () => {
    expect(containRect(100, 200, 1000, 800)).toEqual({ x: 300, y: 0, width: 400, height: 800 });
  });

  it('fills the box when the picture has no known size', () => {
    expect(containRect(0, 0, 640, 480)).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });
});
