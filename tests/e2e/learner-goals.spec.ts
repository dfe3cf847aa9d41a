import { expect, type Page, test } from '@playwright/test';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import type { Goal } from '#domain/evidence';
import type { LearnerReportData } from '#domain/learner';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { signInByApi } from './support/fixtures.ts';
import { keptOnDevice } from './support/kept-reads.ts';
import { goOffline, goOnline, untilControlled } from './support/network.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { CUSTOMER } from './support/settings.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * A teacher's evidence for a review meeting, made on a tablet with no network: a goal written for
 * a learner, the support she needed marked with one tap, the game levels she played recorded as
 * she played them. The report counts them at once, says what has not reached the server, and once
 * the server is back every record is there exactly once. A server of this file's own: its teacher's
 * learners change how lessons start.
 */

const COURSE = 'demo-core-words';
const GAME_LESSON = DEMO_LESSON_BY_GAME['image-reveal'];
const server = ownServerForSpec(245, { testTimeout: 240_000 });
const syncButton = (page: Page) =>
  page.getByRole('button', { name: /^(Online|Offline|Server not reachable|Connecting)/ });

async function serverReport(page: Page) {
  const login = await page.request.post(`${server.url}/api/auth/customer-login`, { data: CUSTOMER });
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const report = await page.request.get(`${server.url}/api/learners/report?productId=${COURSE}`, { headers });
  const goals = await page.request.get(`${server.url}/api/learners/goals`, { headers });
  return { report: (await report.json()) as LearnerReportData, goals: (await goals.json()) as Goal[] };
}

test('a goal, a support mark and two game levels made offline show in the report at once, and reach the server exactly once', async ({
  context,
  page,
}) => {
  await signInByApi(context, server.url, CUSTOMER);
  // Online once: the learner, and every page this test opens offline, are then on the device.
  await page.goto('/learners');
  await page.getByLabel('Name').fill('Ava');
  await page.getByRole('radio', { name: 'Fish' }).check();
  await page.getByRole('button', { name: 'Add learner' }).click();
  await expect(syncButton(page)).toContainText('Online · all saved', untilTestLimit());
  await page.getByRole('link', { name: 'Goals of Ava' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals: Ava' })).toBeVisible();
  await expect(page.getByText('No goals yet.')).toBeVisible();
  await keptOnDevice(page, [['learners', 'goals']]);
  await page.goto(`/class/${COURSE}/report`);
  await expect(page.getByRole('region', { name: 'Ava' })).toBeVisible();
  await keptOnDevice(page, [['learners', 'report', COURSE]]);
  await page.goto(`/class/${COURSE}/lessons/${GAME_LESSON}/play-it`);
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES['play-it'] })).toBeVisible();
  await keptOnDevice(page, [['lesson', GAME_LESSON]]);
  await untilControlled(page);

  await goOffline(server, context);
  // The goal, written offline.
  await page.goto(`/learners/goals?learner=${await learnerId(page)}`);
  await page.getByRole('button', { name: 'Add a goal' }).click();
  await page.getByRole('textbox', { name: 'Goal' }).fill('Opens the gift by herself');
  await page.getByLabel('Set a target').check();
  await page.getByLabel('How many', { exact: true }).fill('1');
  await page.getByLabel('Out of how many').fill('2');
  await page.getByLabel('Image reveal').check();
  await page.getByRole('button', { name: 'Save goal' }).click();
  const goal = page.getByRole('listitem').filter({ hasText: 'Opens the gift by herself' });
  await expect(goal).toContainText('1 of 2 sessions independent');
  await expect(goal).toContainText('Image reveal');
  await expect(goal).toContainText('Saved on this device; not on the server yet.');

  // The lesson, for Ava: her support marked with one tap, then the game's two levels played.
  await page.goto(`/class/${COURSE}/lessons/${GAME_LESSON}`);
  await expect(page.getByRole('main').getByRole('list').getByRole('button')).toHaveCount(ACTIVITY_KEYS.length);
  await page.getByRole('button', { name: 'Change' }).click();
  const who = page.getByRole('dialog', { name: 'Who is learning?' });
  await who.getByRole('button', { name: 'Ava', exact: true }).click();
  await who.getByRole('button', { name: 'Done' }).click();
  const support = page.getByRole('group', { name: 'Support Ava needed today' });
  await support.getByRole('button', { name: 'Prompted' }).click();
  await support.getByRole('button', { name: 'Independent' }).click();
  await expect(support.getByRole('button', { name: 'Independent' })).toHaveAttribute('aria-pressed', 'true');
  await expect(support.getByRole('button', { name: 'Prompted' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('main').getByRole('list').getByRole('button').nth(ACTIVITY_KEYS.indexOf('play-it')).click();
  await page.getByRole('button', { name: 'Gift: open it' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Gift: open it' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('button', { name: 'Back to lessons' })).toBeVisible();

  // The report, offline: what the device holds is counted, and it says it has not been sent.
  await page.goto(`/class/${COURSE}/report`);
  const ava = page.getByRole('region', { name: 'Ava' });
  const report = ava.getByRole('article', { name: 'Opens the gift by herself' });
  await expect(page.getByRole('status').filter({ hasText: 'Counted here but not on the server yet' })).toContainText(
    '2 game level(s), 1 support mark(s)',
  );
  await expect(report).toContainText('Game levels right first time2 of 2');
  await expect(report).toContainText('Sessions1');
  await expect(report).toContainText('1 of the 1 so far: sessions independent · reached');
  await expect(
    report.getByRole('img', { name: /Support over the last 1 session\(s\), oldest first: .*Independent/ }),
  ).toBeVisible();

  await goOnline(server, context);
  await expect(syncButton(page)).toContainText('Online · all saved', untilTestLimit());
  await page.reload();
  await expect(page.getByText('Everything in this report has reached the server.')).toBeVisible();
  await expect(report).toContainText('Game levels right first time2 of 2');
  // On the server, each record once: two levels, the newest mark of the day, the goal.
  const stored = await serverReport(page);
  expect(stored.report.levels?.map((level) => [level.game, level.level, level.firstTry])).toEqual([
    ['image-reveal', 0, true],
    ['image-reveal', 1, true],
  ]);
  expect(stored.report.support?.map((mark) => mark.level)).toEqual(['independent']);
  expect(stored.goals.map((one) => [one.text, one.target, one.links.games])).toEqual([
    ['Opens the gift by herself', { count: 1, of: 2, measure: 'independent' }, ['image-reveal']],
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download goals CSV' }).click();
  const lines = Buffer.concat(await (await (await download).createReadStream()).toArray())
    .toString('utf8')
    .split('\r\n');
  expect(lines[0]).toMatch(/^Learner,Goal,Target,Progress,/);
  expect(lines[1]).toMatch(
    /^Ava,Opens the gift by herself,1 of 2 sessions independent,1 of the 1 so far: sessions independent,,1,/,
  );

  // The tablet is shared: who was learning and today's marks leave it with the teacher.
  const choices = () =>
    page.evaluate(() => [localStorage.getItem('learning-now'), localStorage.getItem('support-marks')].join('\n'));
  const avaId = await learnerId(page);
  expect(await choices()).toContain(avaId);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(await choices()).not.toContain(avaId);
});

/** Ava's id, as this device keeps her. */
async function learnerId(page: Page): Promise<string> {
  await page.goto('/learners');
  const href = await page.getByRole('link', { name: 'Goals of Ava' }).getAttribute('href');
  return new URL(href ?? '', server.url).searchParams.get('learner') ?? '';
}
