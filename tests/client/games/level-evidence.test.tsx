import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayIt } from '#domain/play-it';
import { GameView } from '#features/games/game-view.tsx';
import { FakeAudio } from './fake-audio.ts';

beforeEach(() => {
  FakeAudio.reset();
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const level = (question: string) => ({
  questionText: question,
  imageOptions: [
    { src: '/cat.png', alt: 'Cat' },
    { src: '/dog.png', alt: 'Dog' },
  ],
  correctAnswerIndexes: [1],
  answerType: 'specific',
});

describe("a game's levels as the teacher's evidence", () => {
  it('tells the page each level played to its right answer: tries, first try, audio asked for', async () => {
    const playIt = PlayIt.parse({
      game: 'find-the-correct-one',
      findTheCorrectOneLevels: [level('Find the dog'), level('Find the dog again')],
    });
    const onLevel = vi.fn();
    render(<GameView game="find-the-correct-one" playIt={playIt} onExit={() => {}} onLevel={onLevel} />);
    // Level 1: the question asked for (said by a voice: the level has no recording), a wrong
    // answer, then the right one.
    fireEvent.click(await screen.findByRole('button', { name: /Hear the question/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next Level' }));
    // Level 2: right first time.
    await screen.findByText('Level 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Dog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    await screen.findByRole('button', { name: 'Back to lessons' });

    expect(onLevel.mock.calls.map(([result]) => ({ ...result, ms: typeof result.ms }))).toEqual([
      { level: 0, tries: 2, firstTry: false, hints: 0, audio: 1, ms: 'number' },
      { level: 1, tries: 1, firstTry: true, hints: 0, audio: 0, ms: 'number' },
    ]);
  });

  it('records nothing in a preview, which gives no onLevel', async () => {
    const playIt = PlayIt.parse({ game: 'find-the-correct-one', findTheCorrectOneLevels: [level('Find the dog')] });
    render(<GameView game="find-the-correct-one" playIt={playIt} onExit={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dog' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check Answers' }));
    expect(await screen.findByRole('button', { name: 'Back to lessons' })).toBeTruthy();
  });
});
