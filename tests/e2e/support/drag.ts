import type { Page } from '@playwright/test';

/**
 * dnd-kit swallows every click for 50 ms after a drop (a timer it sets at pointer-up). A timer
 * the page sets now runs after that one, so the next click, as a person's would, reaches its target.
 */
export async function settleDrop(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys from a timer it sets at the pick-up,
 * before the pick-up is announced. A timer the page sets once it is announced runs after that one,
 * so the next arrow key reaches the sensor.
 */
export async function settlePickUp(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
