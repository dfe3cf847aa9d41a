import type { Locator } from '@playwright/test';
import {
  chooseGame,
  createLessonByApi,
  createProductByApi,
  openAdmin,
  openSection,
  saveContent,
  sym,
} from './admin-support.ts';
import { expect, test } from './support/fixtures.ts';
import { untilTestLimit } from './support/wait.ts';

const levelForm = (editor: Locator) => editor.getByRole('region', { name: /^(New level|Editing level \d+)/ });
const levels = (editor: Locator) => editor.getByRole('list', { name: 'Levels' }).getByRole('listitem');

test('a level being edited is part of the draft: kept across reload, game switch and collapse; Save waits for it', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const product = await createProductByApi(page, { title: 'Level drafts course' });
  const lesson = await createLessonByApi(page, product._id, 'Level drafts lesson');
  await openAdmin(page, product._id, lesson._id);
  let { editor } = await openSection(page, 'Play It');
  await chooseGame(editor, 'image-reveal');

  // A level a learner cannot finish is refused at its fields.
  let form = levelForm(editor);
  const add = form.getByRole('button', { name: 'Add level', exact: true });
  await expect(form.getByText('Add the image the learner clicks')).toBeVisible();
  await expect(form.getByText('Add the image that is revealed')).toBeVisible();
  await expect(add).toBeDisabled();
  await form.getByLabel('Initial image URL').fill(sym('gift'));
  await expect(form.getByText('Add the image the learner clicks')).toHaveCount(0);
  await expect(add).toBeDisabled();
  await form.getByLabel('Revealed image URL').fill(sym('teddy'));
  await add.click();
  await expect(levels(editor)).toHaveCount(1);
  await levels(editor).getByRole('button', { name: 'Duplicate level 1' }).click();
  await expect(levels(editor)).toHaveCount(2);
  await saveContent(page);

  // Editing level 2 without 'Update Level': not saved, and Save says why.
  await levels(editor)
    .getByRole('button', { name: /^Level 2/ })
    .click();
  await levelForm(editor).getByLabel('Question text').fill('Open the box!');
  await expect(page.getByText('Unsaved changes (kept in this browser)')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Finish or discard the level you are editing')).toBeVisible();
  await expect(page.getByText('All changes saved')).toHaveCount(0);

  // Reload: the level being edited comes back, as it was.
  await page.reload();
  ({ editor } = await openSection(page, 'Play It'));
  await expect(page.getByText('Unsaved changes (kept in this browser)')).toBeVisible();
  form = levelForm(editor);
  await expect(form).toHaveAccessibleName(/^Editing level 2/);
  await expect(form.getByLabel('Question text')).toHaveValue('Open the box!');

  // Another game and back: still there, and the other game says so meanwhile.
  await chooseGame(editor, 'find-the-correct-one');
  await expect(editor.getByText('A level of image-reveal is not added yet.')).toBeVisible();
  await chooseGame(editor, 'image-reveal');
  await expect(levelForm(editor).getByLabel('Question text')).toHaveValue('Open the box!');

  // Collapse Play It and open it again: still there.
  await page.getByRole('button', { name: /^Play It/ }).click();
  ({ editor } = await openSection(page, 'Play It'));
  await expect(levelForm(editor).getByLabel('Question text')).toHaveValue('Open the box!');

  // Move it first, update it, save: the server has it.
  await levels(editor).getByRole('button', { name: 'Move level 2 up' }).click();
  await expect(levelForm(editor)).toHaveAccessibleName(/^Editing level 1/);
  await levelForm(editor).getByRole('button', { name: 'Update Level' }).click();
  await saveContent(page);
  const stored = (await (await page.request.get(`/api/lessons/${lesson._id}`)).json()) as {
    sections: { playIt: { imageRevealLevels: { questionText: string }[] } };
  };
  expect(stored.sections.playIt.imageRevealLevels.map((level) => level.questionText)).toEqual([
    'Open the box!',
    "Click the image to reveal what's hidden!",
  ]);

  // After a reload nothing is pending any more (a busy machine may take a while to load the page).
  await page.reload();
  await expect(page.getByText('All changes saved')).toBeVisible(untilTestLimit());
});

test('Find It cards being edited survive a reload, closing asks first, and cards are edited in place', async ({
  adminPage: page,
}) => {
  const product = await createProductByApi(page, { title: 'Card drafts course' });
  await openAdmin(page, product._id);
  const panel = page.getByRole('region', { name: 'Find It cards' });
  await panel.getByRole('button', { name: 'Edit Find It Cards' }).click();
  await panel.getByLabel('Card text').fill('apple');
  await panel.getByLabel('Card image URL').fill(sym('apple'));
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await panel.getByLabel('Card text').fill('ball');

  await page.reload();
  await expect(
    panel.getByText('Unsaved Find It cards were restored from this browser.', { exact: false }),
  ).toBeVisible();
  const row = panel.getByRole('list', { name: 'Find It cards' });
  await expect(row).toContainText('apple');
  await expect(panel.getByLabel('Card text')).toHaveValue('ball');

  await panel.getByRole('button', { name: 'Edit Find It Cards' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsaved Find It cards' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(row).toContainText('apple');

  await panel.getByRole('button', { name: 'Save Cards' }).click();
  await expect(panel.getByText('Finish or discard the card you are editing')).toBeVisible();
  await panel.getByRole('button', { name: 'Clear' }).click();

  await panel.getByRole('button', { name: 'Edit apple' }).click();
  await expect(panel.getByLabel('Card text')).toHaveValue('apple');
  await panel.getByLabel('Card text').fill('red apple');
  await panel.getByRole('button', { name: 'Update card' }).click();
  await panel.getByRole('button', { name: 'Duplicate red apple' }).click();
  await panel.getByRole('button', { name: 'Save Cards' }).click();
  await expect(panel.getByRole('button', { name: 'Save Cards' })).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/findit-cards/${product._id}`)).json()) as {
    cards: { title: string; index: number; findIndex: number }[];
  };
  expect(saved.cards.map((card) => [card.title, card.index, card.findIndex])).toEqual([
    ['red apple', 1, 1],
    ['red apple', 2, 2],
  ]);
});
