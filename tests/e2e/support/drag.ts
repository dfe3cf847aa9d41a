import type { Page } from '@playwright/test';

/**
 * dnd-kit swallows every click for 50 ms after a drop (a timer it sets at pointer-up). A timer
 * the page sets now runs after that one, so the next click, as a person's would, reaches its target.
 */
export async function settleDrop(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}
