import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACTIVITY_KEYS, type ActivityKey, SECTION_KEYS } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { LEVEL_LISTS_OF, type LevelGame } from '#domain/built-in-games';
import { PACK_MANIFEST, type PackManifest } from '#domain/course-pack';
import { externalGameLink } from '#domain/external-game-link';
import type { FindItCardSet } from '#domain/findit';
import type { Lesson } from '#domain/lesson';
import { courseDocumentUrls, mediaUrlsIn } from '#domain/media-urls';
import type { Product } from '#domain/product';
import { unzipEntries } from '../server/support/pack-zip.ts';
import { deviceRows } from './support/device-store.ts';
import { type Account, signInByApi } from './support/fixtures.ts';
import { goOffline, goOnline, untilControlled } from './support/network.ts';
import { OwnServer } from './support/own-server.ts';
import { ADMIN, CUSTOMER, E2E_PORT } from './support/settings.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * A course taken from one school's server to another and to a tablet, as a pack on a USB stick:
 * exported from server A, imported into server B (a new server, with none of the demo courses),
 * which then answers the course exactly as A does; then, with both servers stopped, a tablet that
 * met A once installs the pack and opens every activity page and every game of every lesson; the
 * progress made then reaches A once it is back, each step once.
 */

const COURSE = 'demo-core-words';
// Offsets no other spec takes (update-offline-copy has 62); with E2E_PORT=5000, + 60 and + 61
// would be 5060 and 5061, which browsers and fetch refuse (SIP).
const serverA = new OwnServer(E2E_PORT + 64);
// A new school's server: its admin only, none of the demo courses.
const serverB = new OwnServer(E2E_PORT + 65, { SEED_DEMO: '0' });
test.use({ baseURL: serverA.url });
test.afterAll(async () => {
  await Promise.all([serverA.stop(), serverB.stop()]);
});

async function bearer(request: APIRequestContext, server: OwnServer, account: Account) {
  const response = await request.post(`${server.url}/api/auth/customer-login`, { data: account });
  expect(response.status(), `sign-in of ${account.email} on ${server.url}`).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

async function answer<T>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

interface CourseAnswers {
  product: Product;
  /** The course's lesson list, in the course's order. */
  lessons: Lesson[];
  /** Each lesson as its own page reads it. */
  eachLesson: Lesson[];
  findItCards: FindItCardSet;
}

/** The course as a server's API answers it. */
async function courseAnswers(request: APIRequestContext, server: OwnServer): Promise<CourseAnswers> {
  const headers = await bearer(request, server, ADMIN);
  const api = `${server.url}/api`;
  const lessons = await answer<Lesson[]>(request, `${api}/lessons?productId=${COURSE}`, headers);
  return {
    product: await answer<Product>(request, `${api}/products/${COURSE}`, headers),
    lessons,
    eachLesson: await Promise.all(
      lessons.map((lesson) => answer<Lesson>(request, `${api}/lessons/${lesson._id}`, headers)),
    ),
    findItCards: await answer<FindItCardSet>(request, `${api}/findit-cards/${COURSE}`, headers),
  };
}

const SET_BY_THE_IMPORT = 'set by the import';

/**
 * The course with the times an import sets anew put aside, and those times. The import is a save
 * on B by B's admin: the product's and each lesson's updatedAt are its time there, and the
 * product's createdAt is when the course arrived there (B lists its courses in that order).
 * Everything else, ids, versions and the lessons' createdAt included, is kept as it was on A.
 */
function apartFromImportTimes(course: CourseAnswers): { course: CourseAnswers; times: string[] } {
  const lessonApart = (lesson: Lesson) => ({ ...lesson, updatedAt: SET_BY_THE_IMPORT });
  return {
    course: {
      ...course,
      product: { ...course.product, createdAt: SET_BY_THE_IMPORT, updatedAt: SET_BY_THE_IMPORT },
      lessons: course.lessons.map(lessonApart),
      eachLesson: course.eachLesson.map(lessonApart),
    },
    times: [
      course.product.createdAt,
      course.product.updatedAt,
      ...[...course.lessons, ...course.eachLesson].map((lesson) => lesson.updatedAt),
    ],
  };
}

/** Every file of this server the course names: its content's media and its own documents. */
function courseFiles(course: CourseAnswers, server: OwnServer): string[] {
  const named = [
    ...mediaUrlsIn([course.product, course.lessons, course.findItCards]),
    ...courseDocumentUrls(course.product, server.url),
  ];
  return [...new Set(named.filter((link) => new URL(link, server.url).origin === server.url))].sort();
}

async function sha256Of(request: APIRequestContext, server: OwnServer, link: string): Promise<string> {
  const { pathname, search } = new URL(link, server.url);
  const response = await request.get(`${server.url}${pathname}${search}`);
  expect(response.status(), `${link} on ${server.url}`).toBe(200);
  return createHash('sha256')
    .update(await response.body())
    .digest('hex');
}

const lessonUrl = (lessonId: string) => `/class/${COURSE}/lessons/${lessonId}`;
const activityUrl = (lessonId: string, key: ActivityKey) => `${lessonUrl(lessonId)}/${key}`;
const activityCards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button');
const syncButton = (page: Page) =>
  page.getByRole('button', { name: /^(Online|Offline|Server not reachable|Connecting)/ });

async function expectActivityShown(page: Page, key: ActivityKey) {
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES[key] })).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expect(page.getByText('This activity could not be loaded.')).toHaveCount(0);
}

