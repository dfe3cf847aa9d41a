import type { BrowserContext, Page } from '@playwright/test';
import type { OwnServer } from './own-server.ts';

/**
 * Waits until the service worker controls the page, as it does soon after the first visit: once
 * it has stored the app's files, which on a busy 2-core machine took over 45 s (load 17). Waits for
 * the browser's `controllerchange`, bounded only by the test's own limit.
 */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { serviceWorker } = navigator;
        if (serviceWorker.controller) resolve();
        else serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      }),
  );
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
