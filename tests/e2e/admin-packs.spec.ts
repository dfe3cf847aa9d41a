import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PACK_MESSAGES } from '#domain/course-pack';
import { packFileName } from '#domain/pack-names';
import { CORE_WORDS, lessonButton, lessonTitles, openAdmin, productTile } from './admin-support.ts';
import { deleteAfterTest, expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';

interface ApiLesson {
  _id: string;
  title: string;
  version: number;
}

/** A copy of the demo course under a title of its own, so that the demo course stays as it was seeded. */
async function demoCopy(page: Page, title: string): Promise<string> {
  const copy = await page.request.post(`/api/products/${CORE_WORDS}/duplicate`);
  expect(copy.status(), 'duplicate the demo course').toBe(201);
  const product = await copy.json();
  deleteAfterTest(product._id);
  const renamed = await page.request.put(`/api/products/${product._id}`, { data: { ...product, title } });
  expect(renamed.status(), 'rename the copy').toBe(200);
  return product._id as string;
}

async function lessonsOf(page: Page, productId: string): Promise<ApiLesson[]> {
  return (await page.request.get(`/api/lessons/admin?productId=${productId}`)).json();
}

const packInput = (page: Page) => page.getByTestId('course-pack-file');

test('exports a course as a pack with its progress, imports it back, and asks before replacing a changed course', async ({
  adminPage: page,
}, testInfo) => {
  const title = `Pack trip ${Date.now()}`;
  const productId = await demoCopy(page, title);
  const lessons = await lessonsOf(page, productId);
  expect(lessons.length).toBeGreaterThan(1);
  await openAdmin(page);

  // Export: the progress shows while the pack comes; the file keeps the server's name.
  const release = await holdRequests(page, `**/api/packs/${productId}`);
  const downloading = page.waitForEvent('download');
  await productTile(page, title).getByRole('button', { name: 'Export course' }).click();
  const status = page.getByRole('region', { name: 'Course pack' });
  await expect(status.getByRole('status')).toHaveText(`Exporting “${title}”…`);
  await expect(status.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import course' })).toBeDisabled();
  release();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(packFileName(title));
  const packPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(packPath);
  const pack = await readFile(packPath);
  expect([...pack.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  await expect(
    page.getByRole('status').filter({ hasText: `“${title}” was saved as ${packFileName(title)}` }),
  ).toBeVisible();

  // Changed here since the pack was made: the import asks first; keeping changes nothing.
  const [first] = lessons;
  if (!first) throw new Error('the demo course has no lessons');
  const renamed = await page.request.put(`/api/lessons/${first._id}`, { data: { ...first, title: 'Changed here' } });
  expect(renamed.status()).toBe(200);
  await productTile(page, title).getByRole('button', { name: title, exact: true }).click();
  await expect(lessonButton(page, 'Changed here')).toBeVisible();
  await packInput(page).setInputFiles(packPath);
  const dialog = page.getByRole('dialog', { name: 'This course has changed on this server' });
  await expect(dialog.getByRole('alert')).toHaveText(
    new RegExp(`“${title}” was changed on this server by .+ after this pack was made\\. The import was not applied`),
  );
  await expect(dialog.getByText(`“${title}”, last changed by`)).toBeVisible();
  await expect(dialog.getByText(packFileName(title))).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep this server’s version' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Nothing was imported: “${title}” stays as it is on this server.`)).toBeVisible();
  await expect(lessonButton(page, 'Changed here')).toBeVisible();

  // Replacing puts the pack's version back.
  await packInput(page).setInputFiles(packPath);
  await dialog.getByRole('button', { name: 'Replace this server’s version' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was updated from the pack.` })).toBeVisible();
  await expect.poll(() => lessonTitles(page)).toEqual(lessons.map((lesson) => lesson.title));

  // Deleted here, the course comes back from its pack with its lessons; the same pack again changes nothing.
  await productTile(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
  await expect(productTile(page, title)).toHaveCount(0);
  await packInput(page).setInputFiles(packPath);
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was imported.` })).toBeVisible();
  await expect(productTile(page, title).getByRole('button', { name: title, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => lessonTitles(page)).toEqual(lessons.map((lesson) => lesson.title));
  await lessonButton(page, first.title).click();
  await expect(page.getByRole('heading', { name: `Lesson content: ${first.title}` })).toBeVisible();
  await packInput(page).setInputFiles(packPath);
  await expect(page.getByRole('status').filter({ hasText: 'already holds this version' })).toBeVisible();
  expect((await lessonsOf(page, productId)).map((lesson) => lesson.title)).toEqual(
    lessons.map((lesson) => lesson.title),
  );
});

test('refuses a file that is not a whole course pack with the reason, and changes nothing', async ({
  adminPage: page,
}) => {
  const exported = await page.request.get(`/api/packs/${CORE_WORDS}`);
  expect(exported.status()).toBe(200);
  const pack = await exported.body();
  // Other tests add courses and lessons on this server meanwhile; what a refused pack must leave as it was is
  // what an import records: the course the pack was made of has never been imported from a pack.
  const importedFrom = async () => (await (await page.request.get(`/api/packs/${CORE_WORDS}/version`)).json()).imported;
  expect(await importedFrom()).toBeNull();
  await openAdmin(page);

  await packInput(page).setInputFiles({
    name: 'cut.course.zip',
    mimeType: 'application/zip',
    buffer: pack.subarray(0, Math.floor(pack.byteLength * 0.6)),
  });
  await expect(page.getByRole('alert').getByText(PACK_MESSAGES.truncated, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await packInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').getByText(PACK_MESSAGES.notAPack, { exact: true })).toBeVisible();
  expect(await importedFrom()).toBeNull();

  // An export whose connection fails says so, and can be tried again.
  await page.route(`**/api/packs/${CORE_WORDS}`, (route) => route.abort('connectionreset'));
  await productTile(page, 'Core Words Together').getByRole('button', { name: 'Export course' }).click();
  await expect(
    page
      .getByRole('alert')
      .getByText('The course pack could not be downloaded: Network Error. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(productTile(page, 'Core Words Together').getByRole('button', { name: 'Export course' })).toBeEnabled();
});
