import type { Page } from '@playwright/test';
import { createLessonByApi, createProductByApi, openAdmin, openSection } from './admin-support.ts';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { ADMIN } from './support/settings.ts';

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

async function newCourse(page: Page, title: string) {
  const product = await createProductByApi(page, { title });
  const lesson = await createLessonByApi(page, product._id, 'Shared lesson');
  return { productId: product._id, lessonId: lesson._id };
}

test('two authors, one lesson: the second save is refused, says who and when, and merges by section', async ({
  adminPage: ann,
  browser,
}) => {
  const { productId, lessonId } = await newCourse(ann, `Two authors ${Date.now()}`);
  const baseURL = test.info().project.use.baseURL as string;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await signInByApi(context, baseURL, ADMIN);
  const bob = await context.newPage();

  // Both open the lesson; Bob saves a Say It title first.
  await openAdmin(ann, productId, lessonId);
  await openAdmin(bob, productId, lessonId);
  const bobSayIt = await openSection(bob, 'Say It');
  await bobSayIt.editor.getByLabel('Title', { exact: true }).fill('Bob was here');
  await saveButton(bob).click();
  await expect(bob.getByText('The lesson was saved.')).toBeVisible();

  // Ann, who opened it earlier, saves a Watch It change: she is told, not silently overwritten.
  const annWatchIt = await openSection(ann, 'Watch It');
  await annWatchIt.editor.getByLabel('Video 1 URL').fill('/demo/videos/ann.mp4');
  await saveButton(ann).click();
  const dialog = ann.getByRole('dialog', { name: 'Changed by another author' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(
    /changed this lesson at .+, after you opened it\. Your save was not applied\./,
  );
  const sections = dialog.getByRole('list', { name: 'Sections changed' });
  await expect(sections.getByRole('listitem')).toHaveText(['Say It: changed by them', 'Watch It: changed by you']);
  await expect(dialog.getByRole('button', { name: 'Merge by section' })).toHaveAccessibleDescription(
    'Keeps their changes to Say It and yours to Watch It.',
  );
  await expect(ann.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Merge by section' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(ann.getByText('The lesson was saved.')).toBeVisible();
  await expect(ann.getByText('All changes saved')).toBeVisible();

  const stored = await (await ann.request.get(`/api/lessons/${lessonId}`)).json();
  expect(stored.sections.sayIt.title).toBe('Bob was here');
  expect(stored.sections.watchIt.videos[0].url).toBe('/demo/videos/ann.mp4');
  await expect((await openSection(ann, 'Say It')).editor.getByLabel('Title', { exact: true })).toHaveValue(
    'Bob was here',
  );

  // Bob, now behind, chooses to keep theirs: his editor shows the merged lesson.
  await bobSayIt.editor.getByLabel('Title', { exact: true }).fill('Bob again');
  await saveButton(bob).click();
  await bob
    .getByRole('dialog', { name: 'Changed by another author' })
    .getByRole('button', { name: 'Keep their version' })
    .click();
  await expect(bobSayIt.editor.getByLabel('Title', { exact: true })).toHaveValue('Bob was here');
  await expect(bob.getByText('All changes saved')).toBeVisible();
  await context.close();
});

test('a failed save is shown where the author is scrolled to, and the status never says saved', async ({
  adminPage: page,
}) => {
  const { productId, lessonId } = await newCourse(page, `Failing save ${Date.now()}`);
  await openAdmin(page, productId, lessonId);
  const { editor } = await openSection(page, 'Write It');
  await openSection(page, 'Practise It');
  await openSection(page, 'Learn It');
  await editor.getByLabel('Global file link').fill('/demo/files/writing.pdf');
  await page.mouse.wheel(0, 5000);
  await page.route(`**/api/lessons/${lessonId}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { message: 'Down for a moment' } })
      : route.fallback(),
  );
  await saveButton(page).click();
  const failure = page.getByRole('alert').filter({ hasText: 'The lesson was not saved: Down for a moment' });
  await expect(failure).toBeInViewport();
  await expect(
    page.getByRole('status').filter({ hasText: 'Not saved: your changes are kept in this browser' }),
  ).toBeInViewport();
  await expect(page.getByText('All changes saved')).toHaveCount(0);
  // The server answered 503: the header may say it is not reachable, never that all is saved.
  await expect(page.getByRole('button', { name: /^(Online|Server not reachable) · unsaved changes/ })).toBeVisible();
});
