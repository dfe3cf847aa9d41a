import { createContext, useContext } from 'react';
import { GAME_AREA_HEIGHT_PX } from '#domain/constants';
import type { Point, Rect, Size } from '#domain/games/geometry';

/**
 * Screen pixels per game pixel in the play area around. A game keeps its state in game pixels
 * (the play area is GAME_AREA_HEIGHT_PX high, items DRAGGABLE_SIZE_PX and so on); its view lays
 * them out this many times larger, so the play area fits the screen it is on.
 */
export const GameScaleContext = createContext(1);

export function useGameScale(): number {
  return useContext(GameScaleContext);
}

/**
 * The largest scale at which a play area `width` game pixels wide (and GAME_AREA_HEIGHT_PX high)
 * fits in `room` (screen pixels), rounded down to a thousandth so it never spills over; 0 while
 * either is unknown.
 */
export function fitScale(room: Size, width: number): number {
  if (room.width <= 0 || room.height <= 0 || width <= 0) return 0;
  const scale = Math.min(room.height / GAME_AREA_HEIGHT_PX, room.width / width);
  return Math.floor(scale * 1000) / 1000;
}

/** Where a rectangle in game pixels goes on the screen, as an absolutely positioned element's style. */
export function scaledBox(rect: Rect, scale: number): { left: number; top: number; width: number; height: number } {
  return { left: rect.x * scale, top: rect.y * scale, width: rect.width * scale, height: rect.height * scale };
}

/** The point in game pixels under a pointer at (clientX, clientY) over the play area `element`. */
export function gamePoint(element: Element, areaWidth: number, clientX: number, clientY: number): Point {
  const box = element.getBoundingClientRect();
  const scale = box.width > 0 ? box.width / areaWidth : 1;
  return { x: (clientX - box.left) / scale, y: (clientY - box.top) / scale };
}
