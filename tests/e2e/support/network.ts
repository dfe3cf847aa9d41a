import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { OwnServer } from './own-server.ts';

/**
 * Waits until the service worker controls the page, as it does soon after the first visit: once
 * it has stored the app's files, which on a busy 2-core machine can take over 10 s.
 */
export async function untilControlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 45_000 })
    .toBe(true);
}

/** The classroom loses its network: the server stops and the browser is offline. */
export async function goOffline(server: OwnServer, context: BrowserContext): Promise<void> {
  await server.stop();
  await context.setOffline(true);
}

/** The network is back: the server runs again and the browser is online. */
export async function goOnline(server: OwnServer, context: BrowserContext): Promise<void> {
  await server.start();
  await context.setOffline(false);
}
