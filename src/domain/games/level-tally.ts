/**
 * Counts what a learner does in one game level, for the teacher's evidence: a pure state machine fed
 * by the game's own state (see useLevelEvidence). A level starts when the game shows it, a wrong
 * answer is a try, the right answer ends it with one more try. Hints and audio are counted while it
 * is open. A game shown again after its right answer (played again) starts a new level.
 */

/** What the game's state says of the level shown: not answered yet, answered wrong, or done. */
export type LevelVerdict = 'playing' | 'wrong' | 'right';

/** What a learner did in one level, for the teacher's evidence. */
export interface LevelResult {
  /** The level's place in the game, from 0. */
  level: number;
  /** Answers checked, the right one included. */
  tries: number;
  /** The first answer checked was right. */
  firstTry: boolean;
  /** Times the learner asked for the hint ('Hear the hint'). */
  hints: number;
  /** Times the learner asked for other audio (the question, a card's word). */
  audio: number;
  /** From the level's start to its right answer. */
  ms: number;
}

export interface LevelTally {
  level: number;
  startedAt: number;
  wrong: number;
  hints: number;
  audio: number;
  verdict: LevelVerdict;
}

export const startTally = (level: number, now: number, verdict: LevelVerdict = 'playing'): LevelTally => ({
  level,
  startedAt: now,
  wrong: 0,
  hints: 0,
  audio: 0,
  verdict,
});

/**
 * The tally after the game showed `level` with `verdict`, and the level's result when this change
 * finished it. Only a change counts: the same verdict seen again (a re-render) changes nothing.
 */
export function observe(
  tally: LevelTally | undefined,
  level: number,
  verdict: LevelVerdict,
  now: number,
): { tally: LevelTally; finished?: LevelResult } {
  const fresh = !tally || tally.level !== level || (tally.verdict === 'right' && verdict !== 'right');
  const current = fresh ? startTally(level, now) : tally;
  if (verdict === current.verdict) return { tally: current };
  const next = { ...current, verdict };
  if (verdict === 'wrong') return { tally: { ...next, wrong: current.wrong + 1 } };
  if (verdict !== 'right') return { tally: next };
  return {
    tally: next,
    finished: {
      level,
      tries: current.wrong + 1,
      firstTry: current.wrong === 0,
      hints: current.hints,
      audio: current.audio,
      ms: Math.max(0, Math.round(now - current.startedAt)),
    },
  };
}

/** A hint or other audio asked for in the level shown (none counted once it is done). */
export function asked(tally: LevelTally | undefined, what: 'hints' | 'audio'): LevelTally | undefined {
  if (!tally || tally.verdict === 'right') return tally;
  return { ...tally, [what]: tally[what] + 1 };
}
