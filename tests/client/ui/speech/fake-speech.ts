import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { cancelSpeech } from '#ui/speech/speaker.ts';

/**
 * The browser's speech synthesis as a test decides it: which voices the device has, whether it
 * lists them at once or late (as Chromium does), and whether an utterance is spoken, hangs half-way
 * (Chromium's lost 'end'), never starts or fails.
 */

export function voice(name: string, lang: string, { local = true, isDefault = false } = {}): SpeechSynthesisVoice {
  return { name, lang, localService: local, default: isDefault, voiceURI: `urn:voice:${name}` };
}

export class FakeUtterance {
  text: string;
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  pitch = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;

  constructor(text = '') {
    this.text = text;
  }
}

export type Behaviour = 'speaks' | 'hangs' | 'never-starts' | 'fails';

/** How long the fake voice takes to say anything. */
export const SPEAKING_MS = 500;

export class FakeSynthesis extends EventTarget {
  behaviour: Behaviour = 'speaks';
  spoken: FakeUtterance[] = [];
  cancels = 0;
  speaking = false;
  pending = false;
  paused = false;
  private listed: boolean;
  private current: FakeUtterance | null = null;

  constructor(
    public voices: SpeechSynthesisVoice[],
    { listedLate = false } = {},
  ) {
    super();
    this.listed = !listedLate;
  }

  getVoices(): SpeechSynthesisVoice[] {
    return this.listed ? [...this.voices] : [];
  }

  /** The browser fills its list late, or a voice is installed or removed while the app runs. */
  changeVoices(voices = this.voices): void {
    this.voices = voices;
    this.listed = true;
    this.dispatchEvent(new Event('voiceschanged'));
  }

  speak(utterance: FakeUtterance): void {
    this.spoken.push(utterance);
    this.current = utterance;
    this.speaking = true;
    if (this.behaviour === 'never-starts') return;
    const behaviour = this.behaviour;
    setTimeout(() => {
      if (this.current !== utterance) return;
      utterance.onstart?.();
      if (behaviour === 'fails') utterance.onerror?.({ error: 'synthesis-failed' });
      if (behaviour !== 'speaks') return;
      setTimeout(() => {
        if (this.current !== utterance) return;
        this.current = null;
        this.speaking = false;
        utterance.onend?.();
      }, SPEAKING_MS);
    }, 10);
  }

  cancel(): void {
    this.cancels += 1;
    const utterance = this.current;
    this.current = null;
    this.speaking = false;
    if (utterance) setTimeout(() => utterance.onerror?.({ error: 'interrupted' }), 0);
  }

  /** The last utterance handed to the synthesis. */
  get last(): FakeUtterance {
    const utterance = this.spoken.at(-1);
    if (!utterance) throw new Error('Nothing was spoken');
    return utterance;
  }
}

/** Gives the page a speech synthesis with these voices. */
export function installSpeech(voices: SpeechSynthesisVoice[], options: { listedLate?: boolean } = {}): FakeSynthesis {
  const synth = new FakeSynthesis(voices, options);
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

/** A browser without speech synthesis. */
export function removeSpeech(): void {
  vi.stubGlobal('speechSynthesis', undefined);
  vi.stubGlobal('SpeechSynthesisUtterance', undefined);
}

export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/**
 * Recordings played through HTMLMediaElement: `play` says what play() answers (by default it
 * plays), and `elements` are the audio elements asked to play, to send them 'ended' or 'error'.
 */
export function fakeRecordings() {
  const recordings = {
    elements: [] as HTMLMediaElement[],
    play: (): Promise<void> => Promise.resolve(),
  };
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    recordings.elements.push(this);
    return recordings.play();
  });
  return recordings;
}

/** After each speech test: the page unmounted, speech stopped, real timers, and no stub or spy left. */
export function resetSpeechTest(): void {
  cleanup();
  cancelSpeech();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
