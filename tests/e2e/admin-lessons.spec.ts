import {
  addLessonByForm,
  createLessonByApi,
  createProductByApi,
  lessonButton,
  lessonList,
  lessonTitles,
  mouseDrag,
  openAdmin,
} from './admin-support.ts';
import { settlePickUp } from './support/drag.ts';
import { expect, test } from './support/fixtures.ts';

const storedOrder = async (page: import('@playwright/test').Page, productId: string) =>
  ((await (await page.request.get(`/api/lessons/admin?productId=${productId}`)).json()) as { title: string }[]).map(
    (lesson) => lesson.title,
  );

test.describe('admin page: lessons', () => {
  test('adds two lessons with the lesson form and its live card preview, then edits one', async ({
    adminPage: page,
  }) => {
    const product = await createProductByApi(page, { title: 'Lesson Form Course' });
    await openAdmin(page, product._id);
    await expect(page.getByText('No lessons available. Add a lesson to get started.')).toBeVisible();
    await expect(page.getByText('Drag and drop lessons to reorder them')).toBeVisible();

    await page.getByRole('button', { name: '+ Add New Lesson' }).click();
    const form = page.getByRole('region', { name: 'Add New Lesson' });
    const preview = form.getByRole('article', { name: 'Lesson card preview' });
    await form.getByRole('textbox', { name: 'Lesson title' }).fill('Go and stop');
    await form.getByRole('textbox', { name: 'Lesson image URL' }).fill('/demo/symbols/car.svg');
    await form.getByRole('textbox', { name: 'Lesson description' }).fill('Cars go, cars stop.');
    await expect(preview.getByRole('heading', { name: 'Go and stop' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Go and stop' })).toHaveAttribute('src', '/demo/symbols/car.svg');
    await expect(preview).toContainText('Cars go, cars stop.');
    await form.getByRole('button', { name: 'Add Lesson' }).click();
    await expect(page.getByRole('heading', { name: 'Lesson content: Go and stop' })).toBeVisible();

    await addLessonByForm(page, 'More please');
    expect(await lessonTitles(page)).toEqual(['Go and stop', 'More please']);
    const selected = lessonList(page).locator('li[data-selected="true"]');
    await expect(selected).toHaveCount(1);
    await expect(selected).toContainText('More please');
    await expect(selected).toHaveCSS('border-top-color', 'rgb(47, 133, 90)');

    await lessonList(page)
      .getByRole('listitem')
      .filter({ hasText: 'Go and stop' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('region', { name: 'Edit lesson: Go and stop' });
    await expect(edit.getByRole('textbox', { name: 'Lesson title' })).toHaveValue('Go and stop');
    await edit.getByRole('textbox', { name: 'Lesson title' }).fill('Go, stop, go');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    expect(await lessonTitles(page)).toEqual(['Go, stop, go', 'More please']);
    expect(await storedOrder(page, product._id)).toEqual(['Go, stop, go', 'More please']);
  });

  test('reorders lessons by mouse and by keyboard, at once and on the server', async ({ adminPage: page }) => {
    const product = await createProductByApi(page, { title: 'Reorder Course' });
    for (const title of ['Alpha', 'Bravo', 'Charlie']) await createLessonByApi(page, product._id, title);
    await openAdmin(page, product._id);
    await lessonButton(page, 'Alpha').click();
    await expect(page.getByRole('heading', { name: 'Lesson content: Alpha' })).toBeVisible();

    const card = (title: string) => lessonList(page).getByRole('listitem').filter({ hasText: title });
    await mouseDrag(page, card('Charlie'), card('Alpha'));
    await expect.poll(() => lessonTitles(page)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    // The drag did not select the dragged lesson.
    await expect(lessonButton(page, 'Alpha')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => storedOrder(page, product._id)).toEqual(['Charlie', 'Alpha', 'Bravo']);

    await page.getByRole('button', { name: 'Move Bravo' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Bravo is over place 3 of 3.')).toBeAttached();
    await settlePickUp(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Bravo is over place 2 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Bravo is over place 1 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => lessonTitles(page)).toEqual(['Bravo', 'Charlie', 'Alpha']);
    await expect.poll(() => storedOrder(page, product._id)).toEqual(['Bravo', 'Charlie', 'Alpha']);

    await page.reload();
    await expect.poll(() => lessonTitles(page)).toEqual(['Bravo', 'Charlie', 'Alpha']);
  });

  test('a reorder the server refuses is logged and the lessons are loaded again', async ({ adminPage: page }) => {
    const product = await createProductByApi(page, { title: 'Refused Order Course' });
    for (const title of ['One', 'Two']) await createLessonByApi(page, product._id, title);
    await openAdmin(page, product._id);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/lessons/order/update', (route) => route.fulfill({ status: 500, json: { message: 'No' } }));
    await page.getByRole('button', { name: 'Move Two' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Two is over place 2 of 2.')).toBeAttached();
    await settlePickUp(page);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Two is over place 1 of 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => errors.some((text) => text.includes('Error updating lesson order'))).toBe(true);
    await expect.poll(() => lessonTitles(page)).toEqual(['One', 'Two']);
    expect(await storedOrder(page, product._id)).toEqual(['One', 'Two']);
  });

  test('deletes a lesson only after Yes', async ({ adminPage: page }) => {
    const product = await createProductByApi(page, { title: 'Delete Lesson Course' });
    const lesson = await createLessonByApi(page, product._id, 'Goodbye');
    await openAdmin(page, product._id, lesson._id);
    await expect(page.getByRole('heading', { name: 'Lesson content: Goodbye' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Goodbye' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this lesson?');
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(lessonList(page)).toContainText('Goodbye');
    await page.getByRole('button', { name: 'Delete Goodbye' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('No lessons available. Add a lesson to get started.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Lesson content/ })).toHaveCount(0);
    expect(await storedOrder(page, product._id)).toEqual([]);
  });
});
