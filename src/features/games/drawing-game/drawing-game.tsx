import { useReducer, useState } from 'react';
import {
  canGoPrevious,
  currentCanvas,
  DRAWING_COMPLETE_TEXT,
  drawingGameReducer,
  initialDrawingGameState,
  NO_CANVASES_INSTRUCTION,
  NO_CANVASES_TITLE,
  nextLabel,
  PREVIOUS_LABEL,
  pageLabel,
} from '#domain/games/drawing-game';
import { BACK_TO_LESSONS_LABEL, CONGRATULATIONS_TITLE } from '#domain/games/texts';
import type { DrawingCanvas } from '#domain/play-it';
import { EmptyGame } from '#features/games/shared/empty-game.tsx';
import { useLevelEvidence } from '#features/games/shared/game-evidence.ts';
import { useGameFinished } from '#features/games/shared/game-finished.ts';
import layout from '#features/games/shared/game-layout.module.css';
import { HintCards } from '#features/games/shared/hint-cards.tsx';
import { ArrowLeftIcon, ArrowRightIcon, MusicIcon } from '#features/games/shared/icons.tsx';
import { ResultModal } from '#features/games/shared/result-modal.tsx';
import { SOUND_URLS } from '#features/games/shared/sounds.ts';
import { useLoopingMusic } from '#features/games/shared/use-looping-music.ts';
import { useSoundEffects } from '#features/games/shared/use-sound-effects.ts';
import { DrawingBoard } from '#ui/drawing-board/drawing-board.tsx';
import styles from './drawing-game.module.css';

export interface DrawingGameProps {
  canvases: readonly DrawingCanvas[];
  onExit: () => void;
}

/** The drawing game: one page per canvas picture, with music, hint cards and a fresh canvas per page. */
export function DrawingGame({ canvases, onExit }: DrawingGameProps) {
  const [state, dispatch] = useReducer(drawingGameReducer, canvases, initialDrawingGameState);
  const [musicOn, setMusicOn] = useState(true);
  const playSound = useSoundEffects();
  const canvas = currentCanvas(state);
  useGameFinished(state.phase === 'finished');
  // The drawing, all its pages, is one level: it has no answer to get right.
  useLevelEvidence(0, state.phase === 'finished' ? 'right' : 'playing');
  useLoopingMusic(state.phase === 'empty' ? '' : canvas?.audioUrl || SOUND_URLS.musicLoop, !musicOn);

  if (state.phase === 'empty' || !canvas) {
    return <EmptyGame title={NO_CANVASES_TITLE} instruction={NO_CANVASES_INSTRUCTION} />;
  }

  return (
    <section className={layout.game} aria-label="Drawing game">
      <div className={layout.toolbar}>
        <div className={layout.toolbarGroup}>
          <p className={layout.status}>{pageLabel(state)}</p>
          <button
            type="button"
            className={`${layout.quietButton} ${styles.music}`}
            aria-pressed={musicOn}
            onClick={() => setMusicOn((on) => !on)}
          >
            <MusicIcon off={!musicOn} /> Music
          </button>
          <HintCards cards={canvas.hintCards} size="small" />
        </div>
        <div className={layout.toolbarGroup}>
          <button
            type="button"
            className={layout.quietButton}
            disabled={!canGoPrevious(state)}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <ArrowLeftIcon /> {PREVIOUS_LABEL}
          </button>
          <button
            type="button"
            className={layout.bigButton}
            onClick={() => {
              playSound('next');
              dispatch({ type: 'next' });
            }}
          >
            {nextLabel(state)} <ArrowRightIcon />
          </button>
        </div>
      </div>
      <DrawingBoard
        key={state.canvasKey}
        backgroundImage={canvas.backgroundImage}
        backgroundAlt={`Drawing page ${state.pageIndex + 1}`}
        collapsible
      />
      <ResultModal
        open={state.phase === 'finished'}
        tone="success"
        title={CONGRATULATIONS_TITLE}
        message={DRAWING_COMPLETE_TEXT}
        actions={[{ label: BACK_TO_LESSONS_LABEL, onClick: onExit, main: true }]}
      />
    </section>
  );
}
