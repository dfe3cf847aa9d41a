import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
let productId: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
  productId = (await t.createProduct(admin))._id;
});
afterAll(() => t.close());

const item = (id: string) => ({ id, url: `/demo/symbols/${id}.svg`, draggable: true });

const put = (lesson: { _id: string; version: number }, playIt: Record<string, unknown>) =>
  t.call('PUT', `/lessons/${lesson._id}`, {
    token: admin.token,
    body: { title: 'Game lesson', sections: { playIt }, version: lesson.version },
  });

describe('levels a learner cannot finish are refused (400) and nothing is stored', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      "find-the-correct-one 'specific' without a correct answer",
      {
        game: 'find-the-correct-one',
        findTheCorrectOneLevels: [{ imageOptions: [{ src: '/a.svg', alt: 'a' }], answerType: 'specific' }],
      },
      /findTheCorrectOneLevels\.0\.correctAnswerIndexes: Choose at least one correct answer/,
    ],
    [
      'image-reveal without images',
      { game: 'image-reveal', imageRevealLevels: [{ questionText: 'Open it' }] },
      /imageRevealLevels\.0\.initialImage: Add the image the learner clicks/,
    ],
    [
      'disappear-items without images',
      { game: 'disappear-items', disappearItemsLevels: [{ disappearImages: [] }] },
      /disappearItemsLevels\.0\.disappearImages: Add at least one image to tidy away/,
    ],
    [
      'a drag game without draggable items',
      { game: 'invert-drag-and-drop', dragAndDropContent_Invert: [{ targetItem: '/box.svg' }] },
      /dragAndDropContent_Invert\.0\.draggableItems: Please add at least one draggable item/,
    ],
    [
      'multiple with a correct item that is not a draggable',
      {
        game: 'multiple-drag-and-drop',
        dragAndDropContent_Multiple: [{ targetItem: '/box.svg', draggableItems: [item('a')], correctItems: ['b'] }],
      },
      /dragAndDropContent_Multiple\.0\.correctItems\.0: b is not an item the learner can move/,
    ],
    [
      'quantity asking for more items than there are',
      {
        game: 'quantity-drag-and-drop',
        dragAndDropContent_Quantity: [
          { targetItem: '/box.svg', draggableItems: [item('a'), item('b')], amount: 3, quantityOperator: 'equal-to' },
        ],
      },
      /dragAndDropContent_Quantity\.0\.amount: With 2 draggable items a learner cannot put in exactly 3/,
    ],
    [
      'quantity with the amount left out, which a learner wins by pressing Next',
      {
        game: 'quantity-drag-and-drop',
        dragAndDropContent_Quantity: [{ targetItem: '/box.svg', draggableItems: [item('a'), item('b')] }],
      },
      /dragAndDropContent_Quantity\.0\.amount: 'Put in 0 or more' is won without putting anything in: enter an amount of 1 or more/,
    ],
    [
      "quantity asking for 'fewer than 1', which only nothing meets",
      {
        game: 'quantity-drag-and-drop',
        dragAndDropContent_Quantity: [
          { targetItem: '/box.svg', draggableItems: [item('a')], amount: 1, quantityOperator: 'less-than' },
        ],
      },
      /dragAndDropContent_Quantity\.0\.amount: 'Put in fewer than 1' is won without putting anything in/,
    ],
  ];

  for (const [name, playIt, message] of cases) {
    it(name, async () => {
      const lesson = await t.createLesson(admin, productId);
      const answer = await put(lesson, playIt);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
      const stored = await t.call('GET', `/lessons/${lesson._id}`, { token: admin.token });
      expect(stored.body.sections.playIt.game).toBe('other-game');
    });
  }

  it('refuses a new lesson with such a level too', async () => {
    const answer = await t.call('POST', '/lessons', {
      token: admin.token,
      body: { productId, title: 'New', sections: { playIt: { game: 'image-reveal', imageRevealLevels: [{}] } } },
    });
    expect(answer.status).toBe(400);
  });

  it('stores levels a learner can finish', async () => {
    const lesson = await t.createLesson(admin, productId);
    const answer = await put(lesson, {
      game: 'quantity-drag-and-drop',
      dragAndDropContent_Quantity: [
        { targetItem: '/box.svg', draggableItems: [item('a'), item('b')], amount: 2, quantityOperator: 'equal-to' },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.sections.playIt.dragAndDropContent_Quantity[0].amount).toBe(2);
  });
});
