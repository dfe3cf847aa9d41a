import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES, LEVEL_LISTS_OF, type LevelGame } from '#domain/built-in-games';
import { GAME_RULES, playItProblems } from '#domain/game-rules';
import { DEFAULT_QUESTION_TEXT, PlayIt } from '#domain/play-it';

const LEVEL_GAMES = Object.keys(LEVEL_LISTS_OF) as LevelGame[];

describe('the game registry', () => {
  it('has rules for every built-in game: level rules for a game with levels, none for one playing content', () => {
    for (const game of BUILT_IN_GAMES) {
      const rules = GAME_RULES[game];
      expect(rules.problems, game).toBeTypeOf('function');
      expect(rules.levels !== null, game).toBe(game in LEVEL_LISTS_OF);
    }
  });

  it('refuses a new level of every game with levels at its place in Play It: no learner could finish it', () => {
    for (const game of LEVEL_GAMES) {
      const playIt = PlayIt.parse({ game, [LEVEL_LISTS_OF[game]]: [{}] });
      const problems = playItProblems(playIt);
      expect(problems.length, game).toBeGreaterThan(0);
      for (const { path } of problems) expect(path.slice(0, 2), game).toEqual([LEVEL_LISTS_OF[game], 0]);
    }
  });

  it('checks only the levels of the game Play It plays', () => {
    for (const game of BUILT_IN_GAMES) expect(playItProblems(PlayIt.parse({ game })), game).toEqual([]);
    const unfinished = PlayIt.parse({ game: 'other-game', imageRevealLevels: [{}] });
    expect(playItProblems(unfinished)).toEqual([]);
    expect(playItProblems({ ...unfinished, game: 'image-reveal' })).not.toEqual([]);
  });

  it("gives a new level of each question game the spec's default question text", () => {
    for (const game of ['find-the-correct-one', 'disappear-items', 'image-reveal'] as const) {
      expect(GAME_RULES[game].levels.schema.parse({}).questionText).toBe(DEFAULT_QUESTION_TEXT[game]);
    }
  });
});
