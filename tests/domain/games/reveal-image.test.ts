import { describe, expect, it } from 'vitest';
import { gameArea } from '#domain/games/geometry';
import {
  currentImage,
  FLASHLIGHT_COMPLETE_TEXT,
  FOUND_LABEL,
  initialRevealImageState,
  isFound,
  PLACES_PITCH_MAX_PX,
  type RevealImageEvent,
  type RevealImageState,
  revealImageReducer,
} from '#domain/games/reveal-image';
import { sequence } from './random.ts';

const AREA = gameArea(1000);
/** With random() = 0 the hidden image sits in the top-left corner. */
const HIDDEN = { x: 0, y: 0, width: 200, height: 200 };

const start = (...images: string[]) => initialRevealImageState(images, AREA, sequence(0));
const play = (state: RevealImageState, ...events: RevealImageEvent[]) => events.reduce(revealImageReducer, state);
const moveTo = (x: number, y: number): RevealImageEvent => ({ type: 'moveSpotlight', position: { x, y } });

describe('isFound', () => {
  it('finds the image at exactly 50 % overlap', () => {
    expect(isFound(HIDDEN, { x: 200, y: 100 })).toBe(true);
  });

  it('does not find it just below 50 %', () => {
    expect(isFound(HIDDEN, { x: 201, y: 100 })).toBe(false);
    expect(isFound(HIDDEN, { x: 200, y: 200 })).toBe(false);
  });
});

describe('searching', () => {
  it('hides the image at a random spot and starts the spotlight in the middle', () => {
    const state = start('/a.png');
    expect(state.hidden).toEqual(HIDDEN);
    expect(initialRevealImageState(['/a.png'], AREA, sequence(1)).hidden).toEqual({ ...HIDDEN, x: 800, y: 350 });
    expect(state).toMatchObject({ spotlight: { x: 500, y: 275 }, phase: 'searching' });
  });

  it('never hides the image where the starting spotlight already uncovers it, while other spots exist', () => {
    const underSpotlight = 0.5;
    const state = initialRevealImageState(['/a.png'], AREA, sequence(underSpotlight, underSpotlight, 0, 0));
    expect(state.hidden).toEqual(HIDDEN);
    expect(state.phase).toBe('searching');
  });

  it('keeps the spotlight inside the area', () => {
    expect(play(start('/a.png'), moveTo(-50, 9999)).spotlight).toEqual({ x: 0, y: 550 });
  });

  it('finds the image when the spotlight covers half of it', () => {
    const state = play(start('/a.png'), moveTo(400, 400), moveTo(201, 100));
    expect(state.phase).toBe('searching');
    expect(play(state, moveTo(200, 100)).phase).toBe('found');
  });

  it('stays found when the spotlight moves away', () => {
    const state = play(start('/a.png'), moveTo(100, 100), moveTo(900, 500));
    expect(state).toMatchObject({ phase: 'found', spotlight: { x: 900, y: 500 } });
  });

  it('finds nothing without images', () => {
    expect(play(start(), moveTo(100, 100)).phase).toBe('searching');
  });
});

describe('next image and the end', () => {
  it('ignores Next until the image is found', () => {
    const state = start('/a.png', '/b.png');
    expect(play(state, { type: 'next', random: sequence(0) })).toBe(state);
  });

  it('moves on to the next image at a new random spot', () => {
    const next = play(start('/a.png', '/b.png'), moveTo(100, 100), { type: 'next', random: sequence(1) });
    expect(next).toMatchObject({ imageIndex: 1, phase: 'searching', hidden: { x: 800, y: 350 } });
    expect(currentImage(next)).toBe('/b.png');
  });

  it('completes after the last image and ignores the spotlight then', () => {
    const complete = play(start('/a.png'), moveTo(100, 100), { type: 'next', random: sequence(0) });
    expect(complete.phase).toBe('complete');
    expect(play(complete, moveTo(300, 300))).toBe(complete);
  });

  it('plays again from the first image at a new spot', () => {
    const complete = play(
      start('/a.png', '/b.png'),
      moveTo(100, 100),
      { type: 'next', random: sequence(0) },
      moveTo(100, 100),
      { type: 'next', random: sequence(0) },
    );
    expect(complete.phase).toBe('complete');
    const again = play(complete, { type: 'playAgain', random: sequence(1) });
    expect(again).toMatchObject({ imageIndex: 0, phase: 'searching', hidden: { x: 800, y: 350 } });
  });

  it('ignores Play Again before the end', () => {
    const state = start('/a.png');
    expect(play(state, { type: 'playAgain', random: sequence(1) })).toBe(state);
  });
});

describe('texts', () => {
  it('uses the spec texts', () => {
    expect(FOUND_LABEL).toBe('You found it! Click here for the Next');
    expect(FLASHLIGHT_COMPLETE_TEXT).toBe('You have completed the flashlight game!');
  });
});

describe('resize', () => {
  it('keeps the spotlight and the hidden image inside a narrower area', () => {
    const searching = play(initialRevealImageState(['/a.png'], AREA, sequence(1)), moveTo(990, 500));
    const resized = play(searching, { type: 'resize', area: gameArea(900) });
    expect(resized.area).toEqual(gameArea(900));
    expect(resized.spotlight).toEqual({ x: 900, y: 500 });
    expect(resized.hidden).toEqual({ ...HIDDEN, x: 700, y: 350 });
    expect(resized.phase).toBe('searching');
  });
});

describe('places a switch user can shine the light at', () => {
  it('find the hidden picture from the nearest place, wherever it hides', () => {
    const columns = Math.ceil(AREA.width / PLACES_PITCH_MAX_PX);
    const rows = Math.ceil(AREA.height / PLACES_PITCH_MAX_PX);
    const places = Array.from({ length: rows * columns }, (_, index) => ({
      x: ((index % columns) + 0.5) * (AREA.width / columns),
      y: (Math.floor(index / columns) + 0.5) * (AREA.height / rows),
    }));
    for (let x = 0; x <= AREA.width - 200; x += 7) {
      for (let y = 0; y <= AREA.height - 200; y += 7) {
        const hidden = { x, y, width: 200, height: 200 };
        expect(places.some((place) => isFound(hidden, place))).toBe(true);
      }
    }
  });
});
