import { createLessonByApi, createProductByApi, openAdmin } from './admin-support.ts';
import { settlePickUp } from './support/drag.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('admin page: the course cards', () => {
  test('edits the lesson cards: image and colour (picker and #RRGGBB), back to view mode on save', async ({
    adminPage: page,
  }) => {
    const product = await createProductByApi(page, { title: 'Card Colours Course' });
    const lesson = await createLessonByApi(page, product._id, 'Colourful');
    await openAdmin(page, product._id);
    const panel = page.getByRole('region', { name: 'Lesson cards' });
    const grid = panel.getByRole('list', { name: 'Lesson cards preview' });
    await expect(grid.getByRole('listitem')).toHaveCount(9);
    await expect(grid.getByRole('listitem').first()).toHaveCSS('background-color', 'rgb(248, 182, 177)');

    await panel.getByRole('button', { name: 'Edit Lesson Cards' }).click();
    await panel.getByLabel('say it image URL').fill('/demo/symbols/sun.svg');
    await panel.getByLabel('say it colour', { exact: true }).fill('#12');
    await expect(panel.getByText('must be a colour like #RRGGBB')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await panel.getByLabel('say it colour', { exact: true }).fill('#123456');
    await expect(grid.getByRole('listitem').first()).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    await panel.getByLabel('find it colour picker').fill('#00ff00');
    await expect(panel.getByLabel('find it colour', { exact: true })).toHaveValue('#00FF00');
    await panel.getByRole('button', { name: 'Save Changes' }).click();

    await expect(panel.getByRole('button', { name: 'Edit Lesson Cards' })).toBeVisible();
    await expect(panel.getByLabel('say it image URL')).toHaveCount(0);
    const stored = (await (await page.request.get(`/api/products/${product._id}`)).json()) as {
      lessonCards: { id: string; image: string; bgColor: string }[];
    };
    expect(stored.lessonCards.find((card) => card.id === 'say-it')).toMatchObject({
      image: '/demo/symbols/sun.svg',
      bgColor: '#123456',
    });
    expect(stored.lessonCards.find((card) => card.id === 'find-it')?.bgColor).toBe('#00FF00');

    // The learner's lesson grid shows the new look.
    await page.goto(`/class/${product._id}/lessons/${lesson._id}`);
    await expect(page.getByRole('button', { name: 'say it', exact: true }).locator('img')).toHaveAttribute(
      'src',
      '/demo/symbols/sun.svg',
    );
  });

  test('edits the Find It cards: add, divider after the 9th, remove, reorder, create then update', async ({
    adminPage: page,
  }) => {
    const product = await createProductByApi(page, { title: 'Find Cards Course' });
    await openAdmin(page, product._id);
    const panel = page.getByRole('region', { name: 'Find It cards' });
    await expect(panel).toContainText('No Find It cards yet.');
    await panel.getByRole('button', { name: 'Edit Find It Cards' }).click();
    await expect(panel.getByRole('button', { name: 'Save Cards' })).toBeVisible();
    await expect(panel.getByLabel('Card background', { exact: true })).toHaveValue('#b07c9e');

    const words = ['apple', 'ball', 'cat', 'dog', 'fish', 'bird', 'car', 'bus', 'tree', 'sun', 'moon'];
    for (const word of words) {
      await panel.getByLabel('Card text').fill(word);
      await panel.getByLabel('Card image URL').fill(`/demo/symbols/${word}.svg`);
      await panel.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(panel.getByLabel('Card text')).toHaveValue('');
      await expect(panel.getByLabel('Card image URL')).toHaveValue('');
    }
    const row = panel.getByRole('list', { name: 'Find It cards' });
    await expect(row.locator('li[aria-hidden="true"]')).toHaveCount(1);
    const cards = row.locator('li:not([aria-hidden])');
    await expect(cards).toHaveCount(11);
    await expect(cards.nth(8)).toContainText('tree');
    await expect(row.locator('li').nth(9)).toHaveAttribute('aria-hidden', 'true');

    await panel.getByRole('button', { name: 'Remove moon' }).click();
    await expect(cards).toHaveCount(10);
    await expect(row.locator('li[aria-hidden="true"]')).toHaveCount(1);

    await panel.getByRole('button', { name: 'Move sun', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('sun is over place 10 of 10.')).toBeAttached();
    await settlePickUp(page);
    for (let place = 9; place >= 1; place--) {
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByText(`sun is over place ${place} of 10.`)).toBeAttached();
    }
    await page.keyboard.press('Space');
    await expect(cards.first()).toContainText('sun');
    await expect(cards.first()).toContainText('1');

    await panel.getByRole('button', { name: 'Save Cards' }).click();
    await expect(panel.getByRole('button', { name: 'Save Cards' })).toHaveCount(0);
    const created = (await (await page.request.get(`/api/findit-cards/${product._id}`)).json()) as {
      _id?: string;
      cards: { title: string; index: number; findIndex: number; backgroundColor: string }[];
    };
    expect(created._id).toBeTruthy();
    expect(created.cards.map((card) => card.title)).toEqual(['sun', ...words.slice(0, 9)]);
    expect(created.cards.map((card) => card.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(created.cards[0]).toMatchObject({ title: 'sun', findIndex: 10, backgroundColor: '#b07c9e' });

    await panel.getByRole('button', { name: 'Edit Find It Cards' }).click();
    await expect(panel.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await panel.getByRole('button', { name: 'Remove apple' }).click();
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await expect(panel.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    const updated = (await (await page.request.get(`/api/findit-cards/${product._id}`)).json()) as {
      _id: string;
      cards: { title: string }[];
    };
    expect(updated._id).toBe(created._id);
    expect(updated.cards.map((card) => card.title)).not.toContain('apple');
    expect(updated.cards).toHaveLength(9);
  });
});
