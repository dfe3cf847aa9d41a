import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FindTheCorrectOneLevel } from '#domain/play-it';
import { FindTheCorrectOneGame } from '#features/games/find-the-correct-one/find-the-correct-one-game.tsx';
import { FakeAudio } from './fake-audio.ts';

const QUESTION_AUDIO = '/demo/audio/where-is-my-teddy.mp3';

const levels = [
  FindTheCorrectOneLevel.parse({
    questionText: 'Where is my teddy?',
    questionAudioSrc: QUESTION_AUDIO,
    imageOptions: [
      { src: '/ball.svg', alt: 'ball' },
      { src: '/teddy.svg', alt: 'teddy' },
    ],
    correctAnswerIndexes: [1],
  }),
];

const renderGame = () => render(<FindTheCorrectOneGame levels={levels} onExit={() => {}} />);
const audioButton = () => screen.getByRole('button', { name: 'Hear the question' });

/** Lets the question audio's autoplay attempt happen and its refusal settle. */
async function waitForAutoplay() {
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeAudio.reset();
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('audio that fails never breaks a game', () => {
  it('stays silent when autoplay is blocked, shows the red line when the pressed button fails, and the game goes on', async () => {
    renderGame();
    await waitForAutoplay();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(audioButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe('Failed to play audio');

    fireEvent.click(screen.getByRole('button', { name: 'teddy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(screen.getByText('✅ All Correct!')).toBeTruthy();
    expect(screen.getByText('You found the right one!')).toBeTruthy();
  });

  it("says 'Failed to load audio' when the file cannot be loaded", async () => {
    renderGame();
    await waitForAutoplay();
    act(() => {
      FakeAudio.withSource(QUESTION_AUDIO).dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load audio');
    expect(screen.getByRole('button', { name: 'Check Answers' })).toBeTruthy();
  });

  it("says 'Failed to control audio' when playing audio cannot be stopped", async () => {
    FakeAudio.play = () => Promise.resolve();
    renderGame();
    await waitForAutoplay();
    expect(audioButton().getAttribute('aria-pressed')).toBe('true');
    FakeAudio.pauseFails = true;
    fireEvent.click(audioButton());
    expect(screen.getByRole('alert').textContent).toBe('Failed to control audio');
  });

  it('plays the question again from the start, and clears the red line once it plays', async () => {
    renderGame();
    await waitForAutoplay();
    fireEvent.click(audioButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toBeTruthy();

    FakeAudio.play = () => Promise.resolve();
    const clip = FakeAudio.withSource(QUESTION_AUDIO);
    clip.currentTime = 3;
    fireEvent.click(audioButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(clip.currentTime).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(audioButton().getAttribute('aria-pressed')).toBe('true');
  });
});
