import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayIt } from '#domain/play-it';
import { GameView } from '#features/games/game-view.tsx';
import { until } from '../support/until.ts';
import { FakeAudio } from './fake-audio.ts';

beforeEach(() => {
  FakeAudio.reset();
  vi.stubGlobal('Audio', FakeAudio);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Each game's code loads lazily: the waits below end when the game shows.
describe('GameView', () => {
  it('loads the drawing game, which says so when no canvas has a background image', async () => {
    const playIt = PlayIt.parse({
      game: 'drawing-game',
      drawingGameContent: { canvases: [{ backgroundImage: '  ', hintCards: [] }] },
    });
    render(<GameView game="drawing-game" playIt={playIt} onExit={() => {}} />);
    expect(await until(() => screen.queryByText('No Drawing Canvases Available'))).toBeTruthy();
    expect(
      screen.getByText('Add drawing canvases with a background image to this lesson in the admin area.'),
    ).toBeTruthy();
  });

  it("plays stop motion's looping video on Go, and puts the button back to Go when the browser refuses", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const playIt = PlayIt.parse({ game: 'stop-motion', content: { videoUrl: '/demo/video/stop-motion.webm' } });
    render(<GameView game="stop-motion" playIt={playIt} onExit={() => {}} />);
    const go = await until(() => screen.queryByRole('button', { name: 'Go' }));
    expect(document.querySelector('video')?.loop).toBe(true);

    play.mockResolvedValue(undefined);
    fireEvent.click(go);
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(stop);
    expect(pause).toHaveBeenCalled();

    play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(await until(() => screen.queryByRole('button', { name: 'Go' }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('plays image reveal to the end, telling the page once that it was finished, and leaves through Back to lessons', async () => {
    const onExit = vi.fn();
    const playIt = PlayIt.parse({
      game: 'image-reveal',
      imageRevealLevels: [{ initialImage: '/gift.svg', revealedImage: '/teddy.svg' }],
    });
    const onFinish = vi.fn();
    render(<GameView game="image-reveal" playIt={playIt} onExit={onExit} onFinish={onFinish} />);
    const gift = await until(() => screen.queryByRole('button', { name: 'Gift: open it' }));
    vi.useFakeTimers();
    fireEvent.click(gift);
    expect(FakeAudio.instances.map((audio) => audio.src)).toContain('/sounds/reveal.mp3');
    expect(screen.queryByText('Amazing! You revealed the hidden image!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Amazing! You revealed the hidden image!')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back to lessons' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
