import { SPOTLIGHT_IMAGE_SIZE_PX, SPOTLIGHT_OVERLAP_NEEDED } from '#domain/constants';
import {
  centredIn,
  clampPoint,
  clampRect,
  overlapFraction,
  type Point,
  type Random,
  type Rect,
  randomPosition,
  rectAt,
  type Size,
  squareAround,
} from './geometry.ts';

/** The flashlight game: move a spotlight over the dark area until it uncovers the hidden image. */

export type FlashlightPhase = 'searching' | 'found' | 'complete';

export const FOUND_LABEL = 'You found it! Click here for the Next';
export const FLASHLIGHT_COMPLETE_TEXT = 'You have completed the flashlight game!';

/**
 * The places a switch user picks to shine the light at (a grid over the room) are at most this far
 * apart. From the nearest place the light is at most half of it off the hidden picture's centre on
 * each axis, so the overlap is at least (1 - pitch / 400)², which must reach the 50 % needed:
 * 117 px at most; 110 leaves room for rounding.
 */
export const PLACES_PITCH_MAX_PX = 110;

export const HIDDEN_IMAGE_SIZE: Size = { width: SPOTLIGHT_IMAGE_SIZE_PX, height: SPOTLIGHT_IMAGE_SIZE_PX };

export interface RevealImageState {
  readonly images: readonly string[];
  readonly imageIndex: number;
  readonly area: Rect;
  /** The spotlight's centre, always inside the area. */
  readonly spotlight: Point;
  readonly hidden: Rect;
  readonly phase: FlashlightPhase;
}

export type RevealImageEvent =
  | { readonly type: 'moveSpotlight'; readonly position: Point }
  /** The 'You found it!' button. */
  | { readonly type: 'next'; readonly random: Random }
  | { readonly type: 'playAgain'; readonly random: Random }
  /** The play area changed size (window or tablet resized): spotlight and image stay inside it. */
  | { readonly type: 'resize'; readonly area: Rect };

/** Found when at least half of the hidden image lies in the 200x200 square around the spotlight. */
export function isFound(hidden: Rect, spotlight: Point): boolean {
  return overlapFraction(hidden, squareAround(spotlight, SPOTLIGHT_IMAGE_SIZE_PX)) >= SPOTLIGHT_OVERLAP_NEEDED;
}

/** How often a hiding spot is drawn again when it would already be found under the starting spotlight. */
const HIDING_DRAWS = 8;

/** A random spot for the hidden image, not one the spotlight already uncovers where it starts (while others exist). */
function hidingSpot(area: Rect, spotlight: Point, random: Random): Rect {
  let spot = rectAt(randomPosition(area, HIDDEN_IMAGE_SIZE, random, 0), HIDDEN_IMAGE_SIZE);
  for (let draw = 1; draw < HIDING_DRAWS && isFound(spot, spotlight); draw += 1) {
    spot = rectAt(randomPosition(area, HIDDEN_IMAGE_SIZE, random, 0), HIDDEN_IMAGE_SIZE);
  }
  return spot;
}

function imageState(images: readonly string[], imageIndex: number, area: Rect, random: Random): RevealImageState {
  const spotlight = centredIn(area, { width: 0, height: 0 });
  return { images, imageIndex, area, spotlight, hidden: hidingSpot(area, spotlight, random), phase: 'searching' };
}

export function initialRevealImageState(images: readonly string[], area: Rect, random: Random): RevealImageState {
  return imageState(images, 0, area, random);
}

export function currentImage(state: RevealImageState): string | undefined {
  return state.images[state.imageIndex];
}

export function revealImageReducer(state: RevealImageState, event: RevealImageEvent): RevealImageState {
  switch (event.type) {
    case 'moveSpotlight': {
      if (state.phase === 'complete') return state;
      const spotlight = clampPoint(event.position, state.area);
      const found = state.phase === 'found' || (!!currentImage(state) && isFound(state.hidden, spotlight));
      return { ...state, spotlight, phase: found ? 'found' : 'searching' };
    }
    case 'next':
      if (state.phase !== 'found') return state;
      return state.imageIndex >= state.images.length - 1
        ? { ...state, phase: 'complete' }
        : imageState(state.images, state.imageIndex + 1, state.area, event.random);
    case 'playAgain':
      return state.phase === 'complete' ? imageState(state.images, 0, state.area, event.random) : state;
    case 'resize':
      return {
        ...state,
        area: event.area,
        spotlight: clampPoint(state.spotlight, event.area),
        hidden: clampRect(state.hidden, event.area),
      };
  }
}
