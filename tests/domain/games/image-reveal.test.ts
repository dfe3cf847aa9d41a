import { describe, expect, it } from 'vitest';
import {
  CONTINUE_LABEL,
  type ImageRevealEvent,
  type ImageRevealState,
  imageRevealReducer,
  initialImageRevealState,
  nextLabel,
  REVEAL_WIN_MESSAGE,
  shownImage,
} from '#domain/games/image-reveal';
import { FINISH_LABEL } from '#domain/games/texts';
import { ImageRevealLevel } from '#domain/play-it';

const level = (name: string) => ImageRevealLevel.parse({ initialImage: '/gift.png', revealedImage: `/${name}.png` });

const play = (state: ImageRevealState, ...events: ImageRevealEvent[]) => events.reduce(imageRevealReducer, state);
const win: ImageRevealEvent[] = [{ type: 'clickGift' }, { type: 'winDelayDone' }];

describe('revealing', () => {
  it('shows the gift, then the revealed image after a click', () => {
    const state = initialImageRevealState([level('cat')]);
    expect(state.phase).toBe('hidden');
    expect(shownImage(state)).toBe('/gift.png');
    const revealed = play(state, { type: 'clickGift' });
    expect(revealed.phase).toBe('revealed');
    expect(shownImage(revealed)).toBe('/cat.png');
  });

  it('ignores clicks while revealed', () => {
    const revealed = play(initialImageRevealState([level('cat')]), { type: 'clickGift' });
    expect(play(revealed, { type: 'clickGift' })).toBe(revealed);
  });

  it('wins only when the delay after a reveal is done', () => {
    const state = initialImageRevealState([level('cat')]);
    expect(play(state, { type: 'winDelayDone' })).toBe(state);
    expect(play(state, ...win).phase).toBe('won');
  });

  it('ignores a click without a level', () => {
    const state = initialImageRevealState([]);
    expect(play(state, { type: 'clickGift' })).toBe(state);
  });
});

describe('levels', () => {
  it('continues to the next level', () => {
    const won = play(initialImageRevealState([level('cat'), level('dog')]), ...win);
    expect(nextLabel(won)).toBe(CONTINUE_LABEL);
    const next = play(won, { type: 'next' });
    expect(next).toMatchObject({ levelIndex: 1, phase: 'hidden' });
    expect(shownImage(play(next, { type: 'clickGift' }))).toBe('/dog.png');
  });

  it('finishes after the last level', () => {
    const won = play(initialImageRevealState([level('cat'), level('dog')]), ...win, { type: 'next' }, ...win);
    expect(nextLabel(won)).toBe(FINISH_LABEL);
    const finished = play(won, { type: 'next' });
    expect(finished).toMatchObject({ levelIndex: 1, phase: 'finished' });
    expect(play(finished, { type: 'next' })).toBe(finished);
    expect(play(finished, { type: 'clickGift' })).toBe(finished);
  });

  it('ignores Continue before the win', () => {
    const revealed = play(initialImageRevealState([level('cat'), level('dog')]), { type: 'clickGift' });
    expect(play(revealed, { type: 'next' })).toBe(revealed);
  });
});

describe('texts', () => {
  it('uses the spec texts', () => {
    expect(REVEAL_WIN_MESSAGE).toBe('Amazing! You revealed the hidden image!');
    expect(CONTINUE_LABEL).toBe('Continue');
  });
});
