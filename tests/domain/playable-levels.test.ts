import { describe, expect, it } from 'vitest';
import { PackCourse } from '#domain/course-pack';
import { Lesson, Sections } from '#domain/lesson';
import { MARK_CORRECT_ANSWER, NEED_DRAGGABLE, NEED_TARGET_IMAGE } from '#domain/level-rules';
import { DisappearItemsLevel, DragLevel, FindTheCorrectOneLevel, ImageRevealLevel, PlayIt } from '#domain/play-it';
import {
  amountAsksNothing,
  disappearItemsProblems,
  dragLevelProblems,
  findTheCorrectOneProblems,
  imageRevealProblems,
  NEED_CORRECT_OPTION,
  NEED_DISAPPEAR_IMAGE,
  NEED_IMAGE_URL,
  NEED_INITIAL_IMAGE,
  NEED_REVEALED_IMAGE,
  notDraggable,
} from '#domain/playable-levels';

const item = (id: string, draggable = true) => ({ id, url: `/${id}.svg`, draggable });
const drag = (fields: Partial<DragLevel>): DragLevel => ({ ...DragLevel.parse({}), targetItem: '/box.svg', ...fields });
const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe('drag levels a learner can finish', () => {
  const three = [item('a'), item('b'), item('c')];
  const quantity = (amount: number, quantityOperator: DragLevel['quantityOperator']) =>
    dragLevelProblems('quantity-drag-and-drop', drag({ draggableItems: three, amount, quantityOperator }));

  it('every drag game needs an item the learner can move', () => {
    for (const game of [
      'multiple-drag-and-drop',
      'quantity-drag-and-drop',
      'free-move-drag-and-drop',
      'invert-drag-and-drop',
    ] as const) {
      expect(dragLevelProblems(game, drag({}))).toContainEqual({ path: ['draggableItems'], message: NEED_DRAGGABLE });
      const fixed = drag({ draggableItems: [item('item-1', false)] });
      expect(messages(dragLevelProblems(game, fixed))).toContain(NEED_DRAGGABLE);
    }
  });

  it('multiple, quantity and invert need a target image; free-move does not', () => {
    const noTarget = drag({ targetItem: '', draggableItems: [item('item-1')], correctItems: ['item-1'] });
    for (const game of ['multiple-drag-and-drop', 'quantity-drag-and-drop', 'invert-drag-and-drop'] as const) {
      expect(dragLevelProblems(game, noTarget)).toContainEqual({ path: ['targetItem'], message: NEED_TARGET_IMAGE });
    }
    expect(dragLevelProblems('free-move-drag-and-drop', noTarget)).toEqual([]);
  });

  it('multiple needs a correct item, and every correct item must be one the learner can move', () => {
    const none = drag({ draggableItems: [item('item-1')] });
    expect(dragLevelProblems('multiple-drag-and-drop', none)).toEqual([
      { path: ['correctItems'], message: MARK_CORRECT_ANSWER },
    ]);
    const stray = drag({
      draggableItems: [item('item-1'), item('item-2', false)],
      correctItems: ['item-1', 'item-2', 'item-9'],
    });
    expect(dragLevelProblems('multiple-drag-and-drop', stray)).toEqual([
      { path: ['correctItems', 1], message: notDraggable('item-2') },
      { path: ['correctItems', 2], message: notDraggable('item-9') },
    ]);
    expect(dragLevelProblems('free-move-drag-and-drop', stray)).toHaveLength(2);
    expect(notDraggable('item-9')).toBe('item-9 is not an item the learner can move');
  });

  it('quantity asks only for an amount the items can make', () => {
    expect(quantity(3, 'more-than')).toEqual([]);
    expect(quantity(3, 'equal-to')).toEqual([]);
    expect(quantity(2, 'less-than')).toEqual([]);
    expect(quantity(4, 'more-than')).toEqual([
      { path: ['amount'], message: 'With 3 draggable items a learner cannot put in 4 or more' },
    ]);
    expect(messages(quantity(5, 'equal-to'))).toEqual(['With 3 draggable items a learner cannot put in exactly 5']);
    expect(messages(quantity(0, 'less-than'))).toEqual(['With 3 draggable items a learner cannot put in fewer than 0']);
  });

  it('quantity asks for more than nothing: an Amount left empty (stored as 0) is refused at the amount', () => {
    expect(quantity(0, 'more-than')).toEqual([
      {
        path: ['amount'],
        message: "'Put in 0 or more' is won without putting anything in: enter an amount of 1 or more",
      },
    ]);
    expect(messages(quantity(0, 'equal-to'))).toEqual([amountAsksNothing(0, 'equal-to')]);
    // Fewer than 1 is nothing at all; fewer than 2 lets the learner put one in.
    expect(messages(quantity(1, 'less-than'))).toEqual([
      "'Put in fewer than 1' is won without putting anything in: enter an amount of 2 or more",
    ]);
    expect(quantity(2, 'less-than')).toEqual([]);
    expect(quantity(1, 'more-than')).toEqual([]);
    expect(quantity(1, 'equal-to')).toEqual([]);
    // A level stored before still reads, its amount 0 as the spec has it: only a save refuses it.
    const stored = PlayIt.parse({ game: 'quantity-drag-and-drop', dragAndDropContent_Quantity: [{}] });
    expect(stored.dragAndDropContent_Quantity[0]?.amount).toBe(0);
    // The other drag games do not count.
    expect(dragLevelProblems('multiple-drag-and-drop', drag({ draggableItems: three, correctItems: ['a'] }))).toEqual(
      [],
    );
  });
});

