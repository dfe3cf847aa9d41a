import { useEffect } from 'react';
import type { DragOutcome } from '#domain/games/drag-and-drop';
import { useLevelEvidence } from '#features/games/shared/game-evidence.ts';
import { useSoundEffects } from '#features/games/shared/use-sound-effects.ts';

/** What a check of a drag level says: its sound (correct, also on the last level, or incorrect) and its evidence. */
export function useDragOutcome(levelIndex: number, outcome: DragOutcome) {
  const playSound = useSoundEffects();
  useEffect(() => {
    if (outcome === 'correct' || outcome === 'finished') playSound('correct');
    if (outcome === 'incorrect') playSound('incorrect');
  }, [outcome, playSound]);
  useLevelEvidence(
    levelIndex,
    outcome === 'incorrect' ? 'wrong' : outcome === 'correct' || outcome === 'finished' ? 'right' : 'playing',
  );
}
