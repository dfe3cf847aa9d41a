import type { ImageRevealLevel } from '#domain/play-it';
import { FINISH_LABEL } from './texts.ts';

/** Image reveal: click the gift, see the hidden image, then win (after IMAGE_REVEAL_WIN_DELAY_MS). */

export type ImageRevealPhase = 'hidden' | 'revealed' | 'won' | 'finished';

export const REVEAL_WIN_MESSAGE = 'Amazing! You revealed the hidden image!';
export const CONTINUE_LABEL = 'Continue';
/** The second modal after Finish, the one with 'Back to lessons'. */
export const REVEAL_FINISHED_TEXT = 'You revealed every hidden picture!';

export interface ImageRevealState {
  readonly levels: readonly ImageRevealLevel[];
  readonly levelIndex: number;
  readonly phase: ImageRevealPhase;
}

export type ImageRevealEvent =
  | { readonly type: 'clickGift' }
  | { readonly type: 'winDelayDone' }
  /** The 'Continue' or 'Finish' button of the win modal. */
  | { readonly type: 'next' };

export function initialImageRevealState(levels: readonly ImageRevealLevel[]): ImageRevealState {
  return { levels, levelIndex: 0, phase: 'hidden' };
}

export function currentLevel(state: ImageRevealState): ImageRevealLevel | undefined {
  return state.levels[state.levelIndex];
}

export function isLastLevel(state: ImageRevealState): boolean {
  return state.levelIndex >= state.levels.length - 1;
}

/** The gift image until it is clicked, the revealed image after. */
export function shownImage(state: ImageRevealState): string {
  const level = currentLevel(state);
  if (!level) return '';
  return state.phase === 'hidden' ? level.initialImage : level.revealedImage;
}

export function nextLabel(state: ImageRevealState): string {
  return isLastLevel(state) ? FINISH_LABEL : CONTINUE_LABEL;
}

export function imageRevealReducer(state: ImageRevealState, event: ImageRevealEvent): ImageRevealState {
  switch (event.type) {
    case 'clickGift':
      return state.phase === 'hidden' && currentLevel(state) ? { ...state, phase: 'revealed' } : state;
    case 'winDelayDone':
      return state.phase === 'revealed' ? { ...state, phase: 'won' } : state;
    case 'next':
      if (state.phase !== 'won') return state;
      return isLastLevel(state)
        ? { ...state, phase: 'finished' }
        : { ...state, levelIndex: state.levelIndex + 1, phase: 'hidden' };
  }
}
