import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseVoice, chosenVoice, pickVoice, speechAvailability, voicesFor } from '#ui/speech/voices.ts';
import { installSpeech, removeSpeech, voice } from './fake-speech.ts';

const daniel = voice('Daniel', 'en-GB');
const samantha = voice('Samantha', 'en-US', { isDefault: true });
const karen = voice('Karen', 'en_AU');
const googleUk = voice('Google UK English', 'en-GB', { local: false });
const googleUs = voice('Google US English', 'en-US', { local: false });
const amelie = voice('Amélie', 'fr-FR');
const gwyneth = voice('Gwyneth', 'cy-GB', { local: false });

const names = (voices: SpeechSynthesisVoice[]) => voices.map((one) => one.name);

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the device's voices of a language", () => {
  it('lists the voices of the language only, local ones first, the exact tag and the default first among them', () => {
    installSpeech([googleUs, amelie, karen, googleUk, samantha, daniel]);
    expect(names(voicesFor('en-GB'))).toEqual([
      'Daniel',
      'Samantha',
      'Karen',
      'Google UK English',
      'Google US English',
    ]);
    // Otherwise in the device's order.
    expect(names(voicesFor('en'))).toEqual(['Samantha', 'Karen', 'Daniel', 'Google US English', 'Google UK English']);
    expect(names(voicesFor('fr-CA'))).toEqual(['Amélie']);
    expect(voicesFor('cy')).toEqual([]);
  });

  it('lists nothing where the browser has no speech synthesis', () => {
    removeSpeech();
    expect(voicesFor('en')).toEqual([]);
    expect(pickVoice('en', true)).toBeUndefined();
  });
});

describe('the voice that speaks', () => {
  it('is the best local voice: the exact tag, else the default', () => {
    installSpeech([googleUk, samantha, daniel]);
    expect(pickVoice('en-GB', true)).toBe(daniel);
    expect(pickVoice('en', true)).toBe(samantha);
  });

  it("is the tablet's chosen one, kept per language, while it is there", () => {
    const synth = installSpeech([daniel, samantha, amelie]);
    chooseVoice('en-GB', samantha.voiceURI);
    expect(chosenVoice('en-GB')).toBe(samantha.voiceURI);
    expect(chosenVoice('en-gb')).toBe(samantha.voiceURI);
    expect(chosenVoice('fr')).toBeUndefined();
    expect(pickVoice('en-GB', true)).toBe(samantha);
    expect(pickVoice('fr', true)).toBe(amelie);

    synth.changeVoices([daniel, amelie]);
    expect(pickVoice('en-GB', true)).toBe(daniel);
  });

  it('comes from the internet only while online, and only when there is no local one or the teacher chose it', () => {
    installSpeech([googleUk, daniel, gwyneth]);
    expect(pickVoice('en', true)).toBe(daniel);
    chooseVoice('en', googleUk.voiceURI);
    expect(pickVoice('en', true)).toBe(googleUk);
    expect(pickVoice('en', false)).toBe(daniel);
    expect(pickVoice('cy', true)).toBe(gwyneth);
    expect(pickVoice('cy', false)).toBeUndefined();
  });

  it('is read online or offline from navigator.onLine unless told', () => {
    installSpeech([gwyneth]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(pickVoice('cy')).toBeUndefined();
  });
});

describe('whether words can be spoken', () => {
  it('is ready with a local voice of the language, online or not', () => {
    installSpeech([googleUk, daniel, gwyneth]);
    expect(speechAvailability('en', true)).toBe('ready');
    expect(speechAvailability('en', false)).toBe('ready');
  });

  it('needs internet with only voices from the internet, while online; offline there is no voice', () => {
    installSpeech([daniel, gwyneth]);
    expect(speechAvailability('cy', true)).toBe('needs-internet');
    expect(speechAvailability('cy', false)).toBe('no-voice');
  });

  it('has no voice for a language the device has none of', () => {
    installSpeech([daniel, amelie]);
    expect(speechAvailability('ga', true)).toBe('no-voice');
    expect(speechAvailability('ga', false)).toBe('no-voice');
  });

  it('has no voice where the browser cannot speak but can play recordings, and is unsupported where it can do neither', () => {
    removeSpeech();
    expect(speechAvailability('en', true)).toBe('no-voice');
    vi.stubGlobal('Audio', undefined);
    expect(speechAvailability('en', true)).toBe('unsupported');
  });
});
