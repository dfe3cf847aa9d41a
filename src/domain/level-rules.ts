import type { DragGame } from './built-in-games.ts';
import { duplicateItem, moveItem } from './editor-rules.ts';
import {
  type AnswerType,
  type DraggableItem,
  type DragLevel,
  type FindTheCorrectOneLevel,
  type HintCard,
  type ImageOption,
  QUANTITY_OPERATORS,
  type QuantityOperator,
} from './play-it.ts';

/** The rules of the Play It level editors (spec authoring section 5). */

export const UPDATE_LEVEL = 'Update Level';
export const ADD_LEVEL = 'Add level';
export const ADD_LEVEL_NO_TARGET = 'Add level (no target image)';
export const ADD_NEW_LEVEL = 'Add New Level';
export const MARK_CORRECT_ANSWER = 'Mark at least one correct answer';
export const NEED_TARGET_IMAGE = 'Please add a target image';
export const NEED_DRAGGABLE = 'Please add at least one draggable item';
export const LEVEL_REQUIRED = 'At least one level required';

/** A drag level editor's submit button: its text, whether it is disabled and why, and whether a click does anything. */
export interface LevelButton {
  label: string;
  /** Shown beside a disabled button, and as its description. */
  disabledReason: string | null;
  /** False when a click must do nothing without saying anything (a missing target image). */
  acts: boolean;
}

type MultipleQuantityFree = Exclude<DragGame, 'invert-drag-and-drop'>;

/** Find-the-correct-one, disappear-items and image-reveal: 'Add level' or 'Update Level', never disabled by itself. */
export function levelButton(_level: unknown, editing: boolean): LevelButton {
  return { label: editing ? UPDATE_LEVEL : ADD_LEVEL, disabledReason: null, acts: true };
}

/**
 * Multiple and quantity need a target image: without one the button stays silent. Free-move may
 * have none and says so on its button. Multiple needs a correct item, else the button is disabled.
 */
export function dragLevelButton(game: MultipleQuantityFree, level: DragLevel, editing: boolean): LevelButton {
  const hasTarget = level.targetItem.trim() !== '';
  const label = editing
    ? UPDATE_LEVEL
    : game === 'free-move-drag-and-drop' && !hasTarget
      ? ADD_LEVEL_NO_TARGET
      : ADD_LEVEL;
  const disabledReason =
    game === 'multiple-drag-and-drop' && level.correctItems.length === 0 ? MARK_CORRECT_ANSWER : null;
  const acts = disabledReason === null && (hasTarget || game === 'free-move-drag-and-drop');
  return { label, disabledReason, acts };
}

/** Invert: disabled without a target image, then without a draggable. */
export function invertLevelButton(level: DragLevel, editing: boolean): LevelButton {
  const disabledReason =
    level.targetItem.trim() === '' ? NEED_TARGET_IMAGE : level.draggableItems.length === 0 ? NEED_DRAGGABLE : null;
  return { label: editing ? UPDATE_LEVEL : ADD_NEW_LEVEL, disabledReason, acts: disabledReason === null };
}

/** Quantity amount: the typed text as a number, 0 when it is not numeric. */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

export function isQuantityOperator(value: string): value is QuantityOperator {
  return (QUANTITY_OPERATORS as readonly string[]).includes(value);
}

/** A draggable needs a URL. */
export function canAddDraggable(url: string): boolean {
  return url.trim() !== '';
}

/**
 * The name a draggable is read out by, made from its id: authors' ids are words plus a hyphen and
 * an index ('red-apple-2' → 'red apple'); empty when the id has no words.
 */
