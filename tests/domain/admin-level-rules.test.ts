import { describe, expect, it } from 'vitest';
import { duplicateItem } from '#domain/editor-rules';
import {
  ADD_LEVEL,
  ADD_LEVEL_NO_TARGET,
  ADD_NEW_LEVEL,
  addCorrectIndex,
  addDraggable,
  canAddHintCard,
  canDeleteLevel,
  canPickCorrectIndexes,
  draggableName,
  dragLevelButton,
  duplicateDraggable,
  duplicateImageOption,
  editingAfter,
  invertLevelButton,
  MARK_CORRECT_ANSWER,
  moveImageOption,
  NEED_DRAGGABLE,
  NEED_TARGET_IMAGE,
  nextDraggableId,
  parseAmount,
  removeCorrectIndex,
  removeDraggable,
  removeImageOption,
  removeLevel,
  renameDraggable,
  saveLevel,
  toggleCorrectItem,
  UPDATE_LEVEL,
} from '#domain/level-rules';
import {
  DEFAULT_QUESTION_TEXT,
  DisappearItemsLevel,
  DragLevel,
  FindTheCorrectOneLevel,
  ImageRevealLevel,
  PlayIt,
} from '#domain/play-it';

const level = (fields: Partial<DragLevel> = {}): DragLevel => ({ ...DragLevel.parse({}), ...fields });
const withItem = level({ targetItem: '/box.svg', draggableItems: [{ id: 'item-1', url: '/a.svg', draggable: true }] });

describe('drag-and-drop level button (multiple, quantity, free)', () => {
  it('multiple and quantity need a target image: the button stays silent without one', () => {
    for (const game of ['multiple-drag-and-drop', 'quantity-drag-and-drop'] as const) {
      const button = dragLevelButton(game, level({ correctItems: ['item-1'] }), false);
      expect(button.label).toBe(ADD_LEVEL);
      expect(button.acts).toBe(false);
      expect(button.disabledReason).toBeNull();
    }
    expect(dragLevelButton('quantity-drag-and-drop', level({ targetItem: '/box.svg' }), false).acts).toBe(true);
  });

  it('free-move may have no target image and says so on its button', () => {
    const none = dragLevelButton('free-move-drag-and-drop', level(), false);
    expect(none).toEqual({ label: ADD_LEVEL_NO_TARGET, disabledReason: null, acts: true });
    expect(ADD_LEVEL_NO_TARGET).toBe('Add level (no target image)');
    expect(dragLevelButton('free-move-drag-and-drop', level({ targetItem: '/box.svg' }), false).label).toBe(ADD_LEVEL);
  });

  it('multiple needs a correct item, else the button is disabled with the reason', () => {
    const button = dragLevelButton('multiple-drag-and-drop', withItem, false);
    expect(button.disabledReason).toBe('Mark at least one correct answer');
    expect(button.disabledReason).toBe(MARK_CORRECT_ANSWER);
    expect(button.acts).toBe(false);
    const marked = dragLevelButton('multiple-drag-and-drop', toggleCorrectItem(withItem, 'item-1'), false);
    expect(marked).toEqual({ label: ADD_LEVEL, disabledReason: null, acts: true });
  });

  it('reads Update Level while a level is being edited', () => {
    expect(dragLevelButton('free-move-drag-and-drop', level(), true).label).toBe(UPDATE_LEVEL);
    expect(UPDATE_LEVEL).toBe('Update Level');
  });
});

describe('invert level button', () => {
  it('is disabled without a target image, then without a draggable', () => {
    expect(invertLevelButton(level(), false).disabledReason).toBe('Please add a target image');
    expect(NEED_TARGET_IMAGE).toBe('Please add a target image');
    const noItems = invertLevelButton(level({ targetItem: '/box.svg' }), false);
    expect(noItems.disabledReason).toBe('Please add at least one draggable item');
    expect(noItems.disabledReason).toBe(NEED_DRAGGABLE);
    expect(invertLevelButton(withItem, false)).toEqual({ label: ADD_NEW_LEVEL, disabledReason: null, acts: true });
  });

  it("reads 'Add New Level' or 'Update Level'", () => {
    expect(ADD_NEW_LEVEL).toBe('Add New Level');
    expect(invertLevelButton(withItem, true).label).toBe('Update Level');
  });
});