describe('the other games', () => {
  it("find the correct one: 'specific' needs a correct answer", () => {
    const level = FindTheCorrectOneLevel.parse({ imageOptions: [{ src: '/a.svg' }], answerType: 'specific' });
    expect(findTheCorrectOneProblems(level)).toEqual([
      { path: ['correctAnswerIndexes'], message: NEED_CORRECT_OPTION },
    ]);
    expect(findTheCorrectOneProblems({ ...level, correctAnswerIndexes: [0] })).toEqual([]);
    expect(findTheCorrectOneProblems({ ...level, answerType: 'none' })).toEqual([]);
    expect(findTheCorrectOneProblems({ ...level, answerType: 'all' })).toEqual([]);
  });

  it('disappear items needs images, each with a URL', () => {
    const level = DisappearItemsLevel.parse({});
    expect(disappearItemsProblems(level)).toEqual([{ path: ['disappearImages'], message: NEED_DISAPPEAR_IMAGE }]);
    const blank = {
      ...level,
      disappearImages: [
        { src: '/a.svg', alt: '' },
        { src: ' ', alt: 'b' },
      ],
    };
    expect(disappearItemsProblems(blank)).toEqual([{ path: ['disappearImages', 1, 'src'], message: NEED_IMAGE_URL }]);
  });

  it('image reveal needs the image clicked and the image revealed', () => {
    const level = ImageRevealLevel.parse({});
    expect(imageRevealProblems(level)).toEqual([
      { path: ['initialImage'], message: NEED_INITIAL_IMAGE },
      { path: ['revealedImage'], message: NEED_REVEALED_IMAGE },
    ]);
    expect(imageRevealProblems({ ...level, initialImage: '/gift.svg', revealedImage: '/teddy.svg' })).toEqual([]);
  });
});

describe('the lesson schema the server checks with', () => {
  const sections = (playIt: Partial<PlayIt>) => Sections.safeParse({ playIt });

  it("refuses the game's unfinishable levels at their path", () => {
    const result = sections({
      game: 'image-reveal',
      imageRevealLevels: [ImageRevealLevel.parse({ initialImage: '/a.svg' })],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['playIt.imageRevealLevels.0.revealedImage', NEED_REVEALED_IMAGE],
    ]);
  });

  it('checks only the levels the chosen game plays', () => {
    const unfinished = [ImageRevealLevel.parse({})];
    expect(sections({ game: 'other-game', imageRevealLevels: unfinished }).success).toBe(true);
    expect(sections({ game: 'image-reveal', imageRevealLevels: unfinished }).success).toBe(false);
  });

  it('reads a lesson stored before the rules, in the API answer and in a course pack', () => {
    const playIt = { game: 'quantity-drag-and-drop', dragAndDropContent_Quantity: [{ targetItem: '/box.svg' }] };
    const stored = {
      _id: 'lesson-1',
      productId: 'course-1',
      title: 'Old',
      sections: { playIt },
      version: 1,
      order: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(Sections.safeParse(stored.sections).success).toBe(false);
    expect(Lesson.parse(stored).sections.playIt.dragAndDropContent_Quantity[0]?.amount).toBe(0);
    expect(PackCourse.shape.lessons.safeParse([stored]).success).toBe(true);
  });
});
