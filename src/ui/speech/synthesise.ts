import { SPEECH_PITCH, SPEECH_RATE } from '#domain/access-settings';
import { deviceSynthesis, loadVoices, pickVoice, voicesListed } from './voices.ts';

/**
 * Says words with the device's speech synthesis, in the voice `pickVoice` gives for the
 * language. Chromium sometimes never reports the end of an utterance (and sometimes never starts
 * one), so each is given up on after a time that grows with its length and shrinks with its rate.
 */
export type SynthesisOutcome = 'voice' | 'no-voice' | 'unsupported' | 'cancelled' | 'error';

export interface SynthesisRequest {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
}

/** About twice as long as a voice at rate 1 takes per character, plus time to start (an internet voice is slow to). */
export const GUARD_BASE_MS = 4000;
export const GUARD_MS_PER_CHARACTER = 120;

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

export function synthesisGuardMs(text: string, rate: number): number {
  return GUARD_BASE_MS + (text.length * GUARD_MS_PER_CHARACTER) / clamp(rate, SPEECH_RATE);
}

const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

export async function synthesise(request: SynthesisRequest, signal: AbortSignal): Promise<SynthesisOutcome> {
  const synth = deviceSynthesis();
  if (!synth) return 'unsupported';
  if (!voicesListed()) await Promise.race([loadVoices(), aborted(signal)]);
  if (signal.aborted) return 'cancelled';
  const voice = pickVoice(request.lang);
  if (!voice) return 'no-voice';

  const utterance = new SpeechSynthesisUtterance(request.text);
  utterance.voice = voice;
  utterance.lang = voice.lang.replace(/_/g, '-');
  utterance.rate = clamp(request.rate, SPEECH_RATE);
  utterance.pitch = clamp(request.pitch, SPEECH_PITCH);
  return new Promise((resolve) => {
    let started = false;
    let over = false;
    // The handlers and the guard's timer hold the utterance: Chromium drops the events of one nothing holds.
    const finish = (outcome: SynthesisOutcome) => {
      if (over) return;
      over = true;
      clearTimeout(guard);
      signal.removeEventListener('abort', onAbort);
      utterance.onstart = null;
      utterance.onend = null;
      utterance.onerror = null;
      resolve(outcome);
    };
    const onAbort = () => finish('cancelled');
    utterance.onstart = () => {
      started = true;
    };
    utterance.onend = () => finish('voice');
    utterance.onerror = (event) =>
      finish(event.error === 'interrupted' || event.error === 'canceled' ? 'cancelled' : 'error');
    // A stuck utterance also blocks every later one until the queue is cleared.
    const guard = setTimeout(
      () => {
        synth.cancel();
        finish(started ? 'voice' : 'error');
      },
      synthesisGuardMs(request.text, request.rate),
    );
    signal.addEventListener('abort', onAbort);
    try {
      synth.speak(utterance);
    } catch {
      finish('error');
    }
  });
}
