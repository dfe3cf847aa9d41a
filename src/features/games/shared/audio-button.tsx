import styles from './audio-button.module.css';
import { SpeakerIcon, StopIcon } from './icons.tsx';
import type { AudioClip } from './use-audio-clip.ts';

/**
 * The button that plays a level's audio (pressed while it plays; pressing again stops it), with
 * the audio error as a red line beside it.
 */
export function AudioButton({ clip, label }: { clip: AudioClip; label: string }) {
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={styles.button}
        onClick={clip.toggle}
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
