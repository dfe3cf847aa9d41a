import type { Page } from '@playwright/test';
import { DEMO_COURSES } from '#server/seed/demo/index';
import { expect, test } from './support/fixtures.ts';
import { keptOnDevice } from './support/kept-reads.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * Classroom Wi-Fi that is connected but does not answer: the API hangs, or its answers are cut
 * mid-body. Saved copies show at once, only a 401 signs out, and without a copy the page says so.
 */

const COURSE = DEMO_COURSES.find((course) => course.product.id === 'demo-core-words');
const LESSON = COURSE?.lessons[0];
if (!COURSE || !LESSON) throw new Error('no demo lesson');
/** Each screen, what shows it, and the query keys of the answers it keeps on the device. */
const SCREENS = [
  {
    url: '/',
    // The demo course's card by its address: other specs' copies of it ('… (own copy)') show
    // locked beside it while they run.
    shows: (page: Page) => page.locator(`a[href="/class/${COURSE.product.id}"]`),
    keeps: [['user'], ['products']],
  },
  {
    url: `/class/${COURSE.product.id}`,
    // Its content is the course and the teacher's Recent Activity: nothing yet, or where she left
    // off (other specs teach as the same demo teacher), either way read, not loading.
    shows: (page: Page) =>
      page
        .getByRole('region', { name: 'Recent Activity' })
        .getByText(/^(Nothing here yet\.|Pick up where you left off)$/)
        .first(),
    keeps: [
      ['products', COURSE.product.id],
      ['activities', COURSE.product.id, 'last', 'class'],
      ['activities', COURSE.product.id, 'completed', 1, 'class'],
    ],
  },
  {
    url: `/class/${COURSE.product.id}/lessons/${LESSON.id}/say-it`,
    shows: (page: Page) =>
      page.getByRole('heading', { level: 2, name: LESSON.sections.sayIt?.title ?? '', exact: true }),
    keeps: [['lesson', LESSON.id]],
  },
];

/** Visits every screen online, and waits until its reads are saved on the device. */
async function visitOnline(page: Page) {
  for (const screen of SCREENS) {
    await page.goto(screen.url);
    await expect(screen.shows(page)).toBeVisible();
    await keptOnDevice(page, screen.keeps);
  }
}

test('with the API hanging, the dashboard, course home and a lesson show their saved content; nobody is signed out', async ({
  customerPage: page,
}) => {
  await visitOnline(page);
  await page.route('**/api/**', () => undefined);
  for (const screen of SCREENS) {
    await page.goto(screen.url);
    await expect(screen.shows(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  }
});

test('answers cut mid-body (the sign-in check included) keep the teacher signed in with her saved content', async ({
  customerPage: page,
}) => {
  await visitOnline(page);
  await page.route('**/api/**', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"_id":"cut-he' })
      : route.fallback(),
  );
  for (const screen of SCREENS) {
    await page.goto(screen.url);
    await expect(screen.shows(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  }
});

test('a lesson never saved on the device says the server cannot be reached, and Try again loads it', async ({
  customerPage: page,
}) => {
  let hanging = true;
  await page.route(`**/api/lessons/${LESSON.id}`, (route) => (hanging ? undefined : route.fallback()));
  await page.goto(SCREENS[2]?.url ?? '/');
  const alert = page.getByRole('alert');
  // The read gives up after its 7 s wait, far sooner than an endless skeleton.
  await expect(alert).toContainText('This activity could not be loaded.', untilTestLimit());
  await expect(alert).toContainText('Lessons saved on this device still open');
  hanging = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(SCREENS[2]?.shows(page) ?? alert).toBeVisible();
  await expect(alert).toHaveCount(0);
});
