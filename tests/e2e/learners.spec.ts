import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { signInByApi, teacherHeaders } from './support/fixtures.ts';
import { keptOnDevice } from './support/kept-reads.ts';
import { goOffline, goOnline, untilControlled } from './support/network.ts';
import { newTeacher } from './support/new-teacher.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { ADMIN, CUSTOMER } from './support/settings.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * Learners on a shared tablet, without internet: a server of this file's own (its teacher's
 * learners change how lessons start, so no other spec may meet them) is stopped while two
 * learners are made and taught, then started again; the report shows who did what.
 */

const COURSE = 'demo-core-words';
const ACTIVITY_LESSON = DEMO_LESSON_BY_GAME['disappear-items'];
const GAME_LESSON = DEMO_LESSON_BY_GAME['image-reveal'];
// Away from the +100 of offline.spec, so the two can run side by side.
const server = ownServerForSpec(173, { testTimeout: 240_000 });

const lessonsUrl = `/class/${COURSE}/lessons`;
const activityCards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button');
const syncButton = (page: Page) =>
  page.getByRole('button', { name: /^(Online|Offline|Server not reachable|Connecting)/ });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function lessonTitles(request: APIRequestContext): Promise<Map<string, string>> {
  const login = await request.post(`${server.url}/api/auth/customer-login`, { data: CUSTOMER });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const lessons = await request.get(`${server.url}/api/lessons?productId=${COURSE}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return new Map(
    ((await lessons.json()) as { _id: string; title: string }[]).map((lesson) => [lesson._id, lesson.title]),
  );
}

async function addLearner(page: Page, name: string, picture: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: picture }).check();
  await page.getByRole('button', { name: 'Add learner' }).click();
  await expect(page.getByRole('region', { name: 'Your learners' }).getByText(name, { exact: true })).toBeVisible();
}

/** Starts a lesson from the list, choosing who learns it in "Who is learning?". */
async function startLessonFor(page: Page, lessonTitle: string, pick: string[], unpick: string[] = []) {
  await page.goto(lessonsUrl);
  await page.getByRole('button', { name: new RegExp(`^${escaped(lessonTitle)}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Who is learning?' });
  await expect(dialog).toBeVisible();
  for (const name of unpick) await dialog.getByRole('button', { name, exact: true }).click();
  for (const name of pick) await dialog.getByRole('button', { name, exact: true }).click();
  for (const name of pick) {
    await expect(dialog.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await dialog.getByRole('button', { name: 'Start the lesson' }).click();
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
}

test('two learners made offline, one taught an activity and one who finished a game, show in the report after sync, printed one per A4 page', async ({
  context,
  page,
  request,
}) => {
  const titles = await lessonTitles(request);
  const activityTitle = titles.get(ACTIVITY_LESSON) as string;
  const gameTitle = titles.get(GAME_LESSON) as string;
  await signInByApi(context, server.url, CUSTOMER);
  // Online once: the app, the course's lessons and both lessons are then on the device.
  await page.goto(lessonsUrl);
  await expect(page.getByRole('button', { name: new RegExp(`^${escaped(gameTitle)}`) })).toBeVisible();
  // Answers are kept on the device just after their page shows; the next visit would end the page.
  await keptOnDevice(page, [['lessons', COURSE]]);
  for (const lesson of [ACTIVITY_LESSON, GAME_LESSON]) {
    await page.goto(`${lessonsUrl}/${lesson}`);
    await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
    await keptOnDevice(page, [['lesson', lesson]]);
  }
  await page.goto(`${lessonsUrl}/${GAME_LESSON}/play-it`);
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES['play-it'] })).toBeVisible();
  await untilControlled(page);

  await goOffline(server, context);
  await page.goto('/learners');
  await expect(page.getByRole('heading', { level: 1, name: 'Learners' })).toBeVisible();
  await expect(page.getByText('No learners yet.')).toBeVisible();
  await addLearner(page, 'Ava', 'Fish');
  await addLearner(page, 'Ben', 'Boat');

  await startLessonFor(page, activityTitle, ['Ava']);
  await expect(page.getByText('Learning now:')).toBeVisible();
  await activityCards(page).nth(ACTIVITY_KEYS.indexOf('say-it')).click();
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES['say-it'] })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Learning now:Ava');
  // Ava watches the video: Say it is finished, not only opened.
  await page.getByRole('button', { name: 'Watch Video' }).click();
  await page.getByRole('dialog', { name: 'Say It' }).getByRole('button', { name: 'Close video' }).click();

  // The choice holds until changed: Ava is still chosen, and Ben takes her place.
  await startLessonFor(page, gameTitle, ['Ben'], ['Ava']);
  await activityCards(page).nth(ACTIVITY_KEYS.indexOf('play-it')).click();
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES['play-it'] })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Learning now:Ben');
  // Ben plays the game (two gifts to open) to its end.
  await page.getByRole('button', { name: 'Gift: open it' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Gift: open it' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('button', { name: 'Back to lessons' })).toBeVisible();
  // Eight steps (Ava's say it finished among them), and the record of each of the game's two levels.
  await expect(syncButton(page)).toContainText('10 waiting');

  await goOnline(server, context);
  await expect(syncButton(page)).toContainText('Online · all saved', untilTestLimit());

  // Recent Activity shows where each learner left off.
  await page.goto(`/class/${COURSE}`);
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await recent.getByLabel('Show').selectOption({ label: 'Ava' });
  await expect(recent).toContainText(activityTitle);
  await expect(recent).not.toContainText(gameTitle);
  await recent.getByLabel('Show').selectOption({ label: 'Ben' });
  await expect(recent).toContainText(gameTitle);
  await expect(recent).not.toContainText(activityTitle);

  await page.goto(`/class/${COURSE}/report`);
  const ava = page.getByRole('region', { name: 'Ava' });
  const ben = page.getByRole('region', { name: 'Ben' });
  const row = (section: typeof ava, title: string) =>
    section.getByRole('row', { name: new RegExp(`^${escaped(title)}`) });
  await expect(row(ava, activityTitle)).toContainText('say it done and finished');
  await expect(row(ava, activityTitle)).toContainText('play it not done');
  await expect(row(ava, gameTitle).getByText(/^\w+ it done$/)).toHaveCount(0);
  await expect(row(ben, gameTitle)).toContainText('play it done and finished');
  await expect(row(ben, activityTitle)).toContainText('say it not done');
  await expect(ava.getByRole('definition').nth(2)).toHaveText('0');
  await expect(ben.getByRole('definition').nth(2)).toHaveText('1');
  // Activities finished: Ava's say it, Ben's play it.
  await expect(ava.getByRole('definition').nth(3)).toHaveText('1');
  await expect(ben.getByRole('definition').nth(3)).toHaveText('1');
  await expect(ben.getByRole('definition').nth(1)).not.toHaveText('Not yet');

  // Printed, each of the three (Ava, Ben, the whole class) fills exactly one A4 page.
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await (await download).createReadStream()).toArray();
  const lines = Buffer.concat(await csv)
    .toString('utf8')
    .split('\r\n');
  expect(lines[0]).toMatch(/^Learner,Group,Archived,Lesson,say it,/);
  // Times in the teacher's local date and time, as printed ("27 Nov 2026, 13:30"), never raw UTC.
  expect(lines.find((line) => line.startsWith(`Ava,,,${activityTitle},"`))).toBeDefined();
  expect(lines.join('\n')).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
  expect(lines.find((line) => line.startsWith(`Ben,,,${activityTitle},,`))).toBeDefined();

  // The report opens again without network, from what was last fetched.
  await goOffline(server, context);
  await page.reload();
  await expect(row(ben, gameTitle)).toContainText('play it done');
  await expect(row(ava, activityTitle)).toContainText('say it done');
  await goOnline(server, context);
});

test('an admin sees how many learners a teacher has, never their names', async ({ context, page, request }) => {
  // A teacher of the test's own, with two learners another of her tablets saved.
  const teacher = await newTeacher(request, 'learners-count', server.logPath);
  const headers = await teacherHeaders(request, server.url, teacher);
  const names = [`Ida ${Date.now()}`, `Jon ${Date.now()}`];
  for (const displayName of names) {
    const saved = await request.put(`${server.url}/api/learners/${crypto.randomUUID()}`, {
      headers,
      data: { displayName, avatar: 'kite' },
    });
    expect(saved.status(), `${displayName} is saved`).toBe(201);
  }

  await signInByApi(context, server.url, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(teacher.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: teacher.email });
  await expect(card.locator('dt:text-is("Learners") + dd')).toHaveText('2');
  for (const name of names) await expect(page.getByRole('main')).not.toContainText(name);
});
