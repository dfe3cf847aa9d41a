import { playRecording, type RecordingOutcome } from './play-recording.ts';
import { synthesise } from './synthesise.ts';
import { deviceSynthesis } from './voices.ts';

/**
 * The one voice of the learner path: symbol labels, card titles, questions, instructions and
 * buttons (tap to hear), and the scanning highlight's item. The author's recording first; where
 * there is none or it fails, the device's voice for the course's language. One thing is spoken
 * at a time: a new request stops the one before. The promise never rejects and always settles.
 */
export interface SpeakRequest {
  text: string;
  /** The author's recording of the words (same-origin media the service worker serves offline). */
  audioUrl?: string | undefined;
  /** The course's language (BCP 47). */
  lang: string;
  /** The learner's speech rate and pitch (their ranges are in access-settings). */
  rate: number;
  pitch: number;
}

/**
 * audio: the recording played. voice: a voice said the words. no-voice: no voice of the language
 * can speak now. unsupported: this browser has no speech synthesis. cancelled: stopped by
 * cancelSpeech or the next request. error: the voice failed or never finished.
 */
export type SpeakResult = Exclude<RecordingOutcome, 'failed'> | 'voice' | 'no-voice' | 'unsupported' | 'error';

let current: AbortController | undefined;

export function cancelSpeech(): void {
  current?.abort();
  current = undefined;
  const synth = deviceSynthesis();
  // Only when something is queued: a cancel() just before speak() makes some Chromium builds drop the new utterance.
  if (synth && (synth.speaking || synth.pending)) synth.cancel();
}

/** Words asked for that no voice could say, since the page loaded: the teacher is then told why. */
let unheard = false;
const unheardListeners = new Set<() => void>();

export function wordsWentUnheard(): boolean {
  return unheard;
}

/** Calls `listener` when words first go unheard; answers how to stop. */
export function onWordsUnheard(listener: () => void): () => void {
  unheardListeners.add(listener);
  return () => unheardListeners.delete(listener);
}

export async function speak(request: SpeakRequest): Promise<SpeakResult> {
  const result = await speakNow(request);
  if ((result === 'no-voice' || result === 'unsupported') && !unheard) {
    unheard = true;
    for (const listener of unheardListeners) listener();
  }
  return result;
}

async function speakNow(request: SpeakRequest): Promise<SpeakResult> {
  cancelSpeech();
  const own = new AbortController();
  current = own;
  try {
    if (request.audioUrl) {
      const played = await playRecording(request.audioUrl, own.signal);
      if (played !== 'failed') return played;
    }
    return await synthesise(request, own.signal);
  } catch (error) {
    console.warn('The words could not be spoken', error);
    return 'error';
  } finally {
    if (current === own) current = undefined;
  }
}
