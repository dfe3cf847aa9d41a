import { type APIRequestContext, type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import type { SyncResponse } from '#domain/activity';
import { ACTIVITY_KEYS, type ActivityKey } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { type Account, signInByApi, signInByForm } from './support/fixtures.ts';
import { gate } from './support/hold.ts';
import { keptOnDevice } from './support/kept-reads.ts';
import { goOffline, goOnline, untilControlled } from './support/network.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { ADMIN, CUSTOMER } from './support/settings.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * The classroom without internet: a server of this file's own is stopped and started again
 * while the built app runs in Chromium with its service worker, and its database is read
 * directly to check what arrived.
 */

const COURSE = 'demo-core-words';
const COURSE_SHOP_ID = 'demo-core-words-shop';
const GAME_LESSON = DEMO_LESSON_BY_GAME['find-the-correct-one'];
const server = ownServerForSpec(100);
// There is no internet here: YouTube's thumbnails (kept with a course) come from this stand-in.
test.beforeEach(async ({ context }) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await context.route(/^https:\/\/img\.youtube\.com\//, (route) =>
    route.fulfill({ contentType: 'image/png', body: png, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
});

const lessonUrl = (lessonId: string) => `/class/${COURSE}/lessons/${lessonId}`;
const activityUrl = (lessonId: string, key: ActivityKey) => `${lessonUrl(lessonId)}/${key}`;
const activityCards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button');
const syncButton = (page: Page) =>
  page.getByRole('button', { name: /^(Online|Offline|Server not reachable|Connecting)/ });

async function bearer(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const response = await request.post(`${server.url}/api/auth/customer-login`, { data: account });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

/** Sets a password through the mailed link, as a teacher following the mail would. */
async function setPasswordByMail(request: APIRequestContext, email: string, subject: RegExp, password: string) {
  await expect.poll(() => server.mailedLinks(email, subject).length).toBeGreaterThan(0);
  const token = new URL(server.mailedLinks(email, subject).at(-1) as string).searchParams.get('token');
  const reset = await request.post(`${server.url}/api/auth/reset-password`, { data: { token, password } });
  expect(reset.status(), 'reset-password').toBe(200);
}

let teachers = 0;

/** A new teacher with the full course, so each test starts with no progress and an empty outbox. */
async function newTeacher(request: APIRequestContext): Promise<Account & { id: string }> {
  teachers += 1;
  const account = { email: `offline-${teachers}-${Date.now()}@e2e.test`, password: 'offline-password-1' };
  // Each teacher registers from her own address: the server allows 10 registrations per address.
  const registered = await request.post(`${server.url}/api/auth/customer-register`, {
    data: { email: account.email },
    headers: { 'X-Forwarded-For': `198.51.100.${teachers % 250}` },
  });
  expect(registered.status(), 'customer-register').toBe(201);
  await setPasswordByMail(request, account.email, /Set your password/, account.password);
  const admin = await bearer(request, ADMIN);
  const found = await request.get(`${server.url}/api/admin/users/search?q=${encodeURIComponent(account.email)}`, {
    headers: admin,
  });
  const [user] = ((await found.json()) as { users: { _id: string }[] }).users;
  if (!user) throw new Error(`${account.email} was not found`);
  const granted = await request.put(`${server.url}/api/admin/users/${user._id}/subscriptions`, {
    headers: admin,
    data: { adminSubscriptions: [COURSE_SHOP_ID] },
  });
  expect(granted.status(), 'granting the course').toBe(200);
  return { ...account, id: user._id };
}

async function lessonIds(request: APIRequestContext): Promise<string[]> {
  const lessons = await request.get(`${server.url}/api/lessons?productId=${COURSE}`, {
    headers: await bearer(request, CUSTOMER),
  });
  return ((await lessons.json()) as { _id: string; order: number }[])
    .sort((a, b) => a.order - b.order)
    .map((lesson) => lesson._id);
}

async function getActivity(request: APIRequestContext, account: Account, lessonId: string) {
  const response = await request.get(`${server.url}/api/activities/get-activity`, {
    params: { productId: COURSE, lessonId },
    headers: await bearer(request, account),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { lastItem: { url: string }; activitiesDone: string[] };
}

/** Every answer of POST /api/activities/sync the pages of a context receive, as the page saw it. */
function recordSyncAnswers(context: BrowserContext): SyncResponse['results'][] {
  const answers: SyncResponse['results'][] = [];
  context.on('response', async (response) => {
    if (!response.url().endsWith('/api/activities/sync') || response.status() !== 200) return;
    answers.push(((await response.json()) as SyncResponse).results);
  });
  return answers;
}

/** What the app keeps in IndexedDB, read with the browser's own API. */
function readStore<T>(page: Page, store: 'outbox' | 'media' | 'courses' | 'reads'): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('symbol-courses');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            resolve(name === 'media' ? all.result.map((file: { url: string }) => file.url) : all.result);
            open.result.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );
}

const outboxOps = (page: Page) =>
  readStore<{ opId: string; userId: string; state: string; url?: string }>(page, 'outbox');

/** Waits until the media this page's lesson names are kept on the device. */
async function waitForKeptMedia(page: Page, request: APIRequestContext, lessonId: string) {
  const lesson = await request.get(`${server.url}/api/lessons/${lessonId}`, {
    headers: await bearer(request, CUSTOMER),
  });
  const local = [...new Set((await lesson.text()).match(/\/demo\/[\w./-]+/g) ?? [])];
  expect(local.length, 'the demo lesson names local media').toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const kept = await readStore<string>(page, 'media');
      return local.filter((file) => !kept.some((url) => url.endsWith(file)));
    })
    .toEqual([]);
}

/** Every picture of the page that has a source has loaded (from the device when offline). */
async function expectPicturesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.$$eval(
        'main img',
        (images) =>
          images.filter(
            (image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0,
          ).length,
      ),
    )
    .toBe(0);
}

async function expectActivityShown(page: Page, key: ActivityKey) {
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES[key] })).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expect(page.getByText('This activity could not be loaded.')).toHaveCount(0);
}

