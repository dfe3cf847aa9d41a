import type { Page } from '@playwright/test';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { keptOnDevice } from './support/kept-reads.ts';
import { untilControlled } from './support/network.ts';
import { expect, test } from './support/own-course.ts';

// Decision record 8: Dexie (31 kB of script) is for the pages that need it (the learners' pages,
// a course download, sign-out); a teacher's first visit to a lesson's activity keeps what it read,
// sends its outbox and keeps her learners on IndexedDB's own API.

/**
 * Which scripts the page loads hold a package, by a name in its code that nothing else of the app
 * has: DexieError for Dexie, ZodError for zod.
 */
function watchScripts(page: Page, marker: 'DexieError' | 'ZodError') {
  const seen = {
    loaded: [] as string[],
    holding: [] as string[],
    unread: [] as string[],
    reads: [] as Promise<unknown>[],
  };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    seen.loaded.push(path);
    // A body the browser no longer has (the page went on) cannot be checked: it is listed, not passed.
    seen.reads.push(
      response.text().then(
        (body) => (body.includes(marker) ? seen.holding.push(path) : undefined),
        () => seen.unread.push(path),
      ),
    );
  });
  return seen;
}

/** Once the page's background work is done (its outbox sent, the worker in charge): no script it loaded held the package. */
async function expectNoneHolding(page: Page, scripts: ReturnType<typeof watchScripts>) {
  await expect(page.getByRole('button', { name: /^Online/ })).toContainText('Online · all saved');
  await untilControlled(page);
  await Promise.all(scripts.reads);
  expect(scripts.loaded.length).toBeGreaterThan(0);
  expect(scripts.holding).toEqual([]);
  expect(scripts.unread).toEqual([]);
}

test('a first visit to an activity page keeps what it read and sends its outbox without loading Dexie', async ({
  teacherPage: page,
  ownCourse,
}) => {
  const scripts = watchScripts(page, 'DexieError');
  const lessonId = ownCourse.lessonId('Week 1: go');
  await page.goto(`/class/${ownCourse._id}/lessons/${lessonId}/find-it`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACTIVITY_PAGE_TITLES['find-it']);
  // Its background work: the lesson kept for offline, the outbox read and sent, the worker in charge.
  await keptOnDevice(page, [['lesson', lessonId]]);
  await expectNoneHolding(page, scripts);

  // The learners' page uses Dexie: the watch sees it there.
  await page.goto('/learners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scripts.holding.length).toBeGreaterThan(0);
});

// zod and the schemas of every section are a long task to evaluate on a tablet's CPU (about 180 ms
// at 4x): the start page's 'Course files' keeps the server's pack keys, and 'Make available offline'
// compares versions, without them.
test('the start page, the course home and their background work load no schemas', async ({
  teacherPage: page,
  ownCourse,
}) => {
  const scripts = watchScripts(page, 'ZodError');
  const keysKept = page.waitForResponse((response) => response.url().endsWith('/api/packs/keys'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open a course file' })).toBeVisible();
  await keysKept;
  await expectNoneHolding(page, scripts);

  await page.goto(`/class/${ownCourse._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
  await expectNoneHolding(page, scripts);

  // The learners' page checks what is typed with them: the watch sees them there.
  await page.goto('/learners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scripts.holding.length).toBeGreaterThan(0);
});