describe('drag level fields', () => {
  it('parses the amount as a number, 0 when not numeric', () => {
    expect(parseAmount('3')).toBe(3);
    expect(parseAmount(' 2.5 ')).toBe(2.5);
    expect(parseAmount('three')).toBe(0);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('4 apples')).toBe(0);
  });

  it('defaults the operator to more-than', () => {
    expect(DragLevel.parse({}).quantityOperator).toBe('more-than');
    expect(PlayIt.parse({}).game).toBe('other-game');
  });

  it('makes draggable ids of a hyphen plus index, never twice the same', () => {
    expect(nextDraggableId([])).toBe('item-1');
    expect(nextDraggableId([{ id: 'item-2' }])).toBe('item-3');
    expect(nextDraggableId([{ id: 'item-2' }, { id: 'item-3' }])).toBe('item-4');
    expect(nextDraggableId([{ id: 'item-1' }, { id: 'item-3' }].slice(1))).toBe('item-2');
    const added = addDraggable(addDraggable(level(), '/a.svg'), '/b.svg');
    expect(added.draggableItems).toEqual([
      { id: 'item-1', url: '/a.svg', draggable: true },
      { id: 'item-2', url: '/b.svg', draggable: true },
    ]);
    for (const item of added.draggableItems) expect(item.id).toMatch(/-\d+$/);
  });

  it('names a draggable by the words the author gives, which the game reads out, and renames it with its answer', () => {
    const named = addDraggable(addDraggable(level(), '/a.svg', ' Red apple! '), '/b.svg', 'Äpfel');
    expect(named.draggableItems.map((item) => item.id)).toEqual(['Red-apple-1', 'Äpfel-2']);
    expect(named.draggableItems.map((item) => draggableName(item.id))).toEqual(['Red apple', 'Äpfel']);
    const marked = toggleCorrectItem(named, 'Red-apple-1');
    const renamed = renameDraggable(marked, 'Red-apple-1', 'pear');
    expect(renamed.draggableItems.map((item) => item.id)).toEqual(['pear-1', 'Äpfel-2']);
    expect(renamed.correctItems).toEqual(['pear-1']);
    // A name keeps its index, or takes the next free one when another item holds that id; no name reads 'item'.
    expect(renameDraggable(renamed, 'Äpfel-2', 'pear').draggableItems.map((item) => item.id)).toEqual([
      'pear-1',
      'pear-2',
    ]);
    const twoFirsts = {
      ...level(),
      draggableItems: [
        { id: 'pear-1', url: '/a.svg', draggable: true },
        { id: 'fig-1', url: '/b.svg', draggable: true },
      ],
    };
    expect(renameDraggable(twoFirsts, 'fig-1', 'pear').draggableItems.map((item) => item.id)).toEqual([
      'pear-1',
      'pear-2',
    ]);
    expect(renameDraggable(renamed, 'pear-1', '  ').draggableItems[0]?.id).toBe('item-1');
    expect(duplicateDraggable(renamed, 0).draggableItems.map((item) => item.id)).toEqual([
      'pear-1',
      'pear-3',
      'Äpfel-2',
    ]);
  });

  it('needs a URL for a draggable', () => {
    expect(addDraggable(level(), '  ').draggableItems).toEqual([]);
    expect(DragLevel.safeParse({ draggableItems: [{ id: 'item-1', url: '' }] }).success).toBe(false);
  });

  it('unmarks a removed draggable as correct', () => {
    const marked = toggleCorrectItem(withItem, 'item-1');
    expect(marked.correctItems).toEqual(['item-1']);
    expect(removeDraggable(marked, 'item-1')).toMatchObject({ draggableItems: [], correctItems: [] });
    expect(toggleCorrectItem(marked, 'item-1').correctItems).toEqual([]);
  });

  it('needs both image and title for a hint card', () => {
    expect(canAddHintCard({ image: '/a.svg', title: 'apple' })).toBe(true);
    expect(canAddHintCard({ image: '/a.svg', title: ' ' })).toBe(false);
    expect(canAddHintCard({ image: '', title: 'apple' })).toBe(false);
  });
});

describe('find the correct one', () => {
  const base: FindTheCorrectOneLevel = {
    ...FindTheCorrectOneLevel.parse({}),
    imageOptions: [
      { src: '/a.svg', alt: 'a' },
      { src: '/b.svg', alt: 'b' },
      { src: '/c.svg', alt: 'c' },
    ],
  };

  it('picks correct indexes only for the answer type specific', () => {
    expect(canPickCorrectIndexes('specific')).toBe(true);
    expect(canPickCorrectIndexes('none')).toBe(false);
    expect(canPickCorrectIndexes('all')).toBe(false);
    expect(addCorrectIndex({ ...base, answerType: 'all' }, 1).correctAnswerIndexes).toEqual([]);
  });

  it('adds an index only within the image options count, and only once', () => {
    const one = addCorrectIndex(base, 2);
    expect(one.correctAnswerIndexes).toEqual([2]);
    expect(addCorrectIndex(one, 2).correctAnswerIndexes).toEqual([2]);
    expect(addCorrectIndex(one, 3).correctAnswerIndexes).toEqual([2]);
    expect(addCorrectIndex(one, -1).correctAnswerIndexes).toEqual([2]);
    expect(removeCorrectIndex(one, 2).correctAnswerIndexes).toEqual([]);
  });

  it('the schema refuses an index out of range or repeated', () => {
    expect(FindTheCorrectOneLevel.safeParse({ ...base, correctAnswerIndexes: [3] }).success).toBe(false);
    expect(FindTheCorrectOneLevel.safeParse({ ...base, correctAnswerIndexes: [1, 1] }).success).toBe(false);
    expect(FindTheCorrectOneLevel.safeParse({ ...base, correctAnswerIndexes: [0, 2] }).success).toBe(true);
  });

  it('keeps the correct indexes on the same images when an option is removed', () => {
    const level = { ...base, correctAnswerIndexes: [0, 2] };
    expect(removeImageOption(level, 1).correctAnswerIndexes).toEqual([0, 1]);
    expect(removeImageOption(level, 0).correctAnswerIndexes).toEqual([1]);
  });
});

