import { describe, expect, it } from 'vitest';
import {
  ALL_CORRECT_TITLE,
  CHECK_ANSWERS_LABEL,
  canCheck,
  correctMessage,
  type FindTheCorrectOneEvent,
  type FindTheCorrectOneState,
  findTheCorrectOneReducer,
  hintFor,
  initialFindTheCorrectOneState,
  isAnswerCorrect,
  NOT_QUITE_RIGHT_TITLE,
  nextLabel,
} from '#domain/games/find-the-correct-one';
import { FINISH_RESTART_LABEL, NEXT_LEVEL_LABEL } from '#domain/games/texts';
import { FindTheCorrectOneLevel } from '#domain/play-it';

const level = (fields: Record<string, unknown> = {}) =>
  FindTheCorrectOneLevel.parse({
    imageOptions: [{ src: '/teddy.png' }, { src: '/ball.png' }, { src: '/bear.png' }],
    correctAnswerIndexes: [0, 2],
    ...fields,
  });

const play = (state: FindTheCorrectOneState, ...events: FindTheCorrectOneEvent[]) =>
  events.reduce(findTheCorrectOneReducer, state);
const toggle = (index: number): FindTheCorrectOneEvent => ({ type: 'toggle', index });

describe('isAnswerCorrect', () => {
  it('specific: needs a selection made only of correct options', () => {
    const specific = level();
    expect(isAnswerCorrect([], specific)).toBe(false);
    expect(isAnswerCorrect([0], specific)).toBe(true);
    expect(isAnswerCorrect([0, 2], specific)).toBe(true);
    expect(isAnswerCorrect([0, 1], specific)).toBe(false);
    expect(isAnswerCorrect([1], specific)).toBe(false);
  });

  it('none: correct only with nothing selected', () => {
    const none = level({ answerType: 'none', correctAnswerIndexes: [] });
    expect(isAnswerCorrect([], none)).toBe(true);
    expect(isAnswerCorrect([0], none)).toBe(false);
  });

  it('all: correct only with every option selected', () => {
    const all = level({ answerType: 'all', correctAnswerIndexes: [] });
    expect(isAnswerCorrect([0, 1, 2], all)).toBe(true);
    expect(isAnswerCorrect([0, 2], all)).toBe(false);
    expect(isAnswerCorrect([], all)).toBe(false);
  });
});

describe('canCheck', () => {
  it('disables Check Answers for a specific answer with nothing selected', () => {
    const state = initialFindTheCorrectOneState([level()]);
    expect(canCheck(state)).toBe(false);
    expect(canCheck(play(state, toggle(1)))).toBe(true);
  });

  it('allows checking an empty selection for none and all', () => {
    expect(canCheck(initialFindTheCorrectOneState([level({ answerType: 'none' })]))).toBe(true);
    expect(canCheck(initialFindTheCorrectOneState([level({ answerType: 'all' })]))).toBe(true);
  });

  it('ignores Check Answers while it is disabled', () => {
    const state = initialFindTheCorrectOneState([level()]);
    expect(play(state, { type: 'check' })).toBe(state);
  });
});

describe('selecting', () => {
  it('toggles options on and off, keeping the selection in order', () => {
    const state = play(initialFindTheCorrectOneState([level()]), toggle(2), toggle(0), toggle(1), toggle(2));
    expect(state.selected).toEqual([0, 1]);
  });

  it('ignores options the level does not have', () => {
    const state = initialFindTheCorrectOneState([level()]);
    expect(play(state, toggle(3))).toBe(state);
    expect(play(state, toggle(-1))).toBe(state);
  });
});

describe('checking and levels', () => {
  const twoLevels = () => initialFindTheCorrectOneState([level(), level({ answerType: 'none' })]);

  it('shows a hint on a wrong answer and Try Again clears the selection', () => {
    const wrong = play(twoLevels(), toggle(1), { type: 'check' });
    expect(wrong.outcome).toBe('incorrect');
    expect(play(wrong, toggle(0))).toBe(wrong);
    const again = play(wrong, { type: 'tryAgain' });
    expect(again).toMatchObject({ outcome: 'playing', selected: [], levelIndex: 0 });
  });

  it('goes to the next level after a correct answer', () => {
    const correct = play(twoLevels(), toggle(0), { type: 'check' });
    expect(correct.outcome).toBe('correct');
    expect(nextLabel(correct)).toBe(NEXT_LEVEL_LABEL);
    expect(play(correct, { type: 'next' })).toMatchObject({ levelIndex: 1, selected: [], outcome: 'playing' });
  });

  it('restarts from the first level after the last one', () => {
    const last = play(twoLevels(), toggle(0), { type: 'check' }, { type: 'next' }, { type: 'check' });
    expect(last).toMatchObject({ levelIndex: 1, outcome: 'correct' });
    expect(nextLabel(last)).toBe(FINISH_RESTART_LABEL);
    expect(play(last, { type: 'next' })).toMatchObject({ levelIndex: 0, selected: [], outcome: 'playing' });
  });

  it('ignores Next and Try Again at the wrong moment', () => {
    const state = play(twoLevels(), toggle(0));
    expect(play(state, { type: 'next' })).toBe(state);
    expect(play(state, { type: 'tryAgain' })).toBe(state);
  });
});

describe('texts', () => {
  it('uses the spec titles and button', () => {
    expect(ALL_CORRECT_TITLE).toBe('✅ All Correct!');
    expect(NOT_QUITE_RIGHT_TITLE).toBe('❌ Not Quite Right');
    expect(CHECK_ANSWERS_LABEL).toBe('Check Answers');
  });

  it('has a different correct message per answer type', () => {
    const messages = new Set([correctMessage('specific'), correctMessage('none'), correctMessage('all')]);
    expect(messages.size).toBe(3);
    expect(correctMessage('specific')).toBe('You found the right one!');
  });

  it('hints at the number of right answers for a specific level', () => {
    expect(hintFor(level())).toContain('2 of them');
    expect(hintFor(level({ correctAnswerIndexes: [1] }))).toContain('only one');
    expect(hintFor(level({ answerType: 'none' }))).toContain('none');
    expect(hintFor(level({ answerType: 'all' }))).toContain('every one');
  });
});