test('a lesson opened once opens again without network: every activity page and its game, also in a new tab', async ({
  context,
  page,
  request,
}) => {
  await signInByApi(context, server.url, CUSTOMER);
  await page.goto(lessonUrl(GAME_LESSON));
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await untilControlled(page);
  await waitForKeptMedia(page, request, GAME_LESSON);

  await goOffline(server, context);
  await page.reload();
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await expect(syncButton(page)).toContainText('Offline');
  await expect(syncButton(page)).toContainText('showing saved data');

  for (const key of ACTIVITY_KEYS) {
    await page.goto(activityUrl(GAME_LESSON, key));
    await expectActivityShown(page, key);
    if (key === 'play-it') {
      await expect(page.getByText('Level 1 of 3')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Where is my teddy?' })).toBeVisible();
      await expectPicturesLoaded(page);
    }
  }

  const tab = await context.newPage();
  await tab.goto(activityUrl(GAME_LESSON, 'say-it'));
  await expectActivityShown(tab, 'say-it');
  await expectPicturesLoaded(tab);
});

/** How each of the app's scripts and styles loaded in `page` was answered, by the browser's own account (CDP). */
async function assetSources(context: BrowserContext, page: Page): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    const { pathname } = new URL(response.url);
    if (!pathname.startsWith('/assets/')) return;
    const router = response.serviceWorkerRouterInfo;
    sources.set(pathname, router?.actualSourceType ?? (response.fromServiceWorker ? 'fetch-event' : 'network'));
  });
  return sources;
}

