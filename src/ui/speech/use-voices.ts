import { useEffect, useState } from 'react';
import { useOnline } from '#ui/use-online.ts';
import {
  deviceSynthesis,
  loadVoices,
  type SpeechAvailability,
  speechAvailability,
  voicesFor,
  voicesListed,
} from './voices.ts';

/**
 * The device's voices of a language, best first, kept current as the browser lists them
 * ('voiceschanged': Chromium fills the list late, and a voice installed meanwhile joins it).
 * `listed` is false until the list is known, so an empty list means "none" only once it is true.
 */
export function useVoices(lang: string): { voices: SpeechSynthesisVoice[]; listed: boolean } {
  const [listed, setListed] = useState(voicesListed);
  const [, setChanges] = useState(0);
  useEffect(() => {
    const synth = deviceSynthesis();
    if (!synth) return;
    let mounted = true;
    const refresh = () => {
      if (!mounted) return;
      setListed(voicesListed());
      setChanges((changes) => changes + 1);
    };
    synth.addEventListener('voiceschanged', refresh);
    loadVoices().then(refresh);
    return () => {
      mounted = false;
      synth.removeEventListener('voiceschanged', refresh);
    };
  }, []);
  return { voices: voicesFor(lang), listed };
}

/** Whether words of the language can be spoken now, or 'listing' while the device's voices are not known yet. */
export function useSpeechAvailability(lang: string): SpeechAvailability | 'listing' {
  const { listed } = useVoices(lang);
  const online = useOnline();
  return listed ? speechAvailability(lang, online) : 'listing';
}
