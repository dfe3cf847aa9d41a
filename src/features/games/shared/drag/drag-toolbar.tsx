import { HINT_AUDIO_DELAY_MS } from '#domain/constants';
import { NEXT_LABEL } from '#domain/games/texts';
import type { DragLevel } from '#domain/play-it';
import { AudioButton } from '#features/games/shared/audio-button.tsx';
import layout from '#features/games/shared/game-layout.module.css';
import { HintCards } from '#features/games/shared/hint-cards.tsx';
import { ArrowRightIcon } from '#features/games/shared/icons.tsx';
import { useAudioClip } from '#features/games/shared/use-audio-clip.ts';
import styles from './drag.module.css';

/** The level's hint audio: it tries to play HINT_AUDIO_DELAY_MS after the level starts; the button plays it again. */
function HintAudio({ src }: { src: string }) {
  const clip = useAudioClip(src, { autoPlayAfterMs: HINT_AUDIO_DELAY_MS });
  return <AudioButton clip={clip} label="Hear the hint" asks="hints" />;
}

export interface DragToolbarProps {
  level: DragLevel;
  levelIndex: number;
  levelCount: number;
  /** How to play, for screen readers (the pictures show it to everyone else). */
  instruction: string;
  /** What the level asks for, beside its hint cards (the quantity game's number). */
  goal?: string;
  onNext: () => void;
}

/** Above the play area of a drag game, in one row: the level, the hint audio and cards, and Next (which checks). */
export function DragToolbar({ level, levelIndex, levelCount, instruction, goal, onNext }: DragToolbarProps) {
  return (
    <div className={layout.toolbar}>
      <div className={layout.toolbarGroup}>
        <p className={layout.status}>
          Level {levelIndex + 1} of {levelCount}
        </p>
        {level.hintAudio && <HintAudio key={levelIndex} src={level.hintAudio} />}
        <HintCards cards={level.hintCards} size="small" />
        {goal && <p className={styles.goal}>{goal}</p>}
        <p className="visually-hidden">{instruction}</p>
      </div>
      <button type="button" className={`${layout.bigButton} ${styles.next}`} onClick={onNext}>
        {NEXT_LABEL} <ArrowRightIcon />
      </button>
    </div>
  );
}