test('on a later visit, online or not, the browser answers the app’s scripts and styles from the cache without running the service worker', async ({
  context,
  page,
}) => {
  await signInByApi(context, server.url, CUSTOMER);
  await page.goto(activityUrl(GAME_LESSON, 'say-it'));
  await expectActivityShown(page, 'say-it');
  await untilControlled(page);

  for (const online of [true, false]) {
    if (!online) await goOffline(server, context);
    const tab = await context.newPage();
    const sources = await assetSources(context, tab);
    await tab.goto(activityUrl(GAME_LESSON, 'say-it'));
    await expectActivityShown(tab, 'say-it');
    expect(sources.size, 'scripts and styles loaded').toBeGreaterThan(10);
    expect([...sources].filter(([, source]) => source !== 'cache')).toEqual([]);
    await tab.close();
  }
});

test('a course made available offline opens a lesson never visited, with its pictures', async ({
  context,
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  const lastLesson = (await lessonIds(request)).at(-1) as string;
  await signInByApi(context, server.url, teacher);
  await page.goto(`/class/${COURSE}`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('✓ Available offline')).toBeVisible(untilTestLimit());
  await expect(page.getByText(/could not be saved/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove offline copy' })).toBeVisible();
  await untilControlled(page);

  await goOffline(server, context);
  await page.goto(lessonUrl(lastLesson));
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await activityCards(page).first().click();
  await expect(page).toHaveURL(activityUrl(lastLesson, 'say-it'));
  await expectActivityShown(page, 'say-it');
  await expectPicturesLoaded(page);
  await expect(syncButton(page)).toContainText('1 waiting');
});

test('a course made available offline before the start page ever loaded is on the start page offline', async ({
  context,
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  await signInByApi(context, server.url, teacher);
  // The start page's list never answers: the teacher opens the course before it has loaded.
  const heldLists: Route[] = [];
  await context.route('**/api/products', (route) => {
    heldLists.push(route);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your Symbol Language Courses' })).toBeVisible();
  await page.goto(`/class/${COURSE}`);
  await context.unroute('**/api/products');
  for (const held of heldLists) await held.abort().catch(() => undefined);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('✓ Available offline')).toBeVisible(untilTestLimit());
  await untilControlled(page);

  await goOffline(server, context);
  await page.goto('/');
  const yourCourses = page.getByRole('region', { name: 'Your Symbol Language Courses' });
  const course = yourCourses.getByRole('link', { name: /Core Words Together/ });
  await expect(course).toBeVisible();
  await expect(page.getByText('Your courses could not be loaded.')).toHaveCount(0);
  await course.click();
  await expect(page).toHaveURL(new RegExp(`/class/${COURSE}$`));
  await expect(page.getByText('✓ Available offline')).toBeVisible();
});

/** Follows a link that opens in a new tab; answers the tab once its document has loaded. */
async function openInNewTab(page: Page, name: string | RegExp): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name }).click()]);
  await tab.waitForLoadState();
  return tab;
}

/** Downloads the lesson PDF from practise it; answers the file's name and its first bytes. */
async function downloadLessonPdf(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Download Options' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download Lesson PDF/ }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return `${download.suggestedFilename()} ${Buffer.concat(chunks).subarray(0, 5).toString('latin1')}`;
}

