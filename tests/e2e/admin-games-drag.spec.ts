import type { Locator, Page } from '@playwright/test';
import {
  chooseGame,
  createLessonByApi,
  createProductByApi,
  grantedTeacherWindow,
  levelForm,
  levels,
  openAdmin,
  openSection,
  ownShopId,
  previewDialog,
  saveContent,
  sym,
} from './admin-support.ts';
import { expect, test } from './support/fixtures.ts';

async function addDraggable(form: Locator, name: string, readOut = '') {
  await form.getByLabel('Draggable image URL').fill(sym(name));
  await form.getByLabel('Name read out').fill(readOut);
  await form.getByRole('button', { name: 'Add draggable' }).click();
}

async function previewLevel(page: Page, editor: Locator, game: string, region: string) {
  await editor.getByRole('button', { name: '▶ Preview level' }).click();
  const dialog = await previewDialog(page, `Preview level: ${game}`);
  await expect(dialog.getByRole('region', { name: region })).toBeVisible();
  return dialog;
}

test('authors and previews a level of each drag-and-drop game; the learner plays what was saved', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const shopId = ownShopId();
  // A course of the test's own, granted to a teacher of its own: the demo course keeps its lessons.
  const course = await createProductByApi(page, { title: 'Drag games course', shopifyProductId: shopId });
  const lesson = await createLessonByApi(page, course._id, 'Drag games lesson');
  await openAdmin(page, course._id, lesson._id);
  const { editor } = await openSection(page, 'Play It');
  await expect(editor.getByLabel('Game', { exact: true })).toHaveValue('other-game');
  await expect(editor.getByLabel('Game', { exact: true }).locator('option')).toHaveText([
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
    'other-game',
  ]);

  // Multiple: needs a correct item (disabled with the reason) and a target image (said at the field).
  await chooseGame(editor, 'multiple-drag-and-drop');
  let form = levelForm(editor);
  // Each picture has the name learners hear when they pick it up: given when added, or later.
  await addDraggable(form, 'apple', 'apple');
  await addDraggable(form, 'ball');
  await expect(form.getByLabel('Name of apple-1')).toHaveValue('apple');
  await expect(form.getByLabel('Name of item-2')).toHaveValue('item');
  await form.getByLabel('Name of item-2').fill('ball');
  await form.getByLabel('Name of item-2').press('Enter');
  await expect(form.getByLabel('Name of ball-2')).toHaveValue('ball');
  const add = form.getByRole('button', { name: 'Add level', exact: true });
  await expect(add).toBeDisabled();
  await expect(form.getByText('Mark at least one correct answer')).toBeVisible();
  await form.getByLabel('Correct: apple-1').check();
  await expect(add).toBeDisabled();
  await expect(form.getByText('Please add a target image')).toBeVisible();
  await expect(form.getByText('Please fix the marked fields')).toBeVisible();
  await expect(editor.getByText('No levels yet. Fill in the form below and add the first one.')).toBeVisible();
  await form.getByLabel('Target image URL', { exact: true }).fill(sym('toy-shelf'));
  await form.getByLabel('Hint audio URL').fill('/demo/audio/apple.mp3');
  await form.getByLabel('Random target position').check();
  await expect(form.getByRole('button', { name: 'Add hint card' })).toBeDisabled();
  await form.getByLabel('Hint card image URL').fill(sym('apple'));
  await expect(form.getByRole('button', { name: 'Add hint card' })).toBeDisabled();
  await form.getByLabel('Hint card title').fill('apple');
  await form.getByRole('button', { name: 'Add hint card' }).click();
  await expect(form.getByRole('list', { name: 'Hint cards' })).toContainText('apple');
  await add.click();
  await expect(levels(editor)).toHaveCount(1);
  await expect(levelForm(editor)).toHaveAccessibleName('New level');

  // Clicking a level selects it for edit; Update Level replaces it; Cancel leaves edit mode.
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  form = levelForm(editor);
  await expect(form).toHaveAccessibleName('Editing level 1');
  await expect(form.getByLabel('Target image URL', { exact: true })).toHaveValue(sym('toy-shelf'));
  let dialog = await previewLevel(page, editor, 'multiple-drag-and-drop', 'Drag and drop game');
  await expect(dialog.locator(`img[src="${sym('apple')}"]`).first()).toBeAttached();
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await addDraggable(form, 'banana');
  await form.getByRole('button', { name: 'Update Level' }).click();
  await expect(levels(editor)).toHaveCount(1);
  await expect(levels(editor).first()).toContainText('3 items');
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  await levelForm(editor).getByRole('button', { name: 'Cancel' }).click();
  await expect(levelForm(editor)).toHaveAccessibleName('New level');

  // Quantity: amount parsed to a number (0 if not), operator defaulting to more-than.
  await chooseGame(editor, 'quantity-drag-and-drop');
  form = levelForm(editor);
  await expect(form.getByLabel('Operator')).toHaveValue('more-than');
  for (const name of ['ball', 'ball', 'ball']) await addDraggable(form, name);
  await form.getByLabel('Amount').fill('lots');
  await expect(form.getByRole('button', { name: 'Add level', exact: true })).toBeDisabled();
  await expect(form.getByText('Please add a target image')).toBeVisible();
  await expect(editor.getByText('No levels yet.', { exact: false })).toBeVisible();
  await form.getByLabel('Target image URL', { exact: true }).fill(sym('target-box'));
  await form.getByLabel('Amount').fill('2');
  await form.getByLabel('Operator').selectOption('equal-to');
  await form.getByRole('button', { name: 'Add level', exact: true }).click();
  await expect(levels(editor)).toHaveCount(1);
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  dialog = await previewLevel(page, editor, 'quantity-drag-and-drop', 'Counting drag and drop game');
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await levelForm(editor).getByRole('button', { name: 'Cancel' }).click();

  // Free move: may have no target image, and says so on its button.
  await chooseGame(editor, 'free-move-drag-and-drop');
  form = levelForm(editor);
  await addDraggable(form, 'car');
  await form.getByRole('button', { name: 'Add level (no target image)' }).click();
  await expect(levels(editor)).toHaveCount(1);
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  dialog = await previewLevel(page, editor, 'free-move-drag-and-drop', 'Free move game');
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await levelForm(editor).getByRole('button', { name: 'Cancel' }).click();

  // Invert: disabled without a target image, then without a draggable.
  await chooseGame(editor, 'invert-drag-and-drop');
  form = levelForm(editor);
  const addNew = form.getByRole('button', { name: 'Add New Level' });
  await expect(addNew).toBeDisabled();
  await expect(form.getByText('Please add a target image')).toBeVisible();
  await form.getByLabel('Target image URL', { exact: true }).fill(sym('target-box'));
  await expect(form.getByText('Please add at least one draggable item')).toBeVisible();
  await form.getByLabel('False target image URL').fill(sym('false-target'));
  await addDraggable(form, 'teddy');
  await expect(addNew).toBeEnabled();
  await addNew.click();
  await expect(levels(editor)).toHaveCount(1);
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  await expect(levelForm(editor).getByRole('button', { name: 'Update Level' })).toBeVisible();
  dialog = await previewLevel(page, editor, 'invert-drag-and-drop', 'Take them out game');
  await dialog.getByRole('button', { name: 'Close preview' }).click();

  await saveContent(page);
  const stored = (await (await page.request.get(`/api/lessons/${lesson._id}`)).json()) as {
    sections: { playIt: Record<string, unknown> };
  };
  expect(stored.sections.playIt.dragAndDropContent_Multiple).toEqual([
    expect.objectContaining({
      targetItem: sym('toy-shelf'),
      hintAudio: '/demo/audio/apple.mp3',
      randomTargetPosition: true,
      correctItems: ['apple-1'],
      hintCards: [{ title: 'apple', image: sym('apple') }],
      draggableItems: [
        { id: 'apple-1', url: sym('apple'), draggable: true },
        { id: 'ball-2', url: sym('ball'), draggable: true },
        { id: 'item-3', url: sym('banana'), draggable: true },
      ],
    }),
  ]);
  expect(stored.sections.playIt.dragAndDropContent_Quantity).toEqual([
    expect.objectContaining({ targetItem: sym('target-box'), amount: 2, quantityOperator: 'equal-to' }),
  ]);
  expect(stored.sections.playIt.dragAndDropContent_Free).toEqual([expect.objectContaining({ targetItem: '' })]);
  expect(stored.sections.playIt.dragAndDropContent_Invert).toEqual([
    expect.objectContaining({ targetItem: sym('target-box'), falseTargetItem: sym('false-target') }),
  ]);

  // The learner plays each game with exactly the saved level.
  const learner = await grantedTeacherWindow(browser, baseURL as string, shopId);
  const games: [string, string][] = [
    ['invert-drag-and-drop', 'Take them out game'],
    ['free-move-drag-and-drop', 'Free move game'],
    ['quantity-drag-and-drop', 'Counting drag and drop game'],
    ['multiple-drag-and-drop', 'Drag and drop game'],
  ];
  for (const [game, region] of games) {
    if (game !== 'invert-drag-and-drop') {
      await chooseGame(editor, game);
      await saveContent(page);
    }
    await learner.goto(`/class/${course._id}/lessons/${lesson._id}/play-it`);
    await expect(learner.getByRole('region', { name: region })).toBeVisible();
  }
  await expect(learner.locator(`img[src="${sym('banana')}"]`).first()).toBeAttached();
  await expect(learner.getByRole('button', { name: 'apple', exact: true })).toBeVisible();
  await learner.context().close();
});
