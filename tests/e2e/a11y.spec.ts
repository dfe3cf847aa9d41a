import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { BUILT_IN_GAMES } from '#domain/built-in-games';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { expect, test } from './support/fixtures.ts';

/**
 * WCAG 2.1 A and AA, as axe-core checks them, on every screen with the demo content. YouTube
 * cannot be reached here: its frames are refused and its thumbnails answered with a local picture.
 */

const COURSE = 'demo-core-words';
const FIRST_LESSON = DEMO_LESSON_BY_GAME['stop-motion'];
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => route.abort());
  await context.route(/^https:\/\/img\.youtube\.com\//, (route) =>
    route.fulfill({ contentType: 'image/png', body: TINY_PNG }),
  );
});

/** Checks the page as it is now; the violations are listed by rule, with the elements at fault. */
async function expectNoViolations(page: Page, screen: string) {
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // YouTube's own frames are not ours to fix (and cannot load here); the frame elements are still checked.
    .options({ iframes: false })
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `accessibility violations on ${screen}`).toEqual([]);
}

test('the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectNoViolations(page, 'the sign-in page');
  await page.getByRole('group', { name: 'Login or register' }).getByRole('button', { name: 'Register' }).click();
  await expectNoViolations(page, 'the register form');
});

test('the dashboard, course home, lesson list and lesson grid', async ({ customerPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'the dashboard');
  await page.goto(`/class/${COURSE}`);
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();
  await expectNoViolations(page, 'the course home');
  await page.getByRole('button', { name: /^(Online|Offline)/ }).click();
  await expectNoViolations(page, 'the sync panel');
  await page.goto(`/class/${COURSE}/lessons`);
  await expect(page.getByRole('main').getByRole('list').getByRole('button').first()).toBeVisible();
  await expectNoViolations(page, 'the lesson list');
  await page.goto(`/class/${COURSE}/lessons/${FIRST_LESSON}`);
  await expect(page.getByRole('main').getByRole('list').getByRole('button')).toHaveCount(ACTIVITY_KEYS.length);
  await expectNoViolations(page, 'the lesson grid');
});

// One test per screen: each has its own time, and the two workers share them.
for (const key of ACTIVITY_KEYS) {
  test(`the ${key} page`, async ({ customerPage: page }) => {
    await page.goto(`/class/${COURSE}/lessons/${FIRST_LESSON}/${key}`);
    await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES[key] })).toBeVisible();
    await expectNoViolations(page, `the ${key} page`);
  });
}

for (const game of BUILT_IN_GAMES) {
  test(`the ${game} game`, async ({ customerPage: page }) => {
    await page.goto(`/class/${COURSE}/lessons/${DEMO_LESSON_BY_GAME[game]}/play-it`);
    await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES['play-it'] })).toBeVisible();
    await expectNoViolations(page, `the ${game} game`);
  });
}

test.describe('the admin pages', () => {
  test('products, lessons, every section editor, and users', async ({ adminPage: page }) => {
    // Several pages, each checked whole by axe: on a loaded machine that takes minutes.
    test.setTimeout(360_000);
    await page.goto(`/admin?productId=${COURSE}&lessonId=${FIRST_LESSON}`);
    await expect(page.getByRole('heading', { name: 'Admin Page' })).toBeVisible();
    await expectNoViolations(page, 'the admin page with a lesson selected');
    // Every section editor open at once: one check covers all nine.
    const toggles = page.locator('section > h3 > button[aria-expanded]');
    await expect(toggles).toHaveCount(ACTIVITY_KEYS.length);
    for (const toggle of await toggles.all()) {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expectNoViolations(page, 'the nine section editors');
    await page.goto('/admin/users');
    await expect(page.getByRole('list', { name: 'Users' })).toBeVisible();
    await expectNoViolations(page, 'the users page');
  });
});
