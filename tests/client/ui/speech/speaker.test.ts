import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_START_MS } from '#ui/speech/play-recording.ts';
import { cancelSpeech, type SpeakRequest, speak } from '#ui/speech/speaker.ts';
import { synthesisGuardMs } from '#ui/speech/synthesise.ts';
import { chooseVoice, VOICES_WAIT_MS } from '#ui/speech/voices.ts';
import { fakeRecordings, installSpeech, removeSpeech, SPEAKING_MS, setOnline, voice } from './fake-speech.ts';

const daniel = voice('Daniel', 'en-GB');
const samantha = voice('Samantha', 'en-US', { isDefault: true });
const googleUk = voice('Google UK English', 'en-GB', { local: false });
const amelie = voice('Amélie', 'fr-FR');
const gwyneth = voice('Gwyneth', 'cy-GB', { local: false });

const request = (change: Partial<SpeakRequest> = {}): SpeakRequest => ({
  text: 'teddy',
  lang: 'en',
  rate: 1,
  pitch: 1,
  ...change,
});

/** Speaks and lets the fake voice (and any guard) run its course. */
async function spoken(promise: Promise<unknown>, ms = 60_000) {
  await vi.advanceTimersByTimeAsync(ms);
  return promise;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setOnline(true);
});

afterEach(() => {
  cancelSpeech();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the recording first', () => {
  it("plays the author's recording and does not use a voice", async () => {
    const synth = installSpeech([daniel]);
    const recordings = fakeRecordings();
    const result = speak(request({ audioUrl: '/media/teddy.mp3' }));
    expect(recordings.elements).toHaveLength(1);
    expect(recordings.elements[0]?.getAttribute('src')).toBe('/media/teddy.mp3');
    await vi.advanceTimersByTimeAsync(300);
    recordings.elements[0]?.dispatchEvent(new Event('ended'));
    expect(await result).toBe('audio');
    expect(synth.spoken).toEqual([]);
  });

  it('says the words with a voice when the recording cannot be loaded', async () => {
    const synth = installSpeech([daniel]);
    const recordings = fakeRecordings();
    recordings.play = () => new Promise(() => {});
    const result = speak(request({ audioUrl: '/media/gone.mp3' }));
    recordings.elements[0]?.dispatchEvent(new Event('error'));
    expect(await spoken(result)).toBe('voice');
    expect(synth.last.text).toBe('teddy');
  });

  it('says the words with a voice when the browser refuses to play the recording', async () => {
    const synth = installSpeech([daniel]);
    const recordings = fakeRecordings();
    recordings.play = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    expect(await spoken(speak(request({ audioUrl: '/media/teddy.mp3' })))).toBe('voice');
    expect(synth.spoken).toHaveLength(1);
  });

  it('says the words with a voice when the recording never starts', async () => {
    const synth = installSpeech([daniel]);
    const recordings = fakeRecordings();
    recordings.play = () => new Promise(() => {});
    const result = speak(request({ audioUrl: '/media/slow.mp3' }));
    await vi.advanceTimersByTimeAsync(RECORDING_START_MS - 1);
    expect(synth.spoken).toEqual([]);
    expect(await spoken(result)).toBe('voice');
    expect(recordings.elements[0]?.paused).toBe(true);
  });
});

