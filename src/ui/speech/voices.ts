import { sameLanguage } from '#domain/language';

/**
 * The voices of this device and which one speaks a course's language. A voice on the device
 * (`localService`) works in a classroom without internet; one from the internet only while the
 * device is online, so it is used only when there is no local one (or the teacher chose it).
 * The choice is kept per tablet and language, as a tablet's voices are its own.
 */

/** The browser's speech synthesis, or undefined where there is none (some webviews and old browsers). */
export function deviceSynthesis(): SpeechSynthesis | undefined {
  if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return undefined;
  return speechSynthesis;
}

/** Android reports 'en_GB' where others say 'en-GB'. */
const normalTag = (tag: string) => tag.replace(/_/g, '-').toLowerCase();

// Lower is better: on the device first, then the exact tag ('en-GB' for an en-GB course), then the device's default.
const rank = (voice: SpeechSynthesisVoice, lang: string) =>
  (voice.localService ? 0 : 4) + (normalTag(voice.lang) === normalTag(lang) ? 0 : 2) + (voice.default ? 0 : 1);

/** The device's voices of a language, best first: local ones before those that need internet. */
export function voicesFor(lang: string): SpeechSynthesisVoice[] {
  const voices = deviceSynthesis()?.getVoices() ?? [];
  return voices.filter((voice) => sameLanguage(voice.lang, lang)).sort((a, b) => rank(a, lang) - rank(b, lang));
}

const CHOSEN_PREFIX = 'symbol-courses.speech-voice.';
const chosenKey = (lang: string) => `${CHOSEN_PREFIX}${normalTag(lang)}`;

/** The voiceURI the teacher chose on this tablet for a language, if she did. */
export function chosenVoice(lang: string): string | undefined {
  try {
    return localStorage.getItem(chosenKey(lang)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function chooseVoice(lang: string, voiceURI: string): void {
  try {
    localStorage.setItem(chosenKey(lang), voiceURI);
  } catch (error) {
    console.warn('The chosen voice could not be kept on this device', error);
  }
}

/**
 * The voice that speaks a language now: the tablet's chosen one while it is there and usable,
 * else the best local one, else (only while online) the best one from the internet.
 */
export function pickVoice(lang: string, online = navigator.onLine): SpeechSynthesisVoice | undefined {
  const usable = voicesFor(lang).filter((voice) => voice.localService || online);
  const chosen = chosenVoice(lang);
  return usable.find((voice) => voice.voiceURI === chosen) ?? usable[0];
}

/** How long to wait for a first list of voices: a device with none may never say so. */
export const VOICES_WAIT_MS = 2000;

// The synthesis objects whose list is known to be complete (filled, or waited for once).
const listed = new WeakSet<SpeechSynthesis>();

/** Whether the device's list of voices is known, so that an empty one means "none" and not "not yet". */
export function voicesListed(): boolean {
  const synth = deviceSynthesis();
  if (!synth) return true;
  if (synth.getVoices().length > 0) listed.add(synth);
  return listed.has(synth);
}

/**
 * The device's voices once the browser has listed them: Chromium gives none at first and fills
 * the list later, with a 'voiceschanged' event.
 */
export function loadVoices(): Promise<SpeechSynthesisVoice[]> {
  const synth = deviceSynthesis();
  if (!synth) return Promise.resolve([]);
  if (voicesListed()) return Promise.resolve(synth.getVoices());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      listed.add(synth);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

/**
 * Whether words of a language can be spoken now. ready: a voice is on the device.
 * needs-internet: only voices from the internet, and the device is online. no-voice: none that
 * works now (recorded audio still plays). unsupported: the browser can neither speak nor play audio.
 */
export type SpeechAvailability = 'ready' | 'needs-internet' | 'no-voice' | 'unsupported';

export function speechAvailability(lang: string, online: boolean): SpeechAvailability {
  if (!deviceSynthesis()) return typeof Audio === 'undefined' ? 'unsupported' : 'no-voice';
  const voices = voicesFor(lang);
  if (voices.some((voice) => voice.localService)) return 'ready';
  return online && voices.length > 0 ? 'needs-internet' : 'no-voice';
}