describe('level lists', () => {
  it('new levels carry the default question texts', () => {
    expect(FindTheCorrectOneLevel.parse({}).questionText).toBe('Where is my teddy?');
    expect(DisappearItemsLevel.parse({}).questionText).toBe('Click every object to clean up!');
    expect(ImageRevealLevel.parse({}).questionText).toBe("Click the image to reveal what's hidden!");
    expect(DEFAULT_QUESTION_TEXT['image-reveal']).toBe("Click the image to reveal what's hidden!");
  });

  it('delete is allowed only while more than one level exists', () => {
    expect(canDeleteLevel(['a'])).toBe(false);
    expect(canDeleteLevel(['a', 'b'])).toBe(true);
    expect(removeLevel(['a', 'b'], 0)).toEqual(['b']);
  });

  it('adds a new level, or replaces the one being edited', () => {
    expect(saveLevel(['a', 'b'], 'c', null)).toEqual(['a', 'b', 'c']);
    expect(saveLevel(['a', 'b'], 'B', 1)).toEqual(['a', 'B']);
    expect(saveLevel(['a'], 'x', 5)).toEqual(['a', 'x']);
  });
});

describe('reordering and copying levels', () => {
  it("'Duplicate level' puts a separate copy right after the level", () => {
    const levels = [
      { name: 'a', items: [1] },
      { name: 'b', items: [2] },
    ];
    const copied = duplicateItem(levels, 0);
    expect(copied).toEqual([levels[0], levels[0], levels[1]]);
    expect(copied[1]).not.toBe(levels[0]);
    expect(duplicateItem(levels, 5)).toEqual(levels);
  });

  it('the level being edited follows its level when the list changes', () => {
    expect(editingAfter(2, { type: 'move', from: 2, to: 0 })).toBe(0);
    expect(editingAfter(1, { type: 'move', from: 0, to: 2 })).toBe(0);
    expect(editingAfter(1, { type: 'move', from: 2, to: 0 })).toBe(2);
    expect(editingAfter(3, { type: 'move', from: 0, to: 1 })).toBe(3);
    expect(editingAfter(1, { type: 'insert', at: 1 })).toBe(2);
    expect(editingAfter(1, { type: 'insert', at: 2 })).toBe(1);
    expect(editingAfter(1, { type: 'remove', at: 1 })).toBeNull();
    expect(editingAfter(2, { type: 'remove', at: 0 })).toBe(1);
    expect(editingAfter(null, { type: 'insert', at: 0 })).toBeNull();
  });
});

describe('reordering and copying list items', () => {
  const options = ['a', 'b', 'c'].map((src) => ({ src: `/${src}.svg`, alt: src }));
  const find = FindTheCorrectOneLevel.parse({ imageOptions: options, correctAnswerIndexes: [0, 2] });

  it('image options moved or copied keep the correct answers on the same images', () => {
    const moved = moveImageOption(find, 0, 2);
    expect(moved.imageOptions.map((option) => option.alt)).toEqual(['b', 'c', 'a']);
    expect(moved.correctAnswerIndexes.map((index) => moved.imageOptions[index]?.alt)).toEqual(['a', 'c']);
    const copied = duplicateImageOption(find, 0);
    expect(copied.imageOptions.map((option) => option.alt)).toEqual(['a', 'a', 'b', 'c']);
    expect(copied.correctAnswerIndexes.map((index) => copied.imageOptions[index]?.alt)).toEqual(['a', 'c']);
  });

  it('a copied draggable gets an id of its own and is not marked correct', () => {
    const copied = duplicateDraggable({ ...withItem, correctItems: ['item-1'] }, 0);
    expect(copied.draggableItems).toEqual([
      { id: 'item-1', url: '/a.svg', draggable: true },
      { id: 'item-2', url: '/a.svg', draggable: true },
    ]);
    expect(copied.correctItems).toEqual(['item-1']);
  });
});
