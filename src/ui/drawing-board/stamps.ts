import type { CanvasPath } from 'react-sketch-canvas';

/**
 * Stamps: shapes a learner who cannot draw puts on the canvas at a place picked by switch. Each is
 * one stroke of the pen (its colour and width), so undo, redo, clear and the download treat it as
 * any other stroke. Outlines are given around (0, 0) in units of the stamp's size.
 */
export const STAMPS = ['dot', 'circle', 'star', 'heart'] as const;
export type Stamp = (typeof STAMPS)[number];

export const STAMP_NAMES: Record<Stamp, string> = { dot: 'Dot', circle: 'Circle', star: 'Star', heart: 'Heart' };

/** A stamp's size on the canvas, in screen pixels. */
export const STAMP_SIZE_PX = 70;

type Outline = { x: number; y: number }[];

function around(points: number, at: (turn: number) => { x: number; y: number }): Outline {
  return Array.from({ length: points + 1 }, (_, index) => at((index / points) * 2 * Math.PI));
}

const OUTLINES: Record<Stamp, Outline> = {
  dot: [{ x: 0, y: 0 }],
  circle: around(32, (t) => ({ x: 0.5 * Math.cos(t), y: 0.5 * Math.sin(t) })),
  star: around(10, (t) => {
    const r = Math.round((t / (2 * Math.PI)) * 10) % 2 === 0 ? 0.5 : 0.2;
    return { x: r * Math.sin(t), y: -r * Math.cos(t) };
  }),
  // The heart curve, scaled to the unit box and turned upright.
  heart: around(40, (t) => ({
    x: (16 * Math.sin(t) ** 3) / 34,
    y: -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) / 34,
  })),
};

/** The stroke that draws a stamp centred at `centre` (canvas pixels). */
export function stampPath(stamp: Stamp, centre: { x: number; y: number }, colour: string, width: number): CanvasPath {
  const size = STAMP_SIZE_PX;
  return {
    paths: OUTLINES[stamp].map((point) => ({ x: centre.x + point.x * size, y: centre.y + point.y * size })),
    strokeColor: colour,
    // A dot is one point: its width is its size.
    strokeWidth: stamp === 'dot' ? Math.max(width * 2, size / 2) : width,
    drawMode: true,
  };
}
