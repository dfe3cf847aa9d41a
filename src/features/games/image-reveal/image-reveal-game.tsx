import { useEffect, useReducer } from 'react';
import { IMAGE_REVEAL_WIN_DELAY_MS } from '#domain/constants';
import {
  currentLevel,
  imageRevealReducer,
  initialImageRevealState,
  nextLabel,
  REVEAL_FINISHED_TEXT,
  REVEAL_WIN_MESSAGE,
  shownImage,
} from '#domain/games/image-reveal';
import { BACK_TO_LESSONS_LABEL, CONGRATULATIONS_TITLE, YOU_WIN_TITLE } from '#domain/games/texts';
import type { ImageRevealLevel } from '#domain/play-it';
import { EmptyGame } from '#features/games/shared/empty-game.tsx';
import { useLevelEvidence } from '#features/games/shared/game-evidence.ts';
import { useGameFinished } from '#features/games/shared/game-finished.ts';
import layout from '#features/games/shared/game-layout.module.css';
import { LevelPanel } from '#features/games/shared/level-panel.tsx';
import { QuestionHeader } from '#features/games/shared/question-header.tsx';
import { ResultModal } from '#features/games/shared/result-modal.tsx';
import { useSoundEffects } from '#features/games/shared/use-sound-effects.ts';
import { Picture } from '#ui/picture.tsx';
import { useSizeVariables } from '#ui/use-size-variables.ts';
import styles from './image-reveal-game.module.css';

export interface ImageRevealGameProps {
  levels: readonly ImageRevealLevel[];
  onExit: () => void;
}

/** Image reveal: click the gift to unwrap the hidden picture. */
export function ImageRevealGame({ levels, onExit }: ImageRevealGameProps) {
  const [state, dispatch] = useReducer(imageRevealReducer, levels, initialImageRevealState);
  useGameFinished(state.phase === 'finished');
  useLevelEvidence(state.levelIndex, state.phase === 'hidden' ? 'playing' : 'right');
  const playSound = useSoundEffects();
  const measured = useSizeVariables<HTMLDivElement>();

  useEffect(() => {
    if (state.phase !== 'revealed') return;
    const timer = window.setTimeout(() => {
      playSound('success');
      dispatch({ type: 'winDelayDone' });
    }, IMAGE_REVEAL_WIN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase, playSound]);

  const level = currentLevel(state);
  if (!level) {
    return <EmptyGame title="No levels yet" instruction="Add levels to this game in the admin area." />;
  }
  const hidden = state.phase === 'hidden';

  return (
    <section className={layout.game} aria-label="Image reveal">
      <LevelPanel backgroundColor={level.backgroundColor} backgroundImage={level.backgroundImage} fill>
        <QuestionHeader
          status={`Level ${state.levelIndex + 1} of ${levels.length}`}
          questionText={level.questionText}
          questionAudioSrc={level.questionAudioSrc}
          questionCards={level.questionCards}
          levelKey={state.levelIndex}
        />
        <div ref={measured} className={styles.stage} data-testid="play-area">
          <button
            key={`${state.levelIndex}-${state.phase === 'hidden' ? 'gift' : 'picture'}`}
            type="button"
            className={`${styles.gift} ${hidden ? styles.wrapped : styles.revealed}`}
            aria-label={hidden ? 'Gift: open it' : 'The hidden picture'}
            aria-disabled={!hidden}
            onClick={() => {
              if (!hidden) return;
              playSound('reveal');
              dispatch({ type: 'clickGift' });
            }}
          >
            <Picture src={shownImage(state)} alt="" decorative className={styles.image} />
          </button>
        </div>
      </LevelPanel>
      <ResultModal
        open={state.phase === 'won'}
        tone="success"
        title={YOU_WIN_TITLE}
        message={REVEAL_WIN_MESSAGE}
        actions={[{ label: nextLabel(state), onClick: () => dispatch({ type: 'next' }), main: true }]}
      >
        <Picture src={level.revealedImage} alt="The hidden picture" className={styles.prize} />
      </ResultModal>
      <ResultModal
        open={state.phase === 'finished'}
        tone="success"
        title={CONGRATULATIONS_TITLE}
        message={REVEAL_FINISHED_TEXT}
        actions={[{ label: BACK_TO_LESSONS_LABEL, onClick: onExit, main: true }]}
      />
    </section>
  );
}
