import type { Locator, Page, TestInfo } from '@playwright/test';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { BUILT_IN_GAMES } from '#domain/built-in-games';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { expect, test } from './support/fixtures.ts';

/**
 * Every game and every activity page of the demo, on a classroom's screens: a small tablet
 * (1024x768), a laptop (1280x800) and a whiteboard (1920x1080). The page never scrolls, the play
 * area and every button of the page lie on the screen, and a screenshot of each is attached.
 */

const COURSE = 'demo-core-words';
const SCREENS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
/** The lesson with the richest activity pages: the first lesson of the full course. */
const FIRST_LESSON = DEMO_LESSON_BY_GAME['stop-motion'];

type Box = { x: number; y: number; width: number; height: number };

/** There is no internet here: YouTube frames and thumbnails are refused at once. */
async function refuseTheInternet(page: Page): Promise<void> {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
}

async function expectOnScreen(page: Page, what: string, locator: Locator): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('No viewport');
  const boxes = await locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && !element.closest('.visually-hidden'))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
          box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        };
      }),
  );
  expect(boxes.length, `${what} on the page`).toBeGreaterThan(0);
  for (const { name, box } of boxes) {
    const inside = (b: Box) =>
      b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= viewport.width + 0.5 && b.y + b.height <= viewport.height + 0.5;
    expect(
      inside(box),
      `${what} "${name}" at ${JSON.stringify(box)} lies inside ${viewport.width}x${viewport.height}`,
    ).toBe(true);
  }
}

/** How long a page may take to show on a busy machine (a safety net: the test waits for the page, not for time). */
const PAGE_SHOWN_MS = 30_000;

async function expectToFit(page: Page, testInfo: TestInfo, name: string, playArea: Locator): Promise<void> {
  await expect(playArea.first()).toBeVisible({ timeout: PAGE_SHOWN_MS });
  await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: PAGE_SHOWN_MS });
  // Pictures load after the page shows; the page is measured once they have their sizes.
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
  const { scrollHeight, scrollWidth, innerHeight, innerWidth } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }));
  const screenshot = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: screenshot });
  await testInfo.attach(name, { path: screenshot, contentType: 'image/png' });
  expect(scrollHeight, 'the page does not scroll down').toBeLessThanOrEqual(innerHeight);
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(innerWidth);
  await expectOnScreen(page, 'play area', playArea);
  await expectOnScreen(page, 'button', page.locator('main').getByRole('button'));
}

// One test per page, opened on each screen in turn: a third of the sign-ins and browser contexts,
// and three times a test's time (test.slow) for its three visits.
for (const game of BUILT_IN_GAMES) {
  test(`the ${game} game fits every screen`, async ({ customerPage: page }, testInfo) => {
    test.slow();
    await refuseTheInternet(page);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto(`/class/${COURSE}/lessons/${DEMO_LESSON_BY_GAME[game]}/play-it`);
      await expectToFit(page, testInfo, `${game}-${screen.width}x${screen.height}`, page.getByTestId('play-area'));
    }
  });
}

for (const activity of ACTIVITY_KEYS) {
  test(`the ${activity} page fits every screen`, async ({ customerPage: page }, testInfo) => {
    test.slow();
    await refuseTheInternet(page);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto(`/class/${COURSE}/lessons/${FIRST_LESSON}/${activity}`);
      // Write it's play area is its drawing board; the others' is the page.
      const playArea = activity === 'write-it' ? page.getByTestId('play-area') : page.locator('main');
      await expectToFit(page, testInfo, `${activity}-${screen.width}x${screen.height}`, playArea);
    }
  });
}
