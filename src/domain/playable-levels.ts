import type { DragGame } from './built-in-games.ts';
import { compareQuantity, quantityGoal } from './games/drag-and-drop.ts';
import { MARK_CORRECT_ANSWER, NEED_DRAGGABLE, NEED_TARGET_IMAGE } from './level-rules.ts';
import type { DisappearItemsLevel, DragLevel, FindTheCorrectOneLevel, ImageRevealLevel } from './play-it.ts';

/**
 * The rules that make a level one a learner can finish (issue 13, item 4). The level editors show
 * each problem at its field; the server refuses a lesson whose game has such a level (400).
 */

export const NEED_CORRECT_OPTION = 'Choose at least one correct answer, or change the answer type';
export const NEED_DISAPPEAR_IMAGE = 'Add at least one image to tidy away';
export const NEED_IMAGE_URL = 'needs an image URL';
export const NEED_INITIAL_IMAGE = 'Add the image the learner clicks';
export const NEED_REVEALED_IMAGE = 'Add the image that is revealed';

/** One reason a level cannot be finished, at the path of the field to fix (relative to the level). */
export interface LevelProblem {
  path: (string | number)[];
  message: string;
}

const isBlank = (text: string) => text.trim() === '';

export function notDraggable(id: string): string {
  return `${id} is not an item the learner can move`;
}

export function unreachableAmount(movable: number, amount: number, operator: DragLevel['quantityOperator']): string {
  const goal = quantityGoal(amount, operator);
  const items = `${movable} draggable item${movable === 1 ? '' : 's'}`;
  return `With ${items} a learner cannot ${goal.charAt(0).toLowerCase()}${goal.slice(1)}`;
}

/**
 * What a quantity level asking for nothing says at its amount (an Amount left empty is stored as 0:
 * 'Put in 0 or more' is won by pressing Next). 'Fewer than' asks for at least 2, so that a learner
 * may put something in.
 */
export function amountAsksNothing(amount: number, operator: DragLevel['quantityOperator']): string {
  const least = operator === 'less-than' ? 2 : 1;
  return `'${quantityGoal(amount, operator)}' is won without putting anything in: enter an amount of ${least} or more`;
}

/**
 * Whether the level is won with nothing put in and asks for nothing more. 'Fewer than 3' is met by
 * nothing by its nature, and is refused only when nothing is all it takes (fewer than 1).
 */
function asksNothing(level: DragLevel): boolean {
  if (!compareQuantity(0, level.amount, level.quantityOperator)) return false;
  return level.quantityOperator !== 'less-than' || level.amount <= 1;
}

/** Whether some number of the movable items (0 to all of them) meets the quantity rule. */
function quantityReachable(movable: number, level: DragLevel): boolean {
  return Array.from({ length: movable + 1 }, (_, count) => count).some((count) =>
    compareQuantity(count, level.amount, level.quantityOperator),
  );
}

/**
 * Drag games: every game needs an item the learner can move; multiple, quantity and invert need a
 * target image; the correct items must be items the learner can move (multiple needs one), and
 * the quantity asked for must be one the items can make, and more than nothing.
 */
export function dragLevelProblems(game: DragGame, level: DragLevel): LevelProblem[] {
  const problems: LevelProblem[] = [];
  const hasTarget = !isBlank(level.targetItem);
  if (!hasTarget && game !== 'free-move-drag-and-drop') {
    problems.push({ path: ['targetItem'], message: NEED_TARGET_IMAGE });
  }
  const movable = new Set(level.draggableItems.filter((item) => item.draggable !== false).map((item) => item.id));
  if (movable.size === 0) problems.push({ path: ['draggableItems'], message: NEED_DRAGGABLE });
  const checksCorrect = game === 'multiple-drag-and-drop' || (game === 'free-move-drag-and-drop' && hasTarget);
  if (checksCorrect) {
    if (game === 'multiple-drag-and-drop' && level.correctItems.length === 0) {
      problems.push({ path: ['correctItems'], message: MARK_CORRECT_ANSWER });
    }
    level.correctItems.forEach((id, position) => {
      if (!movable.has(id)) problems.push({ path: ['correctItems', position], message: notDraggable(id) });
    });
  }
  if (game === 'quantity-drag-and-drop') {
    const { amount, quantityOperator } = level;
    if (asksNothing(level)) problems.push({ path: ['amount'], message: amountAsksNothing(amount, quantityOperator) });
    else if (movable.size > 0 && !quantityReachable(movable.size, level)) {
      problems.push({ path: ['amount'], message: unreachableAmount(movable.size, amount, quantityOperator) });
    }
  }
  return problems;
}

/** Find the correct one: the answer type 'specific' needs a correct image option. */
export function findTheCorrectOneProblems(level: FindTheCorrectOneLevel): LevelProblem[] {
  if (level.answerType === 'specific' && level.correctAnswerIndexes.length === 0) {
    return [{ path: ['correctAnswerIndexes'], message: NEED_CORRECT_OPTION }];
  }
  return [];
}

/** Disappear items: at least one image, and every image has one. */
export function disappearItemsProblems(level: DisappearItemsLevel): LevelProblem[] {
  if (level.disappearImages.length === 0) return [{ path: ['disappearImages'], message: NEED_DISAPPEAR_IMAGE }];
  return level.disappearImages.flatMap((image, index) =>
    isBlank(image.src) ? [{ path: ['disappearImages', index, 'src'], message: NEED_IMAGE_URL }] : [],
  );
}

/** Image reveal: the image clicked and the image revealed. */
export function imageRevealProblems(level: ImageRevealLevel): LevelProblem[] {
  const problems: LevelProblem[] = [];
  if (isBlank(level.initialImage)) problems.push({ path: ['initialImage'], message: NEED_INITIAL_IMAGE });
  if (isBlank(level.revealedImage)) problems.push({ path: ['revealedImage'], message: NEED_REVEALED_IMAGE });
  return problems;
}
