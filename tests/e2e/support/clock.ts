import type { Page } from '@playwright/test';

/** How many times a pause is tried again before the test gives up: each try needs only a moment. */
const TRIES = 20;

/**
 * Pauses the page's clock a second from its now: from then on its time moves only when the test
 * runs it. On a busy machine more than that second can pass between reading the page's time and
 * the pause reaching the page, which Playwright refuses ('Cannot fast-forward to the past'): the
 * pause is then tried again from the page's new time.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      return;
    } catch (error) {
      if (attempt >= TRIES || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
