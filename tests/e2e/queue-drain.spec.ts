import type { Page } from '@playwright/test';
import type { SyncResponse } from '#domain/activity';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { RETRY_CAP_MS } from '#offline/retry-delay.ts';
import { DEMO_COURSES } from '#server/seed/demo/index';
import { pauseClockSoon } from './support/clock.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Classroom Wi-Fi that flaps: progress made while the server cannot be reached waits quietly,
 * the header says so, and the queue drains by itself soon after the network comes back. A device
 * that cannot store a step still opens the activity and says that progress was not saved.
 */

const COURSE = DEMO_COURSES.find((course) => course.product.id === 'demo-core-words');
const LESSON = COURSE?.lessons[1];
if (!COURSE || !LESSON) throw new Error('no demo lesson');
const lessonUrl = `/class/${COURSE.product.id}/lessons/${LESSON.id}`;
const STEPS = ['say-it', 'hear-it', 'read-it'] as const;

const activityCards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button');
const syncButton = (page: Page) =>
  page.getByRole('button', { name: /^(Online|Offline|Server not reachable|Connecting)/ });

/** Opens each of STEPS from the lesson grid and comes back, as a teacher moving through a lesson. */
async function teachSteps(page: Page) {
  for (const key of STEPS) {
    await activityCards(page).nth(ACTIVITY_KEYS.indexOf(key)).click();
    await expect(page).toHaveURL(`${lessonUrl}/${key}`);
    await page.goBack();
    await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  }
}

/** Failures in a row before the network comes back: a back-off without a cap would then wait over 25 s. */
const OUTAGE_FAILURES = 6;

test('after a long outage the queue drains by itself soon after the network is back, with no error on the way', async ({
  customerPage: page,
  context,
}) => {
  test.setTimeout(150_000);
  // The page's own clock: the outage lasts as long as the test moves it on, in no real time.
  await page.clock.install();
  await page.goto(lessonUrl);
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  for (const key of STEPS) {
    await page.goto(`${lessonUrl}/${key}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(lessonUrl);
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await expect(syncButton(page)).toContainText('Online · all saved');

  let down = true;
  let attempts = 0;
  const results: SyncResponse['results'] = [];
  // On the context: the service worker's background sync sends too, and must meet the same network.
  await context.route('**/api/**', async (route) => {
    const sync = route.request().url().endsWith('/api/activities/sync');
    if (!down) {
      if (!sync) return route.fallback();
      const response = await route.fetch();
      results.push(...((await response.json()) as SyncResponse).results);
      return route.fulfill({ response });
    }
    // Reads and checks get no answer at all; sends meet, in turn, the faults of a flapping network
    // (each fails at once: the outbox's own wait for an answer runs on real time, not the page's).
    if (!sync) return;
    attempts += 1;
    if (attempts % 3 === 1) return route.fulfill({ status: 503, body: 'Service Unavailable' });
    return route.abort(attempts % 3 === 2 ? 'connectionreset' : 'timedout');
  });

  await teachSteps(page);
  await expect(syncButton(page)).toContainText('Server not reachable');
  await expect(syncButton(page)).toContainText(`${STEPS.length} waiting to be sent`);
  await syncButton(page).click();
  const syncNow = page.getByRole('button', { name: 'Sync now' });
  await expect(syncNow).toBeEnabled();

  // From here on the page's time moves only when the test moves it: each retry the outbox
  // schedules comes when the clock has run on by the longest back-off.
  await pauseClockSoon(page);
  await expect
    .poll(
      async () => {
        if (attempts < OUTAGE_FAILURES) await page.clock.runFor(RETRY_CAP_MS);
        return attempts;
      },
      { message: 'the outbox kept trying while the server could not be reached' },
    )
    .toBeGreaterThanOrEqual(OUTAGE_FAILURES);
  // The last attempt is over and the next one scheduled.
  await expect(syncNow).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(syncButton(page)).toContainText('Server not reachable');

  down = false;
  // Nothing from the teacher: no click, no reload, no event from the browser. The longest back-off
  // passes on the page's clock, and from then on it moves by a millisecond a look: the send must come.
  await page.clock.runFor(RETRY_CAP_MS);
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return results.length;
    })
    .toBeGreaterThanOrEqual(STEPS.length);
  await page.clock.resume();
  await expect(syncButton(page)).toContainText('Online · all saved');
  expect(results.filter((result) => result.status === 'applied')).toHaveLength(STEPS.length);
  expect(results.filter((result) => result.status !== 'applied')).toEqual([]);
});

/**
 * Makes every IndexedDB write of the page fail as a full disk does (QuotaExceededError) once
 * `window.storageFull` is set; reads go on working.
 */
function failWritesWhenFull() {
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ): IDBTransaction {
    if ((window as unknown as { storageFull?: boolean }).storageFull && args[1] === 'readwrite') {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return transaction.apply(this, args);
  };
}

test('a device that cannot store a step still opens the activity and says the progress was not saved', async ({
  customerPage: page,
}) => {
  await page.addInitScript(failWritesWhenFull);
  await page.goto(lessonUrl);
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await page.evaluate(() => {
    (window as unknown as { storageFull: boolean }).storageFull = true;
  });

  await activityCards(page).nth(ACTIVITY_KEYS.indexOf('say-it')).click();
  await expect(page).toHaveURL(`${lessonUrl}/say-it`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'Progress could not be saved on this device.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});