test('the course manual and a lesson PDF open as themselves online, and offline once the course is kept', async ({
  context,
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  const firstLesson = (await lessonIds(request))[0] as string;
  await signInByApi(context, server.url, teacher);
  await page.goto(`/class/${COURSE}`);
  await untilControlled(page);
  const manualHeading = { level: 1, name: 'Core Words Together: teacher manual' } as const;

  const manual = await openInNewTab(page, /Read the manual/);
  await expect(manual.getByRole('heading', manualHeading)).toBeVisible();
  await expect(manual.getByRole('heading', { name: 'Not Found' })).toHaveCount(0);
  await manual.close();
  const practise = await context.newPage();
  await practise.goto(activityUrl(firstLesson, 'practise-it'));
  await expectActivityShown(practise, 'practise-it');
  expect(await downloadLessonPdf(practise)).toMatch(/^[\w-]+\.pdf %PDF-$/);

  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('✓ Available offline')).toBeVisible(untilTestLimit());
  await goOffline(server, context);

  const offlineManual = await openInNewTab(page, /Read the manual/);
  await expect(offlineManual.getByRole('heading', manualHeading)).toBeVisible();
  await offlineManual.goto('/demo/docs/resources.html');
  await expect(offlineManual.getByRole('heading', { level: 1 })).toContainText('resources');
  await offlineManual.goto('/demo/docs/not-kept.html');
  await expect(offlineManual.getByRole('heading', { name: 'This page is not saved on this device' })).toBeVisible();
  await offlineManual.getByRole('link', { name: 'Back to your courses' }).click();
  await expect(offlineManual.getByRole('heading', { level: 1, name: /^Welcome / })).toBeVisible();
  await practise.reload();
  await expectActivityShown(practise, 'practise-it');
  expect(await downloadLessonPdf(practise)).toMatch(/^[\w-]+\.pdf %PDF-$/);
});