describe('the voice', () => {
  it("uses a voice on the device in the course's language, with the learner's rate and pitch", async () => {
    const synth = installSpeech([amelie, googleUk, daniel]);
    expect(await spoken(speak(request({ rate: 0.7, pitch: 1.4 })))).toBe('voice');
    expect(synth.last.voice).toBe(daniel);
    expect(synth.last.lang).toBe('en-GB');
    expect(synth.last.rate).toBe(0.7);
    expect(synth.last.pitch).toBe(1.4);

    await spoken(speak(request({ text: 'nounours', lang: 'fr' })));
    expect(synth.last.voice).toBe(amelie);
  });

  it('keeps rate and pitch within what the settings allow', async () => {
    const synth = installSpeech([daniel]);
    await spoken(speak(request({ rate: 9, pitch: -1 })));
    expect(synth.last.rate).toBe(2);
    expect(synth.last.pitch).toBe(0);
  });

  it("uses the tablet's chosen voice, and the best local one once it is gone", async () => {
    const synth = installSpeech([daniel, samantha]);
    chooseVoice('en', samantha.voiceURI);
    await spoken(speak(request()));
    expect(synth.last.voice).toBe(samantha);

    synth.changeVoices([daniel]);
    await spoken(speak(request()));
    expect(synth.last.voice).toBe(daniel);
  });

  it('uses a voice from the internet only while online', async () => {
    const synth = installSpeech([googleUk, amelie]);
    expect(await spoken(speak(request()))).toBe('voice');
    expect(synth.last.voice).toBe(googleUk);

    setOnline(false);
    expect(await spoken(speak(request()))).toBe('no-voice');
    expect(synth.spoken).toHaveLength(1);
  });

  it('says no-voice when the device has no voice of the language at all', async () => {
    const synth = installSpeech([amelie, gwyneth]);
    expect(await spoken(speak(request()))).toBe('no-voice');
    expect(synth.spoken).toEqual([]);
  });

  it('says unsupported where the browser has no speech synthesis, and still plays recordings', async () => {
    removeSpeech();
    expect(await spoken(speak(request()))).toBe('unsupported');
    const recordings = fakeRecordings();
    const result = speak(request({ audioUrl: '/media/teddy.mp3' }));
    await vi.advanceTimersByTimeAsync(0);
    recordings.elements[0]?.dispatchEvent(new Event('ended'));
    expect(await result).toBe('audio');
  });

  it('waits for a list of voices that the browser fills late', async () => {
    const synth = installSpeech([daniel], { listedLate: true });
    const result = speak(request());
    await vi.advanceTimersByTimeAsync(100);
    expect(synth.spoken).toEqual([]);
    synth.changeVoices();
    expect(await spoken(result)).toBe('voice');
    expect(synth.last.voice).toBe(daniel);
  });

  it('gives up waiting for a list that never comes, once, and says no-voice', async () => {
    installSpeech([], { listedLate: true });
    const first = speak(request());
    await vi.advanceTimersByTimeAsync(VOICES_WAIT_MS);
    expect(await first).toBe('no-voice');
    // The next request does not wait again.
    expect(await speak(request())).toBe('no-voice');
  });

  it('says error when the voice fails', async () => {
    const synth = installSpeech([daniel]);
    synth.behaviour = 'fails';
    expect(await spoken(speak(request()))).toBe('error');
  });
});

describe('never hangs', () => {
  it("ends a voice that never reports its end after a time that grows with the words, and clears Chromium's queue", async () => {
    const synth = installSpeech([daniel]);
    synth.behaviour = 'hangs';
    const text = 'Where is my teddy? Can you find him?';
    const guard = synthesisGuardMs(text, 1);
    expect(guard).toBeGreaterThan(synthesisGuardMs('teddy', 1));
    expect(synthesisGuardMs(text, 0.5)).toBeGreaterThan(guard);

    let result: string | undefined;
    speak(request({ text })).then((outcome) => {
      result = outcome;
    });
    await vi.advanceTimersByTimeAsync(guard - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('voice');
    expect(synth.cancels).toBe(1);
  });

  it('says error for an utterance that never started', async () => {
    const synth = installSpeech([daniel]);
    synth.behaviour = 'never-starts';
    expect(await spoken(speak(request()))).toBe('error');
    expect(synth.cancels).toBe(1);
  });
});

describe('cancelling', () => {
  it('stops the voice and ends its request as cancelled', async () => {
    const synth = installSpeech([daniel]);
    const result = speak(request());
    await vi.advanceTimersByTimeAsync(SPEAKING_MS / 2);
    cancelSpeech();
    expect(await result).toBe('cancelled');
    expect(synth.cancels).toBe(1);
  });

  it('stops a recording', async () => {
    installSpeech([daniel]);
    const recordings = fakeRecordings();
    const result = speak(request({ audioUrl: '/media/teddy.mp3' }));
    await vi.advanceTimersByTimeAsync(100);
    cancelSpeech();
    expect(await result).toBe('cancelled');
    expect(recordings.elements[0]?.paused).toBe(true);
  });

  it('a new request stops the one before, which ends as cancelled', async () => {
    const synth = installSpeech([daniel]);
    const first = speak(request({ text: 'teddy' }));
    await vi.advanceTimersByTimeAsync(SPEAKING_MS / 2);
    const second = speak(request({ text: 'ball' }));
    expect(await first).toBe('cancelled');
    expect(await spoken(second)).toBe('voice');
    expect(synth.spoken.map((utterance) => utterance.text)).toEqual(['teddy', 'ball']);
  });

  it('ends a request still waiting for the list of voices', async () => {
    installSpeech([daniel], { listedLate: true });
    const result = speak(request());
    await vi.advanceTimersByTimeAsync(10);
    cancelSpeech();
    expect(await result).toBe('cancelled');
  });
});
