import type { ReactNode } from 'react';
import type { DragOutcome } from '#domain/games/drag-and-drop';
import { GAME_FINISHED_TEXT, TRY_AGAIN_TITLE, WELL_DONE_TITLE } from '#domain/games/drag-and-drop';
import { BACK_TO_LESSONS_LABEL, NEXT_LABEL, TRY_AGAIN_LABEL } from '#domain/games/texts';
import { useGameFinished } from '#features/games/shared/game-finished.ts';
import { ResultModal } from '#features/games/shared/result-modal.tsx';

export interface DragResultProps {
  outcome: DragOutcome;
  onNext: () => void;
  onTryAgain: () => void;
  onExit: () => void;
  /** Shown under '❌ Try Again!': what was wrong. */
  mistakes?: ReactNode;
}

/** '✅ Well Done!' with Next (or, after the last level, the end of the game), or '❌ Try Again!'. */
export function DragResult({ outcome, onNext, onTryAgain, onExit, mistakes }: DragResultProps) {
  useGameFinished(outcome === 'finished');
  if (outcome === 'incorrect') {
    return (
      <ResultModal
        open
        tone="retry"
        title={TRY_AGAIN_TITLE}
        actions={[{ label: TRY_AGAIN_LABEL, onClick: onTryAgain, main: true }]}
      >
        {mistakes}
      </ResultModal>
    );
  }
  if (outcome === 'correct') {
    return (
      <ResultModal
        open
        tone="success"
        title={WELL_DONE_TITLE}
        actions={[{ label: NEXT_LABEL, onClick: onNext, main: true }]}
      />
    );
  }
  if (outcome === 'finished') {
    return (
      <ResultModal
        open
        tone="success"
        title={WELL_DONE_TITLE}
        message={GAME_FINISHED_TEXT}
        actions={[{ label: BACK_TO_LESSONS_LABEL, onClick: onExit, main: true }]}
      />
    );
  }
  return null;
}
