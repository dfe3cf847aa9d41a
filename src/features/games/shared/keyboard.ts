import type { KeyboardEvent } from 'react';
import type { Point } from '#domain/games/geometry';

/** How far one arrow key press moves a thing in a game; with Shift, a small step for fine moves. */
export const ARROW_STEP_PX = 40;
export const FINE_ARROW_STEP_PX = 10;

const DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The move an arrow key asks for, or null for any other key. */
export function arrowStep(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): Point | null {
  const direction = DIRECTIONS[event.key];
  if (!direction) return null;
  const step = event.shiftKey ? FINE_ARROW_STEP_PX : ARROW_STEP_PX;
  return { x: direction.x * step, y: direction.y * step };
}
