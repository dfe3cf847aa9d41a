import { describe, expect, it } from 'vitest';
import { asked, type LevelResult, type LevelTally, type LevelVerdict, observe } from '#domain/games/level-tally';

/** Feeds a game's (level, verdict) states at the given times, as useLevelEvidence does; answers the results. */
function play(states: [number, LevelVerdict, number][], asks: Record<number, ('hints' | 'audio')[]> = {}) {
  let tally: LevelTally | undefined;
  const results: LevelResult[] = [];
  states.forEach(([level, verdict, now], index) => {
    const seen = observe(tally, level, verdict, now);
    tally = seen.tally;
    if (seen.finished) results.push(seen.finished);
    for (const what of asks[index] ?? []) tally = asked(tally, what);
  });
  return results;
}

describe('a level tally', () => {
  it('counts a level answered right at once as one try, first time, with its time', () => {
    expect(
      play([
        [0, 'playing', 1000],
        [0, 'right', 4500],
      ]),
    ).toEqual([{ level: 0, tries: 1, firstTry: true, hints: 0, audio: 0, ms: 3500 }]);
  });

  it('counts each wrong answer as a try, and the hints and audio asked for before the right one', () => {
    const results = play(
      [
        [1, 'playing', 0],
        [1, 'wrong', 100],
        [1, 'wrong', 100],
        [1, 'playing', 200],
        [1, 'wrong', 300],
        [1, 'playing', 400],
        [1, 'right', 900],
        [1, 'right', 950],
      ],
      { 0: ['hints', 'audio'], 3: ['audio'], 6: ['hints'] },
    );
    expect(results).toEqual([{ level: 1, tries: 3, firstTry: false, hints: 1, audio: 2, ms: 900 }]);
  });

  it('starts a new level when the game shows another, or the same one played again after its right answer', () => {
    const results = play([
      [0, 'playing', 0],
      [0, 'right', 10],
      [1, 'playing', 20],
      [1, 'wrong', 30],
      [1, 'right', 60],
      [0, 'playing', 100],
      [0, 'right', 130],
    ]);
    expect(results.map(({ level, tries, ms }) => ({ level, tries, ms }))).toEqual([
      { level: 0, tries: 1, ms: 10 },
      { level: 1, tries: 2, ms: 40 },
      { level: 0, tries: 1, ms: 30 },
    ]);
  });

  it('does not count a level left before its right answer', () => {
    expect(
      play([
        [0, 'playing', 0],
        [0, 'wrong', 5],
        [1, 'playing', 10],
        [1, 'right', 20],
      ]),
    ).toEqual([{ level: 1, tries: 1, firstTry: true, hints: 0, audio: 0, ms: 10 }]);
  });
});
