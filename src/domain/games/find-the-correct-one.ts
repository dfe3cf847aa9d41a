import type { AnswerType, FindTheCorrectOneLevel } from '#domain/play-it';
import { FINISH_RESTART_LABEL, NEXT_LEVEL_LABEL } from './texts.ts';

/** Find the correct one: toggle image options, then check them against the level's answer type. */

export type FindOutcome = 'playing' | 'correct' | 'incorrect';

export const CHECK_ANSWERS_LABEL = 'Check Answers';
export const ALL_CORRECT_TITLE = '✅ All Correct!';
export const NOT_QUITE_RIGHT_TITLE = '❌ Not Quite Right';

const CORRECT_MESSAGES: Record<AnswerType, string> = {
  specific: 'You found the right one!',
  none: 'Well spotted – none of them was right!',
  all: 'Yes – they all were!',
};

export interface FindTheCorrectOneState {
  readonly levels: readonly FindTheCorrectOneLevel[];
  readonly levelIndex: number;
  /** Indexes into the level's imageOptions, ascending. */
  readonly selected: readonly number[];
  readonly outcome: FindOutcome;
}

export type FindTheCorrectOneEvent =
  | { readonly type: 'toggle'; readonly index: number }
  | { readonly type: 'check' }
  | { readonly type: 'tryAgain' }
  | { readonly type: 'next' };

export function initialFindTheCorrectOneState(levels: readonly FindTheCorrectOneLevel[]): FindTheCorrectOneState {
  return { levels, levelIndex: 0, selected: [], outcome: 'playing' };
}

export function currentLevel(state: FindTheCorrectOneState): FindTheCorrectOneLevel | undefined {
  return state.levels[state.levelIndex];
}

export function isLastLevel(state: FindTheCorrectOneState): boolean {
  return state.levelIndex >= state.levels.length - 1;
}

export function isAnswerCorrect(selected: readonly number[], level: FindTheCorrectOneLevel): boolean {
  switch (level.answerType) {
    case 'specific':
      return selected.length > 0 && selected.every((index) => level.correctAnswerIndexes.includes(index));
    case 'none':
      return selected.length === 0;
    case 'all':
      return level.imageOptions.every((_, index) => selected.includes(index));
  }
}

/** 'Check Answers' is disabled for a specific answer with nothing selected. */
export function canCheck(state: FindTheCorrectOneState): boolean {
  const level = currentLevel(state);
  return state.outcome === 'playing' && !!level && (level.answerType !== 'specific' || state.selected.length > 0);
}

export function correctMessage(answerType: AnswerType): string {
  return CORRECT_MESSAGES[answerType];
}

export function hintFor(level: FindTheCorrectOneLevel): string {
  switch (level.answerType) {
    case 'specific': {
      const count = level.correctAnswerIndexes.length;
      return count === 1
        ? 'Look carefully – only one of them is right.'
        : `Look carefully – ${count} of them are right.`;
    }
    case 'none':
      return 'Look carefully – maybe none of them is right.';
    case 'all':
      return 'Look carefully – maybe every one of them is right.';
  }
}

/** The button of the 'All Correct!' result. */
export function nextLabel(state: FindTheCorrectOneState): string {
  return isLastLevel(state) ? FINISH_RESTART_LABEL : NEXT_LEVEL_LABEL;
}

function toggled(selected: readonly number[], index: number): number[] {
  return selected.includes(index)
    ? selected.filter((candidate) => candidate !== index)
    : [...selected, index].sort((a, b) => a - b);
}

export function findTheCorrectOneReducer(
  state: FindTheCorrectOneState,
  event: FindTheCorrectOneEvent,
): FindTheCorrectOneState {
  switch (event.type) {
    case 'toggle': {
      const options = currentLevel(state)?.imageOptions.length ?? 0;
      if (state.outcome !== 'playing' || !Number.isInteger(event.index) || event.index < 0 || event.index >= options) {
        return state;
      }
      return { ...state, selected: toggled(state.selected, event.index) };
    }
    case 'check': {
      const level = currentLevel(state);
      if (!level || !canCheck(state)) return state;
      return { ...state, outcome: isAnswerCorrect(state.selected, level) ? 'correct' : 'incorrect' };
    }
    case 'tryAgain':
      return state.outcome === 'incorrect' ? { ...state, selected: [], outcome: 'playing' } : state;
    case 'next':
      if (state.outcome !== 'correct') return state;
      return { ...state, levelIndex: isLastLevel(state) ? 0 : state.levelIndex + 1, selected: [], outcome: 'playing' };
  }
}
