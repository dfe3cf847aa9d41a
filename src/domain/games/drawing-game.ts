import type { DrawingCanvas } from '#domain/play-it';
import { FINISH_LABEL, NEXT_LABEL } from './texts.ts';

/** The drawing game: one page per canvas with a background image, then a congratulations modal. */

export type DrawingPhase = 'empty' | 'drawing' | 'finished';

export const NO_CANVASES_TITLE = 'No Drawing Canvases Available';
export const NO_CANVASES_INSTRUCTION = 'Add drawing canvases with a background image to this lesson in the admin area.';
export const DRAWING_COMPLETE_TEXT = 'You have completed the drawing game!';
export const PREVIOUS_LABEL = 'Previous';

export interface DrawingGameState {
  readonly canvases: readonly DrawingCanvas[];
  readonly pageIndex: number;
  /** Changes on every page change, so the view can key (and so reset) its canvas by it. */
  readonly canvasKey: number;
  readonly phase: DrawingPhase;
}

export type DrawingGameEvent = { readonly type: 'previous' } | { readonly type: 'next' };

export function usableCanvases(canvases: readonly DrawingCanvas[]): DrawingCanvas[] {
  return canvases.filter((canvas) => canvas.backgroundImage.trim() !== '');
}

export function initialDrawingGameState(canvases: readonly DrawingCanvas[]): DrawingGameState {
  const usable = usableCanvases(canvases);
  return { canvases: usable, pageIndex: 0, canvasKey: 0, phase: usable.length > 0 ? 'drawing' : 'empty' };
}

export function currentCanvas(state: DrawingGameState): DrawingCanvas | undefined {
  return state.canvases[state.pageIndex];
}

export function isLastPage(state: DrawingGameState): boolean {
  return state.pageIndex >= state.canvases.length - 1;
}

export function pageLabel(state: DrawingGameState): string {
  return `Page ${state.pageIndex + 1} of ${state.canvases.length}`;
}

export function canGoPrevious(state: DrawingGameState): boolean {
  return state.phase === 'drawing' && state.pageIndex > 0;
}

export function nextLabel(state: DrawingGameState): string {
  return isLastPage(state) ? FINISH_LABEL : NEXT_LABEL;
}

function toPage(state: DrawingGameState, pageIndex: number): DrawingGameState {
  return { ...state, pageIndex, canvasKey: state.canvasKey + 1 };
}

export function drawingGameReducer(state: DrawingGameState, event: DrawingGameEvent): DrawingGameState {
  if (state.phase !== 'drawing') return state;
  switch (event.type) {
    case 'previous':
      return canGoPrevious(state) ? toPage(state, state.pageIndex - 1) : state;
    case 'next':
      return isLastPage(state) ? { ...state, phase: 'finished' } : toPage(state, state.pageIndex + 1);
  }
}
