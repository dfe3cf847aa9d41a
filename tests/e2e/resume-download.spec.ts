import type { Page } from '@playwright/test';
import { deviceRows } from './support/device-store.ts';
import { expect, test } from './support/fixtures.ts';
import { gate } from './support/hold.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * 'Make available offline' on a classroom network that drops: the download is cut at 60 %, says
 * so ('Paused · 60 % · Resume', also after the app is reloaded), and Resume fetches only the files
 * not yet stored whole. No service worker here: every file the page fetches is seen by the test.
 */

test.use({ serviceWorkers: 'block' });

/** A picture for YouTube's thumbnails (kept with a course): there is no internet here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const COURSE = 'demo-core-words';
const yourCourses = (page: Page) => page.getByRole('region', { name: 'Your Symbol Language Courses' });

test('a download cut at 60 % is paused, survives a reload, and resumes with only the files it lacked', async ({
  customerPage: page,
  context,
}, testInfo) => {
  // The download's files, as the page fetches them: the first run lets `limit` through and then
  // the network is gone; the second run lets everything through.
  const decided = gate();
  let allowed = 0;
  /** Which run the page's fetches belong to; 'none': the app's own, before, between and after them. */
  let run: 'none' | 'first' | 'second' = 'none';
  const firstRun: string[] = [];
  const secondRun: string[] = [];
  await context.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      const url = request.url().replace(/#.*$/, '');
      const answer = () =>
        url.startsWith('https://img.youtube.com/')
          ? route.fulfill({ contentType: 'image/png', body: PNG, headers: { 'Access-Control-Allow-Origin': '*' } })
          : route.continue();
      // The course cards' pictures, and what the app fetches before the download, are not the download's.
      if (run === 'none' || request.resourceType() !== 'fetch') return answer();
      if (run === 'second') {
        secondRun.push(url);
        return answer();
      }
      await decided.opened;
      if (firstRun.length >= allowed) return route.abort('internetdisconnected');
      firstRun.push(url);
      return answer();
    },
  );

  await page.goto('/');
  const course = yourCourses(page).getByRole('listitem').filter({ hasText: 'Core Words Together' });
  run = 'first';
  await course.getByRole('button', { name: 'Make available offline' }).click();
  const saving = course.getByText(/^Saving for offline use: 0 of [1-9]\d* files/);
  await expect(saving).toBeVisible();
  const total = Number((await saving.textContent())?.match(/of (\d+) files/)?.[1]);
  allowed = Math.round(total * 0.6);
  decided.open();

  const percent = Math.round((allowed / total) * 100);
  const paused = course.getByText(`Paused · ${percent} % ·`);
  // A busy machine took over 20 s to store the allowed files (116 of 125 then).
  await expect(paused).toBeVisible(untilTestLimit());
  await expect(course.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(course.getByRole('alert')).toHaveCount(0);
  expect(firstRun).toHaveLength(allowed);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: testInfo.outputPath(`paused-${viewport.width}.png`) });
  }

  // The app closed and opened again: the course is still paused where it stopped.
  run = 'none';
  await page.reload();
  await expect(paused).toBeVisible();

  run = 'second';
  await course.getByRole('button', { name: 'Resume' }).click();
  await expect(course.getByText('✓ Available offline')).toBeVisible(untilTestLimit());
  await expect(course.getByText(/could not be saved/)).toHaveCount(0);
  await expect(paused).toHaveCount(0);
  // The start page keeps its own pictures in the background (another course's covers among them):
  // only the course's files, as the device keeps them for it, are the download's.
  const kept = await deviceRows<{ url: string; owners: string[] }>(page, 'media');
  const courseFiles = new Set(kept.filter((file) => file.owners.includes(COURSE)).map((file) => file.url));
  expect(courseFiles.size).toBe(total);
  const downloaded = [...firstRun, ...secondRun].filter((url) => courseFiles.has(url));
  // Each of the course's files fetched exactly once over the two runs.
  expect(downloaded.length, 'files fetched, counted each time').toBe(total);
  expect(new Set(downloaded).size, 'different files fetched').toBe(total);
});
