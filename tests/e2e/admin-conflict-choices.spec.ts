import type { Browser, Page } from '@playwright/test';
import { createLessonByApi, createProductByApi, lessonTitles, openAdmin, openSection } from './admin-support.ts';
import { settlePickUp } from './support/drag.ts';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { ADMIN } from './support/settings.ts';

/** A second author: another browser window of an admin. */
async function secondAuthor(browser: Browser): Promise<Page> {
  const baseURL = test.info().project.use.baseURL as string;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await signInByApi(context, baseURL, ADMIN);
  return context.newPage();
}

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Changed by another author' });
const choice = (page: Page, name: string) => conflictDialog(page).getByRole('button', { name, exact: true });

test('a section both authors changed shows their value beside mine, and each choice says what it drops', async ({
  adminPage: ann,
  browser,
}) => {
  await ann.setViewportSize({ width: 1280, height: 800 });
  const product = await createProductByApi(ann, { title: `Both changed ${Date.now()}` });
  const lesson = await createLessonByApi(ann, product._id, 'Shared lesson');
  const bob = await secondAuthor(browser);
  await openAdmin(ann, product._id, lesson._id);
  await openAdmin(bob, product._id, lesson._id);

  const bobSayIt = (await openSection(bob, 'Say It')).editor;
  await bobSayIt.getByLabel('Title', { exact: true }).fill('Bob says hello');
  await bobSayIt.getByLabel('Section 1 image URL').fill('/demo/symbols/sun.svg');
  await bob.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bob.getByText('The lesson was saved.')).toBeVisible();

  const annSayIt = (await openSection(ann, 'Say It')).editor;
  await annSayIt.getByLabel('Title', { exact: true }).fill('Ann says hello');
  await annSayIt.getByLabel('Section 1 image URL').fill('/demo/symbols/moon.svg');
  await ann.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = conflictDialog(ann);
  await expect(dialog).toBeVisible();
  const fields = dialog.getByRole('table', { name: 'Say It: their version beside yours' });
  await expect(fields.getByRole('columnheader')).toHaveText(['Field', 'Theirs', 'Mine']);
  const title = fields.getByRole('row', { name: /^Title/ });
  await expect(title.getByRole('cell')).toHaveText(['Bob says hello', 'Ann says hello']);
  await expect(title.getByRole('rowheader')).toHaveText('Title (changed by both of you)');
  const image = fields.getByRole('row', { name: /^Illustrations 1, Image/ });
  await expect(image.getByRole('img', { name: 'Illustrations 1, Image: their image' })).toHaveAttribute(
    'src',
    '/demo/symbols/sun.svg',
  );
  await expect(image.getByRole('img', { name: 'Illustrations 1, Image: my image' })).toHaveAttribute(
    'src',
    '/demo/symbols/moon.svg',
  );

  // Only Say It changed, on both sides: a merge would be mine whole, so it is not offered.
  await expect(dialog.getByRole('list', { name: 'Your choices' }).getByRole('button')).toHaveText([
    'Keep their version',
    'Save my version',
  ]);
  await expect(choice(ann, 'Keep their version')).toHaveAccessibleDescription('Your changes to Say It are dropped.');
  await expect(choice(ann, 'Save my version')).toHaveAccessibleDescription('Their changes to Say It are lost.');
  await ann.screenshot({ path: test.info().outputPath('fields-beside.png') });

  // By keyboard: focus starts on the first choice.
  await expect(choice(ann, 'Keep their version')).toBeFocused();
  await ann.keyboard.press('Tab');
  await expect(choice(ann, 'Save my version')).toBeFocused();
  await ann.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(ann.getByText('All changes saved')).toBeVisible();
  const stored = await (await ann.request.get(`/api/lessons/${lesson._id}`)).json();
  expect(stored.sections.sayIt.title).toBe('Ann says hello');
  await bob.context().close();
});

