import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSpeechContext } from '#ui/speech/speech-context-store.ts';
import {
  attachTapToHear,
  NOTHING_ARMED,
  SECOND_TAP_MS,
  type TapToHearState,
  tapToHear,
} from '#ui/speech/tap-to-hear.ts';
import { useTapToHear } from '#ui/speech/use-tap-to-hear.ts';
import { installSpeech, resetSpeechTest, setOnline, voice } from './fake-speech.ts';

describe('tap to hear, as a rule', () => {
  /** Replays touches (item, time) and gives what each did. */
  function replay(touches: [string, number][]) {
    let state: TapToHearState<string> = NOTHING_ARMED;
    return touches.map(([item, at]) => {
      const next = tapToHear(state, item, at);
      state = next.state;
      return next.decision;
    });
  }

  it('speaks on the first touch and acts on a second touch of the same item', () => {
    expect(
      replay([
        ['teddy', 0],
        ['teddy', 1000],
      ]),
    ).toEqual(['speak', 'act']);
  });

  it('speaks again after acting, so each use of an item starts by hearing it', () => {
    expect(
      replay([
        ['teddy', 0],
        ['teddy', 1000],
        ['teddy', 2000],
      ]),
    ).toEqual(['speak', 'act', 'speak']);
  });

  it('speaks a touched item other than the one heard, and then acts on that one', () => {
    expect(
      replay([
        ['teddy', 0],
        ['ball', 500],
        ['teddy', 900],
        ['teddy', 1200],
      ]),
    ).toEqual(['speak', 'speak', 'speak', 'act']);
  });

  it('speaks again once the second touch comes too late', () => {
    expect(
      replay([
        ['teddy', 0],
        ['teddy', SECOND_TAP_MS],
      ]),
    ).toEqual(['speak', 'act']);
    expect(
      replay([
        ['teddy', 0],
        ['teddy', SECOND_TAP_MS + 1],
      ]),
    ).toEqual(['speak', 'speak']);
  });
});

/** A page with two buttons, one with a name and a recording of its own. */
function Page({ enabled, onTeddy, onBall }: { enabled: boolean; onTeddy: () => void; onBall: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useTapToHear(root, enabled);
  return (
    <div ref={root}>
      <h1>Find the teddy</h1>
      <button type="button" onClick={onTeddy}>
        <img src="/teddy.svg" alt="teddy" />
      </button>
      <button type="button" onClick={onBall} data-speak="a red ball" data-speak-audio="/media/ball.mp3">
        Ball
      </button>
    </div>
  );
}

describe('tap to hear on a page', () => {
  const daniel = voice('Daniel', 'en-GB');
  const amelie = voice('Amélie', 'fr-FR');

  const touch = (element: Element) => fireEvent.click(element, { detail: 1 });

  beforeEach(() => {
    vi.useFakeTimers();
    setOnline(true);
    setSpeechContext({ lang: 'fr', rate: 1.5, pitch: 0.8 });
  });

  afterEach(resetSpeechTest);

  it("speaks an item on the first touch, in the course's language at the learner's rate and pitch, and acts on the second", async () => {
    const synth = installSpeech([daniel, amelie]);
    const onTeddy = vi.fn();
    render(<Page enabled onTeddy={onTeddy} onBall={() => {}} />);
    const teddy = screen.getByRole('button', { name: 'teddy' });

    touch(teddy);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onTeddy).not.toHaveBeenCalled();
    expect(synth.last.text).toBe('teddy');
    expect(synth.last.voice).toBe(amelie);
    expect(synth.last.rate).toBe(1.5);
    expect(synth.last.pitch).toBe(0.8);

    touch(teddy);
    expect(onTeddy).toHaveBeenCalledTimes(1);
    expect(synth.spoken).toHaveLength(1);
  });

  it("says an item's data-speak, with its recording first, and a touch elsewhere speaks that one instead", async () => {
    installSpeech([amelie]);
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.getAttribute('src') ?? '');
      return Promise.resolve();
    });
    const onTeddy = vi.fn();
    const onBall = vi.fn();
    render(<Page enabled onTeddy={onTeddy} onBall={onBall} />);

    touch(screen.getByRole('button', { name: 'teddy' }));
    touch(screen.getByRole('button', { name: 'Ball' }));
    expect(played).toEqual(['/media/ball.mp3']);
    touch(screen.getByRole('button', { name: 'teddy' }));
    expect(onTeddy).not.toHaveBeenCalled();
    expect(onBall).not.toHaveBeenCalled();
  });

  it('lets a keyboard or a switch act at once, and does nothing while off', () => {
    const synth = installSpeech([amelie]);
    const onTeddy = vi.fn();
    const { rerender } = render(<Page enabled onTeddy={onTeddy} onBall={() => {}} />);
    const teddy = screen.getByRole('button', { name: 'teddy' });
    fireEvent.click(teddy, { detail: 0 });
    expect(onTeddy).toHaveBeenCalledTimes(1);

    rerender(<Page enabled={false} onTeddy={onTeddy} onBall={() => {}} />);
    touch(teddy);
    expect(onTeddy).toHaveBeenCalledTimes(2);
    expect(synth.spoken).toEqual([]);
  });

  it('holds back nothing outside its root, and nothing once detached', () => {
    document.body.innerHTML = '<div id="root"><button>In</button></div><button>Out</button>';
    const [inside, outside] = Array.from(document.querySelectorAll('button'));
    const acted: string[] = [];
    document.body.addEventListener('click', (event) => acted.push((event.target as Element).textContent ?? ''));
    const speak = vi.fn();
    const detach = attachTapToHear(document.getElementById('root') as HTMLElement, speak);
    touch(outside as Element);
    touch(inside as Element);
    expect(acted).toEqual(['Out']);
    expect(speak).toHaveBeenCalledWith('In', undefined);
    detach();
    touch(outside as Element);
    touch(inside as Element);
    expect(acted).toEqual(['Out', 'Out', 'In']);
  });
});
