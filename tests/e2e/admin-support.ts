// Helpers of the admin end-to-end specs (tests/e2e/admin-*.spec.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import { settleDrop } from './support/drag.ts';
import { deleteAfterTest, expect, signInByApi } from './support/fixtures.ts';
import { grantCourse, newTeacher } from './support/new-teacher.ts';
import { CUSTOMER } from './support/settings.ts';

export const CORE_WORDS = 'demo-core-words';
export const CORE_WORDS_TITLE = 'Core Words Together';

/** Opens the admin page, optionally with a product (and lesson) selected. */
export async function openAdmin(page: Page, productId?: string, lessonId?: string): Promise<void> {
  const search = new URLSearchParams();
  if (productId) search.set('productId', productId);
  if (lessonId) search.set('lessonId', lessonId);
  await page.goto(`/admin${search.size ? `?${search}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Admin Page' })).toBeVisible();
}

export const productTile = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Products' }).getByRole('article', { name: title, exact: true });

export const lessonList = (page: Page) => page.getByRole('list', { name: 'Lessons' });

/** The select button of a lesson card ("1. Title"). */
export const lessonButton = (page: Page, title: string) =>
  lessonList(page).getByRole('button', { name: new RegExp(`^\\d+\\. ${title}( Unsaved draft)?$`) });

/** The titles of the lesson cards, in their shown order. */
export async function lessonTitles(page: Page): Promise<string[]> {
  const titles = await lessonList(page).locator('li > button[aria-pressed]').allInnerTexts();
  return titles.map((text) => /(?:^|\n)\s*\d+\.\s*([^\n]*)/.exec(text)?.[1]?.trim() ?? text);
}

/**
 * Creates a product through the API (as the signed-in admin of `page`); it is deleted when the test
 * ends. Without a shop id it is a draft: no teacher but the admin sees it.
 */
export async function createProductByApi(page: Page, fields: Record<string, unknown>): Promise<{ _id: string }> {
  const response = await page.request.post('/api/products', { data: fields });
  expect(response.status(), 'create product').toBe(201);
  const product = (await response.json()) as { _id: string };
  deleteAfterTest(product._id);
  return product;
}

export async function createLessonByApi(page: Page, productId: string, title: string): Promise<{ _id: string }> {
  const response = await page.request.post('/api/lessons', { data: { productId, title } });
  expect(response.status(), 'create lesson').toBe(201);
  return (await response.json()) as { _id: string };
}

/** Adds a lesson with the 'Add New Lesson' form; the new lesson is then selected. */
export async function addLessonByForm(page: Page, title: string, description = ''): Promise<void> {
  await page.getByRole('button', { name: '+ Add New Lesson' }).click();
  const form = page.getByRole('region', { name: 'Add New Lesson' });
  await form.getByRole('textbox', { name: 'Lesson title' }).fill(title);
  if (description) await form.getByRole('textbox', { name: 'Lesson description' }).fill(description);
  await form.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(form).toHaveCount(0);
  await expect(lessonButton(page, title)).toHaveAttribute('aria-pressed', 'true');
}

/** Opens one collapsible section of the lesson content editor and answers its editor and preview. */
export async function openSection(page: Page, title: string): Promise<{ editor: Locator; preview: Locator }> {
  const toggle = page.getByRole('button', { name: new RegExp(`^${title}( needs fixing)?$`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return {
    editor: page.getByRole('group', { name: `${title} editor` }),
    preview: page.getByRole('complementary', { name: `${title} preview` }),
  };
}

/** A second browser window signed in as the demo customer. */
export async function customerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await signInByApi(context, baseURL, CUSTOMER);
  return context.newPage();
}

/** A shop id no other course has: a course sold under it can be granted to a teacher of the test's own. */
export const ownShopId = () => `e2e-${crypto.randomUUID()}`;

/**
 * A second browser window of a new teacher granted the course sold under `shopifyProductId`, to see
 * a lesson as a granted teacher does. While the test runs, that course shows locked on the other
 * teachers' dashboards, as any sold course does.
 */
export async function grantedTeacherWindow(browser: Browser, baseURL: string, shopifyProductId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const teacher = await newTeacher(context.request, 'granted-teacher');
  await grantCourse(context.request, teacher.email, shopifyProductId);
  await signInByApi(context, baseURL, teacher);
  return context.newPage();
}

/** Drags one element onto another with the mouse, in small steps as a hand would. */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag: element not visible');
  await page.mouse.move(start.x + start.width / 2, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 20, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + 20, { steps: 12 });
  // As a hand does, the pointer rests over the target until the page has drawn the item there.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.move(end.x + end.width / 2 + 1, end.y + 20);
  await page.mouse.up();
  await settleDrop(page);
}

const sym = (name: string) => `/demo/symbols/${name}.svg`;

export { sym };

/** Chooses a game in the Play It editor. */
export async function chooseGame(editor: Locator, game: string): Promise<void> {
  await editor.getByLabel('Game', { exact: true }).selectOption(game);
}

/** The Play It editor's form of a new level, or of the level selected for edit. */
export const levelForm = (editor: Locator) => editor.getByRole('region', { name: /^(New level|Editing level \d+)$/ });

/** The Play It editor's list of the game's levels. */
export const levels = (editor: Locator) => editor.getByRole('list', { name: 'Levels' }).getByRole('listitem');

/** Opens the dialog that plays the draft (or one level) with the learner's game; answers it. */
export async function previewDialog(page: Page, title: RegExp | string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The Upload or 'Choose from the library' button beside a media field. */
export const mediaButton = (editor: Locator, field: string, name: 'Upload' | 'Choose from the library') =>
  editor
    .locator('[data-media-field]')
    .filter({ has: editor.page().getByLabel(field, { exact: true }) })
    .getByRole('button', { name, exact: true });

/** Uploads a file from disk into a media field with its Upload button, as an author picks one. */
export async function uploadInto(scope: Locator, field: string, file: string): Promise<string> {
  const chooser = scope.page().waitForEvent('filechooser');
  await mediaButton(scope, field, 'Upload').click();
  await (await chooser).setFiles(file);
  const input = scope.getByLabel(field, { exact: true });
  await expect(input).toHaveValue(/^\/media\/[0-9a-f]{64}\.\w+$/);
  return input.inputValue();
}

/** Saves the lesson content and waits until the server has it. */
export async function saveContent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
}
