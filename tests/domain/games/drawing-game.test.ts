import { describe, expect, it } from 'vitest';
import {
  canGoPrevious,
  currentCanvas,
  DRAWING_COMPLETE_TEXT,
  type DrawingGameEvent,
  type DrawingGameState,
  drawingGameReducer,
  initialDrawingGameState,
  NO_CANVASES_TITLE,
  nextLabel,
  pageLabel,
  usableCanvases,
} from '#domain/games/drawing-game';
import { FINISH_LABEL, NEXT_LABEL } from '#domain/games/texts';
import { DrawingCanvas } from '#domain/play-it';

const canvas = (backgroundImage: string) => DrawingCanvas.parse({ backgroundImage });
const play = (state: DrawingGameState, ...events: DrawingGameEvent[]) => events.reduce(drawingGameReducer, state);
const next: DrawingGameEvent = { type: 'next' };
const previous: DrawingGameEvent = { type: 'previous' };

describe('usable canvases', () => {
  it('keeps only canvases with a background image', () => {
    expect(usableCanvases([canvas('/a.png'), canvas(''), canvas('/b.png')]).map((c) => c.backgroundImage)).toEqual([
      '/a.png',
      '/b.png',
    ]);
  });

  it('is empty without a usable canvas and ignores the buttons', () => {
    const state = initialDrawingGameState([canvas('')]);
    expect(state.phase).toBe('empty');
    expect(play(state, next)).toBe(state);
    expect(NO_CANVASES_TITLE).toBe('No Drawing Canvases Available');
  });
});

describe('pages', () => {
  const three = () => initialDrawingGameState([canvas('/a.png'), canvas(''), canvas('/b.png'), canvas('/c.png')]);

  it('numbers the pages from 1 of the usable canvases', () => {
    const state = three();
    expect(pageLabel(state)).toBe('Page 1 of 3');
    expect(pageLabel(play(state, next))).toBe('Page 2 of 3');
    expect(currentCanvas(play(state, next))?.backgroundImage).toBe('/b.png');
  });

  it('does not go before the first page', () => {
    const state = three();
    expect(canGoPrevious(state)).toBe(false);
    expect(play(state, previous)).toBe(state);
    const back = play(state, next, previous);
    expect(back.pageIndex).toBe(0);
    expect(canGoPrevious(play(state, next))).toBe(true);
  });

  it('labels the last page button Finish and finishes there', () => {
    const last = play(three(), next, next);
    expect(last.pageIndex).toBe(2);
    expect(nextLabel(play(three(), next))).toBe(NEXT_LABEL);
    expect(nextLabel(last)).toBe(FINISH_LABEL);
    const finished = play(last, next);
    expect(finished).toMatchObject({ phase: 'finished', pageIndex: 2 });
    expect(play(finished, previous)).toBe(finished);
    expect(DRAWING_COMPLETE_TEXT).toBe('You have completed the drawing game!');
  });

  it('changes the canvas key on every page change only', () => {
    const state = three();
    const keys = [state, play(state, next), play(state, next, previous), play(state, previous)].map((s) => s.canvasKey);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[0]);
  });
});
