import styles from './audio-button.module.css';
import { useAskedFor } from './game-evidence.ts';
import { SpeakerIcon, StopIcon } from './icons.tsx';
import type { AudioClip } from './use-audio-clip.ts';

/**
 * The button that plays a level's audio (pressed while it plays; pressing again stops it), with
 * the audio error as a red line beside it. A press that starts it counts as the learner asking for
 * it: a hint, or other audio.
 */
export function AudioButton({ clip, label, asks }: { clip: AudioClip; label: string; asks: 'hints' | 'audio' }) {
  const askedFor = useAskedFor(asks);
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          if (!clip.playing) askedFor();
          clip.toggle();
        }}
        aria-pressed={clip.playing}
        title={clip.playing ? 'Press again to stop' : undefined}
      >
        {clip.playing ? <StopIcon /> : <SpeakerIcon />}
        {label}
      </button>
      {clip.error && (
        <span className={styles.error} role="alert">
          {clip.error}
        </span>
      )}
    </div>
  );
}