export function draggableName(id: string): string {
  return id
    .replace(/[-_]\d+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/** An id's words for a name: letters and digits, hyphens between words; 'item' for no name. */
function idStem(name: string): string {
  const stem = name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'item';
}

/**
 * A new draggable's id: its name (read out to learners) plus a hyphen and its index, the index
 * moved on while that id is taken.
 */
export function nextDraggableId(items: readonly Pick<DraggableItem, 'id'>[], name = ''): string {
  const taken = new Set(items.map((item) => item.id));
  const stem = idStem(name);
  let index = items.length + 1;
  while (taken.has(`${stem}-${index}`)) index += 1;
  return `${stem}-${index}`;
}

/**
 * Gives a draggable a new name: its id becomes the name plus its own index (another index when
 * that id is taken), and a correct answer follows it.
 */
export function renameDraggable(level: DragLevel, id: string, name: string): DragLevel {
  const others = level.draggableItems.filter((item) => item.id !== id);
  const index = /[-_](\d+)$/.exec(id)?.[1];
  const kept = index ? `${idStem(name)}-${index}` : undefined;
  const renamed = kept && !others.some((item) => item.id === kept) ? kept : nextDraggableId(others, name);
  if (renamed === id) return level;
  return {
    ...level,
    draggableItems: level.draggableItems.map((item) => (item.id === id ? { ...item, id: renamed } : item)),
    correctItems: level.correctItems.map((correct) => (correct === id ? renamed : correct)),
  };
}

export function addDraggable(level: DragLevel, url: string, name = ''): DragLevel {
  if (!canAddDraggable(url)) return level;
  const item: DraggableItem = { id: nextDraggableId(level.draggableItems, name), url: url.trim(), draggable: true };
  return { ...level, draggableItems: [...level.draggableItems, item] };
}

/** Removing a draggable also unmarks it as correct. */
export function removeDraggable(level: DragLevel, id: string): DragLevel {
  return {
    ...level,
    draggableItems: level.draggableItems.filter((item) => item.id !== id),
    correctItems: level.correctItems.filter((correct) => correct !== id),
  };
}

export function toggleCorrectItem(level: DragLevel, id: string): DragLevel {
  const correct = level.correctItems.includes(id);
  return {
    ...level,
    correctItems: correct ? level.correctItems.filter((item) => item !== id) : [...level.correctItems, id],
  };
}

/** A hint card needs both an image and a title. */
export function canAddHintCard(card: HintCard): boolean {
  return card.image.trim() !== '' && card.title.trim() !== '';
}

/** Find the correct one: correct indexes are picked only for the answer type 'specific'. */
export function canPickCorrectIndexes(answerType: AnswerType): boolean {
  return answerType === 'specific';
}

/** Adds a correct index (0-based) when it names an image option and is not listed yet. */
export function addCorrectIndex(level: FindTheCorrectOneLevel, index: number): FindTheCorrectOneLevel {
  const valid = Number.isInteger(index) && index >= 0 && index < level.imageOptions.length;
  if (!valid || level.correctAnswerIndexes.includes(index) || !canPickCorrectIndexes(level.answerType)) return level;
  return { ...level, correctAnswerIndexes: [...level.correctAnswerIndexes, index] };
}

export function removeCorrectIndex(level: FindTheCorrectOneLevel, index: number): FindTheCorrectOneLevel {
  return { ...level, correctAnswerIndexes: level.correctAnswerIndexes.filter((existing) => existing !== index) };
}

/** Removing an image option keeps the correct indexes pointing at the same images. */
export function removeImageOption(level: FindTheCorrectOneLevel, position: number): FindTheCorrectOneLevel {
  const imageOptions: ImageOption[] = level.imageOptions.filter((_, index) => index !== position);
  const correctAnswerIndexes = level.correctAnswerIndexes
    .filter((index) => index !== position)
    .map((index) => (index > position ? index - 1 : index));
  return { ...level, imageOptions, correctAnswerIndexes };
}

/** Find-the-correct-one, disappear-items and image-reveal keep at least one level. */
export function canDeleteLevel(levels: readonly unknown[]): boolean {
  return levels.length > 1;
}

/** The level list after 'Add' (index null) or 'Update Level' (index of the level being edited). */
export function saveLevel<T>(levels: readonly T[], level: T, editing: number | null): T[] {
  if (editing === null || editing < 0 || editing >= levels.length) return [...levels, level];
  return levels.map((existing, index) => (index === editing ? level : existing));
}

export function removeLevel<T>(levels: readonly T[], index: number): T[] {
  return levels.filter((_, position) => position !== index);
}

/** Image options moved: the correct indexes keep pointing at the same images. */
export function moveImageOption(level: FindTheCorrectOneLevel, from: number, to: number): FindTheCorrectOneLevel {
  return {
    ...level,
    imageOptions: moveItem(level.imageOptions, from, to),
    correctAnswerIndexes: level.correctAnswerIndexes.map(
      (index) => editingAfter(index, { type: 'move', from, to }) ?? index,
    ),
  };
}

/** An image option copied right after it: the correct indexes keep pointing at the same images. */
export function duplicateImageOption(level: FindTheCorrectOneLevel, index: number): FindTheCorrectOneLevel {
  return {
    ...level,
    imageOptions: duplicateItem(level.imageOptions, index),
    correctAnswerIndexes: level.correctAnswerIndexes.map(
      (correct) => editingAfter(correct, { type: 'insert', at: index + 1 }) ?? correct,
    ),
  };
}

/** A draggable copied right after it, with an id of its own (not marked correct). */
export function duplicateDraggable(level: DragLevel, index: number): DragLevel {
  const item = level.draggableItems[index];
  if (!item) return level;
  const copy: DraggableItem = { ...item, id: nextDraggableId(level.draggableItems, draggableName(item.id)) };
  const draggableItems = [...level.draggableItems];
  draggableItems.splice(index + 1, 0, copy);
  return { ...level, draggableItems };
}

/** The index of the level being edited once the list changed: it follows its level. */
export function editingAfter(
  editing: number | null,
  change: { type: 'move'; from: number; to: number } | { type: 'insert' | 'remove'; at: number },
): number | null {
  if (editing === null) return null;
  switch (change.type) {
    case 'insert':
      return editing >= change.at ? editing + 1 : editing;
    case 'remove':
      return editing === change.at ? null : editing > change.at ? editing - 1 : editing;
    case 'move': {
      const { from, to } = change;
      if (editing === from) return to;
      if (from < editing && editing <= to) return editing - 1;
      if (to <= editing && editing < from) return editing + 1;
      return editing;
    }
  }
}
