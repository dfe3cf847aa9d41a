import { test } from '@playwright/test';

/**
 * The options of a wait on slow work (a course download, the service worker's install, a sync
 * after a reconnect): bounded by the test's own limit only, never by a guess of how fast the machine
 * is. Beside a CPU hog (load 17 on two cores) a service worker took over 45 s to install.
 */
export function untilTestLimit(): { timeout: number } {
  return { timeout: test.info().timeout };
}
