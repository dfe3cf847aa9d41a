import { useCallback } from 'react';
import { cancelSpeech, type SpeakResult, speak } from './speaker.ts';
import { type SpeechContext, useSpeechContext } from './speech-context-store.ts';

export interface Speech {
  /** Says the words (the recording first, when there is one) in the course's language and the learner's rate and pitch. */
  speak: (text: string, audioUrl?: string) => Promise<SpeakResult>;
  cancel: () => void;
}

/** Speech bound to the speech context; `given` overrides parts of it (e.g. a settings page trying a rate not saved yet). */
export function useSpeech(given: Partial<SpeechContext> = {}): Speech {
  const stored = useSpeechContext();
  const lang = given.lang ?? stored.lang;
  const rate = given.rate ?? stored.rate;
  const pitch = given.pitch ?? stored.pitch;
  const say = useCallback(
    (text: string, audioUrl?: string) => speak({ text, audioUrl, lang, rate, pitch }),
    [lang, rate, pitch],
  );
  return { speak: say, cancel: cancelSpeech };
}
