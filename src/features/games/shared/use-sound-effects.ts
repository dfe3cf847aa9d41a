import { useCallback, useEffect, useRef } from 'react';
import { SOUND_URLS, type SoundName } from './sounds.ts';

/**
 * Plays short sound effects. A blocked autoplay, a missing file or a browser without audio is
 * ignored: a sound never breaks a game. Sounds still playing stop when the game unmounts.
 */
export function useSoundEffects(): (name: SoundName) => void {
  const playing = useRef(new Set<HTMLAudioElement>());

  useEffect(() => {
    const sounds = playing.current;
    return () => {
      for (const audio of sounds) audio.pause();
      sounds.clear();
    };
  }, []);

  return useCallback((name: SoundName) => {
    let audio: HTMLAudioElement;
    try {
      audio = new Audio(SOUND_URLS[name]);
    } catch {
      return;
    }
    const sounds = playing.current;
    sounds.add(audio);
    audio.addEventListener('ended', () => sounds.delete(audio));
    try {
      audio.play().catch(() => sounds.delete(audio));
    } catch {
      sounds.delete(audio);
    }
  }, []);
}
