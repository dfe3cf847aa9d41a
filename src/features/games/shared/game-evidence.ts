import { createContext, useContext, useLayoutEffect } from 'react';
import { asked, type LevelResult, type LevelTally, type LevelVerdict, observe } from '#domain/games/level-tally';

/**
 * The tally of the level a game shows, kept for the page that records it (a teacher's evidence).
 * A page that records nothing (an editor's preview) provides none, and every call is then a no-op.
 */
export class LevelRecorder {
  private tally: LevelTally | undefined;

  constructor(
    private readonly onLevel: (result: LevelResult) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  observe(level: number, verdict: LevelVerdict): void {
    const { tally, finished } = observe(this.tally, level, verdict, this.now());
    this.tally = tally;
    if (finished) this.onLevel(finished);
  }

  ask(what: 'hints' | 'audio'): void {
    this.tally = asked(this.tally, what);
  }
}

export const GameEvidenceContext = createContext<LevelRecorder | undefined>(undefined);

/**
 * Tells the page's recorder which level the game shows and how it was answered, on every change.
 * In the commit that shows the level, before the browser can deliver a press on it: a press on
 * 'Hear the question' is counted in the level it was heard in, not lost for want of a tally.
 */
export function useLevelEvidence(level: number, verdict: LevelVerdict): void {
  const recorder = useContext(GameEvidenceContext);
  useLayoutEffect(() => {
    recorder?.observe(level, verdict);
  }, [recorder, level, verdict]);
}

/** Counts a press that asks for a hint or other audio in the level shown. */
export function useAskedFor(what: 'hints' | 'audio'): () => void {
  const recorder = useContext(GameEvidenceContext);
  return () => recorder?.ask(what);
}