test('a refused move offers their order, my order, or my move applied to their order', async ({
  adminPage: ann,
  browser,
}) => {
  await ann.setViewportSize({ width: 1280, height: 800 });
  const product = await createProductByApi(ann, { title: `Two orders ${Date.now()}` });
  const ids: Record<string, string> = {};
  for (const title of ['Alpha', 'Bravo', 'Charlie'])
    ids[title] = (await createLessonByApi(ann, product._id, title))._id;
  await openAdmin(ann, product._id);
  await expect.poll(() => lessonTitles(ann)).toEqual(['Alpha', 'Bravo', 'Charlie']);

  // Bob moves Charlie to the top.
  const bob = await secondAuthor(browser);
  const moved = await bob.request.put('/api/lessons/order/update', {
    data: { lessons: ['Charlie', 'Alpha', 'Bravo'].map((title, order) => ({ _id: ids[title], order })) },
  });
  expect(moved.status()).toBe(200);

  // Ann, on the order she loaded, moves Alpha one place down.
  await ann.getByRole('button', { name: 'Move Alpha' }).focus();
  await ann.keyboard.press('Space');
  await expect(ann.getByText('Alpha is over place 1 of 3.')).toBeAttached();
  await settlePickUp(ann);
  await ann.keyboard.press('ArrowRight');
  await expect(ann.getByText('Alpha is over place 2 of 3.')).toBeAttached();
  await ann.keyboard.press('Space');

  const dialog = conflictDialog(ann);
  await expect(dialog.getByRole('alert')).toHaveText(/changed the order of the lessons at .+, after you opened it\./);
  await expect(dialog.getByRole('list', { name: 'Your choices' }).getByRole('button')).toHaveText([
    'Keep their order',
    'Save my order',
    'Apply my move to their order',
  ]);
  // Each choice shows the order it gives, beside its button and as its description.
  const order = (name: string) =>
    dialog
      .getByRole('listitem')
      .filter({ has: ann.getByRole('button', { name, exact: true }) })
      .getByRole('listitem');
  await expect(order('Keep their order')).toHaveText(['Charlie', 'Alpha', 'Bravo']);
  await expect(order('Save my order')).toHaveText(['Bravo', 'Alpha', 'Charlie']);
  await expect(order('Apply my move to their order')).toHaveText(['Charlie', 'Bravo', 'Alpha']);
  await expect(choice(ann, 'Apply my move to their order')).toHaveAccessibleDescription(/^Charlie\s*Bravo\s*Alpha$/);
  await ann.screenshot({ path: test.info().outputPath('order-choices.png') });

  await choice(ann, 'Apply my move to their order').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => lessonTitles(ann)).toEqual(['Charlie', 'Bravo', 'Alpha']);
  const stored = (await (await ann.request.get(`/api/lessons/admin?productId=${product._id}`)).json()) as {
    title: string;
  }[];
  expect(stored.map((lesson) => lesson.title)).toEqual(['Charlie', 'Bravo', 'Alpha']);
  await bob.context().close();
});

test('Find It cards merge card by card, and each choice names the cards it would leave out', async ({
  adminPage: ann,
  browser,
}) => {
  await ann.setViewportSize({ width: 1280, height: 800 });
  const product = await createProductByApi(ann, { title: `Two card sets ${Date.now()}` });
  const start = [
    { title: 'go', findIndex: 1 },
    { title: 'stop', findIndex: 2 },
  ];
  const created = await ann.request.post('/api/findit-cards', { data: { productId: product._id, cards: start } });
  expect(created.status()).toBe(201);
  const setId = ((await created.json()) as { _id: string })._id;

  await openAdmin(ann, product._id);
  const panel = ann.getByRole('region', { name: 'Find It cards' });
  await panel.getByRole('button', { name: 'Edit Find It Cards' }).click();
  await panel.getByLabel('Card text').fill('more');
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Find It cards' })).toContainText('more');

  // Meanwhile Bob adds a card of his own, which takes the same new number 3.
  const bob = await secondAuthor(browser);
  const saved = await bob.request.put(`/api/findit-cards/${setId}`, {
    data: { cards: [...start, { title: 'help', findIndex: 3 }] },
  });
  expect(saved.status()).toBe(200);

  await panel.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = conflictDialog(ann);
  await expect(dialog.getByRole('alert')).toHaveText(/changed the Find It cards at .+, after you opened it\./);
  await expect(choice(ann, 'Keep their cards')).toHaveAccessibleDescription('Leaves out ‘more’ (number 3).');
  await expect(choice(ann, 'Save my cards')).toHaveAccessibleDescription('Leaves out ‘help’ (number 3).');
  await expect(choice(ann, 'Merge the cards')).toHaveAccessibleDescription(
    'Keeps every card only one of you added or changed; your new card 3 becomes number 4. No card is left out.',
  );
  await ann.screenshot({ path: test.info().outputPath('findit-choices.png') });

  await choice(ann, 'Merge the cards').click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  const stored = (await (await ann.request.get(`/api/findit-cards/${product._id}`)).json()) as {
    cards: { title: string; findIndex: number }[];
  };
  expect(stored.cards.map((card) => `${card.findIndex} ${card.title}`)).toEqual(['1 go', '2 stop', '3 help', '4 more']);
  await bob.context().close();
});
