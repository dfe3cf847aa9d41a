import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { createLessonByApi, createProductByApi, mediaButton, openAdmin, openSection } from './admin-support.ts';
import { expect, test } from './support/fixtures.ts';
import { HoldingProxy } from './support/holding-proxy.ts';
import { untilControlled } from './support/network.ts';
import { OwnServer } from './support/own-server.ts';
import { E2E_PORT } from './support/settings.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * Media by upload: an author uploads pictures into a lesson (picker with its progress, and a file
 * dropped on the field), picks one again from the course's library, and the lesson shows them to
 * learners, also offline once the course is kept. A server of this file's own, so it can be stopped.
 */
const server = new OwnServer(E2E_PORT + 102);
/** The app is opened through it, so an upload's answer can be held while its progress shows. */
const proxy = new HoldingProxy(server.url, E2E_PORT + 103);

test.describe.configure({ timeout: 180_000 });
test.use({ baseURL: proxy.url });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
  await proxy.start();
});
// The test stops the server (the network gone): one after it, as --repeat-each runs, starts it again.
test.beforeEach(async () => server.start());
test.afterAll(async () => {
  await proxy.stop();
  await server.stop();
});

/** A real PNG made larger by bytes after its end (which decoders ignore), so its upload takes a while. */
function picture(extra: number, fill: number): Buffer {
  return Buffer.concat([readFileSync('public/icons/icon-192.png'), Buffer.alloc(extra, fill)]);
}

async function picturesLoaded(page: Page, selector: string) {
  await expect
    .poll(() =>
      page.$$eval(selector, (images) =>
        images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toEqual([true]);
}

async function dropFile(target: Locator, name: string, bytes: Buffer) {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, base64 }) => {
      const transfer = new DataTransfer();
      const binary = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([binary], name, { type: 'image/png' }));
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('an author uploads and picks media; the lesson shows it to learners, online and offline', async ({
  adminPage: page,
  context,
}) => {
  const course = await createProductByApi(page, { title: 'Animals' });
  const lesson = await createLessonByApi(page, course._id, 'Pets');
  await openAdmin(page, course._id, lesson._id);

  let { editor } = await openSection(page, 'Say It');
  const first = editor.getByLabel('Section 1 image URL');
  await first.fill('/demo/nothing-here.png');
  await expect(editor.getByText('This address does not load. Check it, or upload the file instead.')).toBeVisible();

  // Upload with the picker: the progress shows while the server has not answered yet.
  proxy.hold((request) => request.method === 'POST' && (request.url ?? '').startsWith('/api/media?'));
  const chooser = page.waitForEvent('filechooser');
  await mediaButton(editor, 'Section 1 image URL', 'Upload').click();
  await (await chooser).setFiles({ name: 'cat.png', mimeType: 'image/png', buffer: picture(3_000_000, 1) });
  const progress = editor.getByRole('progressbar', { name: 'Uploading cat.png' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('value', '1');
  await expect(editor.getByText('100%')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('upload-progress.png') });
  proxy.release();
  await expect(progress).toHaveCount(0);
  await expect(first).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
  const catUrl = await first.inputValue();
  await expect(editor.getByText('This address does not load.', { exact: false })).toHaveCount(0);

  // A file dropped on a field is uploaded into it.
  const second = editor.getByLabel('Section 2 image URL');
  await dropFile(second, 'dog.png', picture(1000, 2));
  await expect(second).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
  const dogUrl = await second.inputValue();
  expect(dogUrl).not.toBe(catUrl);
  // A file that is not a picture is refused before it is sent.
  await dropFile(second, 'notes.png', Buffer.from('just some text'));
  await expect(editor.getByRole('alert')).toHaveText(/^This file is not a picture/);
  await expect(second).toHaveValue(dogUrl);

  // Choose from the library: searchable, with thumbnails.
  ({ editor } = await openSection(page, 'Practise It'));
  await mediaButton(editor, 'Years 0-1 image URL', 'Choose from the library').click();
  const library = page.getByRole('dialog', { name: 'Choose from the library' });
  await expect(library.getByRole('button', { name: /^Choose / })).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('library.png') });
  await library.getByLabel('Search').fill('cat');
  await expect(library.getByRole('button', { name: /^Choose / })).toHaveCount(1);
  await expect
    .poll(() => library.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await library.getByRole('button', { name: 'Choose cat.png' }).click();
  await expect(library).toHaveCount(0);
  await expect(editor.getByLabel('Years 0-1 image URL')).toHaveValue(catUrl);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // A file the lesson uses cannot be deleted, and the library says where it is used.
  await mediaButton(editor, 'Years 0-1 image URL', 'Choose from the library').click();
  await library.getByRole('button', { name: 'Delete cat.png' }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Yes' }).click();
  await expect(library.getByRole('alert')).toHaveText(
    "This file is still used in lesson 'Pets' of course 'Animals'. Remove it there first.",
  );
  await expect(library.getByRole('button', { name: 'Choose cat.png' })).toBeVisible();
  await library.getByRole('button', { name: 'Close' }).click();

  // The learner's pages show the uploaded pictures.
  const lessonPage = `/class/${course._id}/lessons/${lesson._id}`;
  await page.goto(`${lessonPage}/say-it`);
  await picturesLoaded(page, `main img[src="${catUrl}"]`);
  await picturesLoaded(page, `main img[src="${dogUrl}"]`);

  // Kept with the course, they show with the server gone.
  await page.goto(`/class/${course._id}`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('✓ Available offline')).toBeVisible(untilTestLimit());
  await expect(page.getByText(/could not be saved/)).toHaveCount(0);
  await untilControlled(page);
  await server.stop();
  await context.setOffline(true);
  await page.goto(`${lessonPage}/practise-it`);
  await picturesLoaded(page, `main img[src="${catUrl}"]`);
  await page.goto(`${lessonPage}/say-it`);
  await picturesLoaded(page, `main img[src="${dogUrl}"]`);
  // The server back, for the course the test made to be deleted when it ends.
  await server.start();
});
