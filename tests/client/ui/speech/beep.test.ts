import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Web Audio as far as a beep uses it: what was started and stopped, and whether the browser holds it suspended. */
class FakeAudioContext {
  static state: AudioContextState = 'running';
  static tones: { startedAt: number; stoppedAt: number; frequency: number }[] = [];
  state = FakeAudioContext.state;
  currentTime = 12;
  destination = {};
  resume = vi.fn(() => Promise.resolve());

  createOscillator() {
    const tone = { startedAt: Number.NaN, stoppedAt: Number.NaN, frequency: 0 };
    FakeAudioContext.tones.push(tone);
    return {
      frequency: {
        set value(hz: number) {
          tone.frequency = hz;
        },
      },
      connect: (node: unknown) => node,
      start: (at: number) => {
        tone.startedAt = at;
      },
      stop: (at: number) => {
        tone.stoppedAt = at;
      },
      onended: null,
    };
  }

  createGain() {
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (node: unknown) => node,
      disconnect: () => {},
    };
  }
}

// A fresh module each time: the beep keeps its audio context between calls.
const freshBeep = async () => {
  vi.resetModules();
  return import('#ui/speech/beep.ts');
};

beforeEach(() => {
  FakeAudioContext.state = 'running';
  FakeAudioContext.tones = [];
});

afterEach(() => vi.unstubAllGlobals());

describe('the scanning beep', () => {
  it('plays a short tone', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { beep, BEEP_MS } = await freshBeep();
    beep();
    beep();
    expect(FakeAudioContext.tones).toHaveLength(2);
    const [tone] = FakeAudioContext.tones;
    expect(tone?.startedAt).toBe(12);
    expect(tone?.stoppedAt).toBeCloseTo(12 + BEEP_MS / 1000);
    expect(BEEP_MS).toBeLessThanOrEqual(100);
  });

  it('stays silent where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { beep } = await freshBeep();
    expect(() => beep()).not.toThrow();
  });

  it('stays silent while the browser holds audio suspended, and asks to resume it', async () => {
    FakeAudioContext.state = 'suspended';
    const contexts: FakeAudioContext[] = [];
    vi.stubGlobal(
      'AudioContext',
      class extends FakeAudioContext {
        constructor() {
          super();
          contexts.push(this);
        }
      },
    );
    const { beep } = await freshBeep();
    beep();
    expect(FakeAudioContext.tones).toEqual([]);
    expect(contexts[0]?.resume).toHaveBeenCalled();
  });

  it('stays silent where making the sound fails', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('too many contexts', 'NotSupportedError');
        }
      },
    );
    const { beep } = await freshBeep();
    expect(() => beep()).not.toThrow();
  });
});
