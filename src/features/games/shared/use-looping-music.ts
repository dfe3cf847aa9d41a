import { useEffect, useRef } from 'react';

const MUSIC_VOLUME = 0.35;

/**
 * Background music on a loop. It tries to start at once; when the browser blocks that (no touch
 * yet), it starts on the learner's first touch, click or key press. Failures stay silent.
 */
export function useLoopingMusic(src: string, muted: boolean) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  useEffect(() => {
    if (!src) return;
    let audio: HTMLAudioElement;
    try {
      audio = new Audio(src);
    } catch {
      return;
    }
    audio.loop = true;
    audio.volume = MUSIC_VOLUME;
    audio.muted = mutedRef.current;
    audioRef.current = audio;
    const start = () => {
      if (!audio.paused) return;
      try {
        audio.play().catch(() => undefined);
      } catch {
        // No audio in this browser: the game goes on without music.
      }
    };
    const events = ['pointerdown', 'keydown'] as const;
    const stopRetrying = () => {
      for (const name of events) document.removeEventListener(name, start);
    };
    for (const name of events) document.addEventListener(name, start);
    audio.addEventListener('playing', stopRetrying);
    start();
    return () => {
      stopRetrying();
      audio.removeEventListener('playing', stopRetrying);
      audio.pause();
      audioRef.current = null;
    };
  }, [src]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = muted;
  }, [muted]);
}