test('50 progress steps made offline reach the server once each after a restart of the page, newest last', async ({
  context,
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  const [first, second] = await lessonIds(request);
  if (!first || !second) throw new Error('the demo course needs two lessons');
  const answers = recordSyncAnswers(context);
  await signInByApi(context, server.url, teacher);
  for (const lesson of [second, first]) {
    await page.goto(lessonUrl(lesson));
    await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
    // The lesson is kept on the device just after it shows; the next visit would end the page.
    await keptOnDevice(page, [['lesson', lesson]]);
  }
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await untilControlled(page);

  await goOffline(server, context);
  const newest = new Map<string, string>();
  for (let step = 0; step < 50; step += 1) {
    const lesson = step < 25 ? first : second;
    if (step === 25) {
      await page.goto(lessonUrl(second));
      await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
    }
    const key = ACTIVITY_KEYS[(step * 4) % ACTIVITY_KEYS.length] as ActivityKey;
    await activityCards(page).nth(ACTIVITY_KEYS.indexOf(key)).click();
    await expect(page).toHaveURL(activityUrl(lesson, key));
    await expectActivityShown(page, key);
    newest.set(lesson, activityUrl(lesson, key));
    await page.goBack();
    await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  }
  const queued = await outboxOps(page);
  expect(queued).toHaveLength(50);
  await expect(syncButton(page)).toContainText('50 waiting');

  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/');
  await expect(syncButton(reopened)).toContainText('50 waiting');

  await goOnline(server, context);
  await expect(syncButton(reopened)).toContainText('Online · all saved', untilTestLimit());
  expect(await outboxOps(reopened)).toEqual([]);
  for (const [lesson, url] of newest) expect((await getActivity(request, teacher, lesson)).lastItem.url).toBe(url);

  const applied = () => answers.flat().filter((result) => result.status === 'applied');
  await expect.poll(() => applied().length).toBe(50);
  expect(
    applied()
      .map((result) => result.opId)
      .sort(),
  ).toEqual(queued.map((op) => op.opId).sort());
  await server.stop();
  const stored = await server.query<{ op_id: string }>('SELECT op_id FROM applied_ops WHERE user_id = $1', [
    teacher.id,
  ]);
  expect(stored.map((row) => row.op_id).sort()).toEqual(queued.map((op) => op.opId).sort());
});

test('a refused sign-in keeps the queued steps until the same teacher signs in again', async ({
  context,
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  const [lesson] = await lessonIds(request);
  if (!lesson) throw new Error('the demo course has no lessons');
  await signInByApi(context, server.url, teacher);
  await page.goto(lessonUrl(lesson));
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await untilControlled(page);

  await goOffline(server, context);
  await activityCards(page).nth(ACTIVITY_KEYS.indexOf('read-it')).click();
  await expect(page).toHaveURL(activityUrl(lesson, 'read-it'));
  await expect(syncButton(page)).toContainText('1 waiting');

  // While the tablet is offline, the teacher resets the password elsewhere: the token it holds is dead.
  await server.start();
  await request.post(`${server.url}/api/auth/request-password-reset`, { data: { email: teacher.email } });
  const password = 'offline-password-2';
  await setPasswordByMail(request, teacher.email, /Reset your/, password);
  await context.setOffline(false);

  await syncButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in again to send the saved progress.' })).toBeVisible(
    untilTestLimit(),
  );
  expect((await outboxOps(page)).map((op) => op.state)).toEqual(['queued']);

  await signInByForm(page, { email: teacher.email, password });
  await expect(syncButton(page)).toContainText('Online · all saved', untilTestLimit());
  expect((await getActivity(request, { ...teacher, password }, lesson)).lastItem.url).toBe(
    activityUrl(lesson, 'read-it'),
  );
});

test('an answer lost after the server saved the steps (500, then a cut connection) loses and doubles nothing', async ({
  context,
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  const [lesson] = await lessonIds(request);
  if (!lesson) throw new Error('the demo course has no lessons');
  await signInByApi(context, server.url, teacher);
  await page.goto(lessonUrl(lesson));
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);

  const serverAnswers: SyncResponse['results'][] = [];
  let calls = 0;
  // The retry is held until the test has seen the step still waiting: the app also retries at
  // once when a read gets through, so the attempts may otherwise follow each other within ms.
  const { opened: retryReleased, open: releaseRetry } = gate();
  await context.route('**/api/activities/sync', async (route) => {
    calls += 1;
    if (calls === 2) await retryReleased;
    const response = await route.fetch();
    serverAnswers.push(((await response.json()) as SyncResponse).results);
    if (calls === 1) await route.fulfill({ status: 500, json: { error: 'Internal Server Error' } });
    else if (calls === 2) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });

  await activityCards(page).nth(ACTIVITY_KEYS.indexOf('hear-it')).click();
  await expect(page).toHaveURL(activityUrl(lesson, 'hear-it'));
  await expect.poll(() => calls).toBe(2);
  await expect(syncButton(page)).toContainText('1 waiting');
  releaseRetry();
  // The app retries by itself, backing off: the cut connection, then the answer that gets through.
  await expect(syncButton(page)).toContainText('Online · all saved', untilTestLimit());
  expect(calls).toBe(3);

  const [op] = serverAnswers[0] ?? [];
  expect(op?.status, 'the first attempt was saved by the server').toBe('applied');
  expect(serverAnswers.slice(1).flat()).toEqual([
    { opId: op?.opId, status: 'duplicate' },
    { opId: op?.opId, status: 'duplicate' },
  ]);
  expect((await getActivity(request, teacher, lesson)).lastItem.url).toBe(activityUrl(lesson, 'hear-it'));
});

test('two tabs coming back online at once send each step once', async ({ context, page, request }) => {
  const teacher = await newTeacher(request);
  const [lesson] = await lessonIds(request);
  if (!lesson) throw new Error('the demo course has no lessons');
  const answers = recordSyncAnswers(context);
  await signInByApi(context, server.url, teacher);
  await page.goto(lessonUrl(lesson));
  const other = await context.newPage();
  await other.goto(`/class/${COURSE}/lessons`);
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();
  await untilControlled(page);
  await untilControlled(other);

  await goOffline(server, context);
  for (const key of ['say-it', 'find-it', 'watch-it'] as const) {
    await activityCards(page).nth(ACTIVITY_KEYS.indexOf(key)).click();
    await expect(page).toHaveURL(activityUrl(lesson, key));
    await page.goBack();
    await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  }
  await expect(syncButton(other)).toContainText('3 waiting');

  await goOnline(server, context);
  await expect(syncButton(page)).toContainText('Online · all saved', untilTestLimit());
  await expect(syncButton(other)).toContainText('Online · all saved');
  await expect.poll(() => answers.flat().filter((result) => result.status === 'applied').length).toBe(3);
  expect(answers.flat().filter((result) => result.status !== 'applied')).toEqual([]);
});

/** Everything this origin keeps in IndexedDB, as one text (stored bytes as Latin-1): what any page script can read. */
function deviceDump(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('symbol-courses');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const transaction = db.transaction(names);
          const stores = names.map((name) => transaction.objectStore(name).getAll());
          transaction.oncomplete = () => {
            const bytes = (value: ArrayBuffer | ArrayBufferView) =>
              new TextDecoder('latin1').decode(value instanceof ArrayBuffer ? value : value.buffer);
            resolve(
              JSON.stringify(
                stores.map((request) => request.result),
                (_key, value) => (value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? bytes(value) : value),
              ),
            );
            db.close();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

test('a shared tablet: after Logout the next teacher finds nothing of the first, whose token is ended and whose queued step is sent once under her name', async ({
  context,
  page,
  request,
}) => {
  const first = await newTeacher(request);
  const second = await newTeacher(request);
  const [lesson] = await lessonIds(request);
  if (!lesson) throw new Error('the demo course has no lessons');
  const answers = recordSyncAnswers(context);
  await signInByForm(page, first);
  await page.goto(lessonUrl(lesson));
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
  await untilControlled(page);
  const firstToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('symbol-courses.session') ?? '{}') as { accessToken?: string }).accessToken,
  );
  expect(firstToken).toBeTruthy();
  await expect.poll(() => deviceDump(page)).toContain(first.email);

  await goOffline(server, context);
  await activityCards(page).nth(ACTIVITY_KEYS.indexOf('learn-it')).click();
  await expect(page).toHaveURL(activityUrl(lesson, 'learn-it'));
  await expect(syncButton(page)).toContainText('1 waiting');
  const [firstOp] = await outboxOps(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect.poll(async () => (await readStore<string>(page, 'media')).length).toBe(0);

  await goOnline(server, context);
  await signInByForm(page, second);
  // The sign-out made offline reaches the server once the device is online with the next teacher.
  await expect
    .poll(async () =>
      (
        await request.get(`${server.url}/api/auth/get-user`, { headers: { Authorization: `Bearer ${firstToken}` } })
      ).status(),
    )
    .toBe(401);
  const device = await deviceDump(page);
  for (const trace of [first.id, first.email, activityUrl(lesson, 'learn-it'), firstToken ?? '']) {
    expect(device, 'IndexedDB holds nothing of the first teacher').not.toContain(trace);
  }
  expect(await outboxOps(page)).toEqual([]);
  const caches = await page.evaluate(() => window.caches.keys());
  expect(caches.filter((name) => !name.startsWith('workbox-precache'))).toEqual([]);
  const cachedUser = await page.evaluate(() =>
    fetch('/api/auth/get-user', { cache: 'only-if-cached', mode: 'same-origin' }).then(
      (response) => response.status,
      () => 'not in the HTTP cache',
    ),
  );
  expect(cachedUser).not.toBe(200);

  await page.goto(lessonUrl(lesson));
  await activityCards(page).nth(ACTIVITY_KEYS.indexOf('write-it')).click();
  await expect(page).toHaveURL(activityUrl(lesson, 'write-it'));
  await expect(syncButton(page)).toContainText('Online · all saved');
  expect(answers.flat().map((result) => result.opId)).not.toContain(firstOp?.opId);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await signInByForm(page, first);
  await expect.poll(() => answers.flat().filter((result) => result.opId === firstOp?.opId).length).toBe(1);
  await expect.poll(async () => (await outboxOps(page)).length).toBe(0);
  expect((await getActivity(request, first, lesson)).lastItem.url).toBe(activityUrl(lesson, 'learn-it'));
  expect((await getActivity(request, second, lesson)).lastItem.url).toBe(activityUrl(lesson, 'write-it'));
  expect(answers.flat().filter((result) => result.opId === firstOp?.opId)).toHaveLength(1);
});

/** Holds every /demo/ file (the demo course's media) until `release()`, counting those held and answered. */
async function holdDemoFiles(context: BrowserContext) {
  const { opened, open } = gate();
  const files = { held: 0, settled: 0, release: open };
  await context.route('**/demo/**', async (route) => {
    files.held += 1;
    await opened;
    await route.continue().catch(() => undefined);
    files.settled += 1;
  });
  return files;
}

/**
 * Whether the page would ask before it closes, as it does while a course download runs: a
 * beforeunload event sent to it is cancelled. The page cannot be closed to find out.
 */
function asksBeforeClosing(page: Page): Promise<boolean> {
  return page.evaluate(() => !dispatchEvent(new Event('beforeunload', { cancelable: true })));
}

test('‘Make available offline’ goes on while the teacher opens the lessons, shows its progress when she is back, and asks before the tab closes', async ({
  context,
  page,
  request,
}) => {
  await signInByApi(context, server.url, await newTeacher(request));
  const files = await holdDemoFiles(context);
  await page.goto(`/class/${COURSE}`);
  // From the keyboard: the focus moves on to Cancel, not back to the page's start.
  await page.getByRole('button', { name: 'Make available offline' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Saving for offline use: 0 of [1-9]\d* files/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();

  await page.getByRole('link', { name: /Teach sessions/ }).click();
  await expect(page).toHaveURL(`/class/${COURSE}/lessons`);
  await expect(page.getByRole('heading', { name: 'weekly Core Word session' })).toBeVisible();
  await expect(page.getByText(/Saving for offline use/)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText(/^Saving for offline use: \d+ of [1-9]\d* files/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make available offline' })).toHaveCount(0);
  // Closing the tab now would stop the download: the browser asks first, and staying keeps it going.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  files.release();
  await expect(page.getByText('✓ Available offline')).toBeVisible(untilTestLimit());
  await expect(page.getByText(/could not be saved/)).toHaveCount(0);
  // Saved: the tab closes without asking.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
});

test('Logout during ‘Make available offline’ stops it: nothing of the course lands on the device after', async ({
  context,
  page,
  request,
}) => {
  await signInByApi(context, server.url, await newTeacher(request));
  // The course's files are held until the teacher has signed out; then the server answers them.
  const files = await holdDemoFiles(context);
  await page.goto(`/class/${COURSE}`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText(/^Saving for offline use: 0 of [1-9]\d* files/)).toBeVisible();
  await expect.poll(() => files.held).toBeGreaterThan(0);
  expect(await asksBeforeClosing(page)).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  files.release();
  await expect.poll(() => files.settled).toBe(files.held);
  // Over once the page no longer asks before it closes: whatever the download stored, it has stored.
  await expect.poll(() => asksBeforeClosing(page)).toBe(false);
  expect(await readStore(page, 'media')).toEqual([]);
  expect(await readStore(page, 'courses')).toEqual([]);
  expect(await readStore(page, 'reads')).toEqual([]);
});

test('the app is installable', async ({ playwright }, testInfo) => {
  // Chromium never offers to install from an incognito profile, which is what a test context is.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL: server.url,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByLabel('Password')).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const errors = async () =>
      ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors;
    await expect.poll(errors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      display: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  } finally {
    await context.close();
  }
});

test('a new version published in the middle of a lesson waits for the teacher’s Reload', async ({ context, page }) => {
  await signInByApi(context, server.url, CUSTOMER);
  await page.goto(activityUrl(GAME_LESSON, 'say-it'));
  await expectActivityShown(page, 'say-it');
  await untilControlled(page);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  const { appendFileSync } = await import('node:fs');
  appendFileSync(`${server.distDir}/sw.js`, '\n// a new version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByText('New version available');
  await expect(prompt).toBeVisible(untilTestLimit());
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await expect(page).toHaveURL(activityUrl(GAME_LESSON, 'say-it'));

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
  await expectActivityShown(page, 'say-it');
  await expect(prompt).toHaveCount(0);
});
