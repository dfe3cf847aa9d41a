import { useCallback } from 'react';
import { cancelSpeech, type SpeakResult, speak } from './speaker.ts';
import { type SpeechContext, useSpeechContext } from './speech-context-store.ts';

export interface Speech {
  /** Says the words (the recording first, when there is one) in the course's language and the learner's rate and pitch. */
  speak: (text: string, audioUrl?: string) => Promise<SpeakResult>;
  cancel: () => void;
}

/**
 * Speech bound to the speech context, read when the words are said; `given` overrides parts of it
 * (e.g. a settings page trying a rate not saved yet). A component that speaks does not render again
 * when the context changes: a lesson page's dozens of speak buttons were all rendered again, in one
 * task, when the page set the course's language on opening.
 */
export function useSpeech(given: Partial<SpeechContext> = {}): Speech {
  const { lang, rate, pitch } = given;
  const say = useCallback(
    (text: string, audioUrl?: string) => {
      const stored = useSpeechContext.getState();
      return speak({
        text,
        audioUrl,
        lang: lang ?? stored.lang,
        rate: rate ?? stored.rate,
        pitch: pitch ?? stored.pitch,
      });
    },
    [lang, rate, pitch],
  );
  return { speak: say, cancel: cancelSpeech };
}
