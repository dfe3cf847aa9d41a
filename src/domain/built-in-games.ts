// No zod here: the play it page knows its game and its levels with this module, and zod stays off
// its path (play-it.ts holds the schemas).

/** The built-in games, in the order the authoring selector lists them. */
export const BUILT_IN_GAMES = [
  'stop-motion',
  'reveal-image',
  'multiple-drag-and-drop',
  'quantity-drag-and-drop',
  'free-move-drag-and-drop',
  'invert-drag-and-drop',
  'find-the-correct-one',
  'disappear-items',
  'drawing-game',
  'image-reveal',
] as const;
export type BuiltInGame = (typeof BUILT_IN_GAMES)[number];

export const OTHER_GAME = 'other-game';
/** The learner page also knows 'interactive', which shows a text placeholder only. */
export const INTERACTIVE_GAME = 'interactive';

/** The eleven options of the authoring game selector. */
export const GAME_OPTIONS = [...BUILT_IN_GAMES, OTHER_GAME] as const;

export function isBuiltInGame(game: string): game is BuiltInGame {
  return (BUILT_IN_GAMES as readonly string[]).includes(game);
}

/** Which level list each drag-and-drop game plays. */
export const DRAG_LEVELS_OF = {
  'multiple-drag-and-drop': 'dragAndDropContent_Multiple',
  'quantity-drag-and-drop': 'dragAndDropContent_Quantity',
  'free-move-drag-and-drop': 'dragAndDropContent_Free',
  'invert-drag-and-drop': 'dragAndDropContent_Invert',
} as const;
export type DragGame = keyof typeof DRAG_LEVELS_OF;

/** The level list each game with levels plays (the drag games, then the three question games). */
export const LEVEL_LISTS_OF = {
  ...DRAG_LEVELS_OF,
  'find-the-correct-one': 'findTheCorrectOneLevels',
  'disappear-items': 'disappearItemsLevels',
  'image-reveal': 'imageRevealLevels',
} as const;
export type LevelGame = keyof typeof LEVEL_LISTS_OF;
export type LevelListKey = (typeof LEVEL_LISTS_OF)[LevelGame];