/**
 * Every picture of the page has loaded (from the device: no server answers); answers how many
 * there are. A picture loads once it is near the screen, so each one still waiting is brought
 * there. Another site's picture (a YouTube thumbnail, which no pack carries) that cannot load
 * gives way to a plain tile.
 */
async function expectPicturesLoaded(page: Page): Promise<number> {
  await expect
    .poll(() =>
      page.$$eval('main img', (images) =>
        (images as HTMLImageElement[])
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => {
            image.scrollIntoView({ block: 'center' });
            return image.src;
          }),
      ),
    )
    .toEqual([]);
  return page.locator('main img').count();
}

/** The lesson's game shows its start: its first level, picture or page, its video, or where it plays. */
async function expectGameAtItsStart(page: Page, lesson: Lesson) {
  const { playIt } = lesson.sections;
  const game = playIt.game;
  await expect(page.getByText('This game could not be loaded.')).toHaveCount(0);
  await expect(page.getByText('Loading the game…')).toHaveCount(0);
  if (game in LEVEL_LISTS_OF) {
    const levels = playIt[LEVEL_LISTS_OF[game as LevelGame]];
    await expect(page.getByText(`Level 1 of ${levels.length}`, { exact: true })).toBeVisible();
  } else if (game === 'reveal-image') {
    await expect(page.getByText(`Picture 1 of ${playIt.content.hiddenImages.length}`)).toBeVisible();
  } else if (game === 'drawing-game') {
    await expect(page.getByText(`Page 1 of ${playIt.drawingGameContent.canvases.length}`)).toBeVisible();
  } else if (game === 'stop-motion') {
    await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeVisible();
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
  } else {
    expect(game, `${lesson.title} plays a game the app knows`).toBe('other-game');
    await expect(page.getByRole('heading', { name: "This lesson's game is on another website" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the game' })).toHaveAttribute(
      'href',
      externalGameLink(lesson) ?? '',
    );
  }
}

test('a course pack made on one server imports whole into another, and on a tablet with no server opens every page and game, its progress arriving once', async ({
  context,
  page,
  request,
}, testInfo) => {
  // One journey through 99 activity pages on a shared, busy machine.
  test.setTimeout(15 * 60_000);
  await serverA.start();
  await serverB.start();
  const adminOfB = await bearer(request, serverB, ADMIN);
  expect(await answer<Product[]>(request, `${serverB.url}/api/products`, adminOfB), 'B starts with no course').toEqual(
    [],
  );

  // Export from A, import into B.
  const exported = await request.get(`${serverA.url}/api/packs/${COURSE}`, {
    headers: await bearer(request, serverA, ADMIN),
  });
  expect(exported.status(), 'export from A').toBe(200);
  const pack = await exported.body();
  const packPath = testInfo.outputPath('Core Words Together.course.zip');
  await writeFile(packPath, pack);
  const importStarted = Date.now();
  const imported = await request.post(`${serverB.url}/api/packs`, {
    headers: { ...adminOfB, 'Content-Type': 'application/zip' },
    data: pack,
  });
  expect(imported.status(), 'import into B').toBe(201);
  expect(((await imported.json()) as { outcome: string }).outcome).toBe('created');
  const importEnded = Date.now();

  // B answers the course as A does.
  const [onA, onB] = [await courseAnswers(request, serverA), await courseAnswers(request, serverB)];
  expect(onA.lessons).toHaveLength(11);
  for (const lesson of onA.eachLesson) expect(Object.keys(lesson.sections).sort()).toEqual([...SECTION_KEYS].sort());
  expect(onA.product.lessonCards.length).toBeGreaterThan(0);
  expect(onA.findItCards.cards.length).toBeGreaterThan(0);
  const [apartOnA, apartOnB] = [apartFromImportTimes(onA), apartFromImportTimes(onB)];
  expect(apartOnB.course).toEqual(apartOnA.course);
  for (const time of apartOnB.times) {
    expect(Date.parse(time), 'a time B set is the import’s').toBeGreaterThanOrEqual(importStarted);
    expect(Date.parse(time), 'a time B set is the import’s').toBeLessThanOrEqual(importEnded);
  }

  // Every file the course names: in the pack, and the same bytes on both servers.
  const manifestEntry = unzipEntries(pack).find((entry) => entry.name === PACK_MANIFEST);
  const manifest = JSON.parse(new TextDecoder().decode(manifestEntry?.bytes)) as PackManifest;
  expect(manifest.missing).toEqual([]);
  const files = courseFiles(onA, serverA);
  expect(files.length).toBeGreaterThan(50);
  expect(manifest.files.flatMap((file) => file.links).sort()).toEqual(files);
  expect(courseFiles(onB, serverB).map((link) => new URL(link, serverB.url).pathname)).toEqual(
    files.map((link) => new URL(link, serverA.url).pathname),
  );
  for (const link of files) {
    const packed = manifest.files.find((file) => file.links.includes(link))?.sha256;
    const [hashOnA, hashOnB] = [await sha256Of(request, serverA, link), await sha256Of(request, serverB, link)];
    expect({ link, hashOnA, hashOnB }).toEqual({ link, hashOnA: packed, hashOnB: packed });
  }
  await serverB.stop();

  // The tablet met A once: signed in, the start page only, which kept A's pack keys.
  const teacher = await answer<{ _id: string }>(
    request,
    `${serverA.url}/api/auth/get-user`,
    await bearer(request, serverA, CUSTOMER),
  );
  await signInByApi(context, serverA.url, CUSTOMER);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Course files' })).toBeVisible();
  await untilControlled(page);
  await expect
    .poll(async () => (await deviceRows<{ key: string }>(page, 'meta')).some((row) => row.key === 'packKeys'))
    .toBe(true);

  // No server at all: the pack from the USB stick.
  await goOffline(serverA, context);
  await page.reload();
  const courseFilesRegion = page.getByRole('region', { name: 'Course files' });
  await courseFilesRegion.getByLabel('Course file', { exact: true }).setInputFiles(packPath);
  await expect(courseFilesRegion.getByRole('status')).toHaveText(
    '✓ “Core Words Together” is installed and available offline.',
    untilTestLimit(),
  );

  // Every activity of every lesson, chosen on its lesson's grid as a teacher does: each choice is a step.
  let steps = 0;
  let pictures = 0;
  for (const lesson of onA.lessons) {
    await page.goto(lessonUrl(lesson._id));
    await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
    for (const [index, key] of ACTIVITY_KEYS.entries()) {
      const external = key === 'play-it' && externalGameLink(lesson);
      if (external) {
        // A game on another website opens in a new tab (which finds no network); its page here says where it plays.
        const tab = context.waitForEvent('page');
        await activityCards(page).nth(index).click();
        await (await tab).close();
        await page.goto(activityUrl(lesson._id, key));
      } else {
        await activityCards(page).nth(index).click();
        await expect(page).toHaveURL(activityUrl(lesson._id, key));
      }
      steps += 1;
      await expectActivityShown(page, key);
      pictures += await expectPicturesLoaded(page);
      if (key === 'play-it') await expectGameAtItsStart(page, lesson);
      await expect(syncButton(page)).toHaveText(new RegExp(`(^|\\D)${steps} waiting`));
      await page.goBack();
      await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
    }
  }
  expect(steps).toBe(99);
  expect(pictures, 'pictures seen loaded').toBeGreaterThan(steps);
  const queued = await deviceRows<{ opId: string; userId: string }>(page, 'outbox');
  expect(queued.map((op) => op.userId)).toEqual(Array(steps).fill(teacher._id));

  // A is back: every step reaches it, each once.
  await goOnline(serverA, context);
  await expect(syncButton(page)).toContainText('Online · all saved', untilTestLimit());
  expect(await deviceRows(page, 'outbox')).toEqual([]);
  await serverA.stop();
  const applied = await serverA.query<{ op_id: string }>('SELECT op_id FROM applied_ops WHERE user_id = $1', [
    teacher._id,
  ]);
  expect(applied.map((row) => row.op_id).sort()).toEqual(queued.map((op) => op.opId).sort());
  const records = await serverA.query<{ lesson_id: string; activities_done: string[]; completed: boolean }>(
    'SELECT lesson_id, activities_done, completed FROM activities WHERE user_id = $1',
    [teacher._id],
  );
  const byLesson = (a: { lesson_id: string }, b: { lesson_id: string }) => a.lesson_id.localeCompare(b.lesson_id);
  expect(records.map((row) => ({ ...row, activities_done: [...row.activities_done].sort() })).sort(byLesson)).toEqual(
    onA.lessons
      .map((lesson) => ({ lesson_id: lesson._id, activities_done: [...ACTIVITY_KEYS].sort(), completed: true }))
      .sort(byLesson),
  );
});
