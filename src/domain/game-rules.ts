import type * as z from 'zod';
import { type BuiltInGame, type DragGame, isBuiltInGame, LEVEL_LISTS_OF, type LevelGame } from './built-in-games.ts';
import { dragLevelButton, invertLevelButton, type LevelButton, levelButton } from './level-rules.ts';
import { DisappearItemsLevel, DragLevel, FindTheCorrectOneLevel, ImageRevealLevel, PlayIt } from './play-it.ts';
import {
  disappearItemsProblems,
  dragLevelProblems,
  findTheCorrectOneProblems,
  imageRevealProblems,
  type LevelProblem,
} from './playable-levels.ts';

/**
 * The domain's part of the game registry (issue 37 §1): each built-in game's level rules. The
 * learner's views (features/games/game-views.tsx) and the admin's editors
 * (features/admin/play-it/game-editors.tsx) are its other parts, keyed by the same games: a game
 * missing from any of them is a type error, not a level saved that no learner can finish.
 */

/** A level of the list the game plays. */
export type LevelOf<Game extends LevelGame> = PlayIt[(typeof LEVEL_LISTS_OF)[Game]][number];

/** The rules of a game's levels, which its level editor shows and the server enforces. */
export interface LevelRules<Level> {
  levelsIn: (playIt: PlayIt) => readonly Level[];
  withLevels: (playIt: PlayIt, levels: Level[]) => PlayIt;
  /** The schema a level is checked with; a new level is its defaults, the default question text among them. */
  schema: z.ZodType<Level>;
  /** Why a learner could not finish the level, at the fields to fix. */
  problems: (level: Level) => LevelProblem[];
  /** The level editor's submit button. */
  button: (level: Level, editing: boolean) => LevelButton;
  /** Whether the list keeps at least one level. */
  keepOne: boolean;
}

/** A game that plays levels has their rules; one that plays content (a film, images, canvases) has none. */
export interface GameRules<Game extends BuiltInGame> {
  levels: Game extends LevelGame ? LevelRules<LevelOf<Game>> : null;
  /** Why a learner could not finish the game as Play It holds it (paths relative to playIt). */
  problems: (playIt: PlayIt) => LevelProblem[];
}

const PLAYS_CONTENT = { levels: null, problems: () => [] };

function playsLevels<Game extends LevelGame>(
  game: Game,
  rules: Omit<LevelRules<LevelOf<Game>>, 'levelsIn' | 'withLevels'>,
) {
  const key = LEVEL_LISTS_OF[game];
  const levelsIn = (playIt: PlayIt) => playIt[key] as readonly LevelOf<Game>[];
  const levels: LevelRules<LevelOf<Game>> = {
    ...rules,
    levelsIn,
    withLevels: (playIt, list) => ({ ...playIt, [key]: list }),
  };
  const problems = (playIt: PlayIt) =>
    levelsIn(playIt).flatMap((level, index) =>
      rules.problems(level).map((problem) => ({ ...problem, path: [key, index, ...problem.path] })),
    );
  return { levels, problems };
}

const playsDragLevels = (game: DragGame) =>
  playsLevels(game, {
    schema: DragLevel,
    problems: (level) => dragLevelProblems(game, level),
    button:
      game === 'invert-drag-and-drop' ? invertLevelButton : (level, editing) => dragLevelButton(game, level, editing),
    keepOne: false,
  });

export const GAME_RULES = {
  'stop-motion': PLAYS_CONTENT,
  'reveal-image': PLAYS_CONTENT,
  'multiple-drag-and-drop': playsDragLevels('multiple-drag-and-drop'),
  'quantity-drag-and-drop': playsDragLevels('quantity-drag-and-drop'),
  'free-move-drag-and-drop': playsDragLevels('free-move-drag-and-drop'),
  'invert-drag-and-drop': playsDragLevels('invert-drag-and-drop'),
  'find-the-correct-one': playsLevels('find-the-correct-one', {
    schema: FindTheCorrectOneLevel,
    problems: findTheCorrectOneProblems,
    button: levelButton,
    keepOne: true,
  }),
  'disappear-items': playsLevels('disappear-items', {
    schema: DisappearItemsLevel,
    problems: disappearItemsProblems,
    button: levelButton,
    keepOne: true,
  }),
  'drawing-game': PLAYS_CONTENT,
  'image-reveal': playsLevels('image-reveal', {
    schema: ImageRevealLevel,
    problems: imageRevealProblems,
    button: levelButton,
    keepOne: true,
  }),
} satisfies { [Game in BuiltInGame]: GameRules<Game> };

/** The problems of the levels the lesson's game plays (paths relative to playIt). */
export function playItProblems(playIt: PlayIt): LevelProblem[] {
  return isBuiltInGame(playIt.game) ? GAME_RULES[playIt.game].problems(playIt) : [];
}

/** Play It as the server stores it: the levels of its game must be ones a learner can finish. */
export const PlayableIt = PlayIt.superRefine((playIt, context) => {
  for (const problem of playItProblems(playIt)) {
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
});
