import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CONTROL_ERROR, AUDIO_LOAD_ERROR, AUDIO_PLAY_ERROR } from '#domain/games/drag-and-drop';

export interface AudioClip {
  playing: boolean;
  /** One of the spec's audio error texts, shown as a red line beside the audio button. */
  error: string | null;
  /** The audio button: plays the clip from the start, or stops it while it plays. */
  toggle: () => void;
}

export interface AudioClipOptions {
  /** Tries to play the clip this long after it is loaded; a blocked autoplay stays silent. */
  autoPlayAfterMs?: number;
}

function playError(reason: unknown): string {
  return reason instanceof DOMException && reason.name === 'NotSupportedError' ? AUDIO_LOAD_ERROR : AUDIO_PLAY_ERROR;
}

/** An audio clip of a level (hint or question audio) behind an audio button. */
export function useAudioClip(src: string, { autoPlayAfterMs }: AudioClipOptions = {}): AudioClip {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setPlaying(false);
    setError(null);
    if (!src) return;
    let audio: HTMLAudioElement;
    try {
      audio = new Audio(src);
    } catch {
      setError(AUDIO_LOAD_ERROR);
      return;
    }
    audioRef.current = audio;
    const onPlaying = () => setPlaying(true);
    const onStopped = () => setPlaying(false);
    const onError = () => {
      setPlaying(false);
      setError(AUDIO_LOAD_ERROR);
    };
    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('pause', onStopped);
    audio.addEventListener('ended', onStopped);
    audio.addEventListener('error', onError);
    const timer =
      autoPlayAfterMs === undefined
        ? undefined
        : window.setTimeout(() => {
            try {
              audio.play().catch(() => undefined);
            } catch {
              // A browser that cannot autoplay simply stays silent.
            }
          }, autoPlayAfterMs);
    return () => {
      window.clearTimeout(timer);
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('pause', onStopped);
      audio.removeEventListener('ended', onStopped);
      audio.removeEventListener('error', onError);
      try {
        audio.pause();
      } catch {
        // Already stopped.
      }
      audioRef.current = null;
    };
  }, [src, autoPlayAfterMs]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) {
      setError(AUDIO_LOAD_ERROR);
      return;
    }
    if (!audio.paused) {
      try {
        audio.pause();
        audio.currentTime = 0;
      } catch {
        setError(AUDIO_CONTROL_ERROR);
      }
      return;
    }
    try {
      audio.currentTime = 0;
    } catch {
      setError(AUDIO_CONTROL_ERROR);
      return;
    }
    try {
      audio.play().then(
        () => setError(null),
        (reason: unknown) => setError(playError(reason)),
      );
    } catch (reason) {
      setError(playError(reason));
    }
  }, []);

  return { playing, error, toggle };
}
