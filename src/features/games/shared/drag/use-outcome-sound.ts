import { useEffect } from 'react';
import type { DragOutcome } from '#domain/games/drag-and-drop';
import { useSoundEffects } from '#features/games/shared/use-sound-effects.ts';

/** The sound of a check: correct (also on the last level) or incorrect. */
export function useOutcomeSound(outcome: DragOutcome) {
  const playSound = useSoundEffects();
  useEffect(() => {
    if (outcome === 'correct' || outcome === 'finished') playSound('correct');
    if (outcome === 'incorrect') playSound('incorrect');
  }, [outcome, playSound]);
}
