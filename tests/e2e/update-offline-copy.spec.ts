import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type JSHandle,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { signInByApi } from './support/fixtures.ts';
import { goOffline, goOnline, untilControlled } from './support/network.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { ADMIN, CUSTOMER } from './support/settings.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * 'Update offline copy': a course kept on a tablet (by 'Make available offline', or from a course
 * file dropped on 'Course files') offers the server's newer version once an author has changed the
 * course, and the update brings the change to the device for classes without internet.
 */

const COURSE = 'demo-core-words';
const TITLE = 'Core Words Together';
const server = ownServerForSpec(62);

/** The admin, signed in on a device of her own: her requests carry her session as the app's do. */
async function adminDevice(browser: Browser): Promise<BrowserContext> {
  const admin = await browser.newContext();
  await signInByApi(admin, server.url, ADMIN);
  return admin;
}

/** An author changes the course's first lesson, as the lesson editor saves it; answers the lesson's id. */
async function editFirstLesson(admin: APIRequestContext, description: string): Promise<string> {
  const listed = await admin.get(`${server.url}/api/lessons/admin?productId=${COURSE}`);
  const [lesson] = (await listed.json()) as { _id: string; version: number }[];
  if (!lesson) throw new Error(`${COURSE} has no lessons`);
  const saved = await admin.put(`${server.url}/api/lessons/${lesson._id}`, { data: { ...lesson, description } });
  expect(saved.status(), 'the lesson is saved').toBe(200);
  return lesson._id;
}

/** YouTube's thumbnails, which a course's offline copy keeps: there is no internet here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
test.beforeEach(async ({ context }) => {
  await context.route('https://img.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
});

const viewports = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

async function screenshots(page: Page, name: string, shown: Locator) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await shown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`) });
  }
}

/** A record of the device's offline store (IndexedDB 'symbol-courses'), or undefined. */
function stored(page: Page, table: string, key: string): Promise<unknown> {
  return page.evaluate(
    ({ table, key }) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('symbol-courses');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.objectStoreNames.contains(table)
            ? db.transaction(table).objectStore(table).get(key)
            : undefined;
          if (!read) {
            db.close();
            resolve(undefined);
            return;
          }
          read.onsuccess = read.onerror = () => {
            db.close();
            resolve(read.result);
          };
        };
      }),
    { table, key },
  );
}

/** The version of the course the device's offline copy holds, as its record names it. */
const keptVersion = async (page: Page) =>
  ((await stored(page, 'courses', COURSE)) as { version?: { version: number } } | undefined)?.version?.version;

/** The course's version on the server, as the teacher's device asks for it. */
async function serverVersion(teacher: BrowserContext): Promise<number> {
  const answer = await teacher.request.get(`${server.url}/api/packs/${COURSE}/version`);
  return ((await answer.json()) as { version: number }).version;
}

test("a course kept offline offers the server's newer version, and the update brings it to the device", async ({
  context,
  page,
  browser,
}) => {
  await signInByApi(context, server.url, CUSTOMER);
  await page.goto(`/class/${COURSE}`);
  await untilControlled(page);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('✓ Available offline')).toBeVisible(untilTestLimit());
  const update = page.getByRole('button', { name: 'Update offline copy' });
  await expect(page.getByRole('button', { name: 'Remove offline copy' })).toBeVisible();
  expect(await keptVersion(page), 'the copy records the version it holds').toBe(await serverVersion(context));
  await expect(update, 'the copy is the version the server holds').toHaveCount(0);

  // Its own words: whatever an earlier test wrote there, the lesson changes.
  const edited = `Words we use every day (edited ${Date.now()})`;
  const admin = await adminDevice(browser);
  const lessonId = await editFirstLesson(admin.request, edited);
  await admin.close();
  await page.reload();
  await expect(update).toBeVisible();
  await expect(page.getByText('The course has changed since it was saved here.')).toBeVisible();
  await screenshots(page, 'course-home-update', update);

  await page.goto('/');
  const listed = page
    .getByRole('region', { name: 'Your Symbol Language Courses' })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  await expect(listed.getByRole('button', { name: 'Update offline copy' })).toBeVisible();
  await screenshots(page, 'start-page-update', listed);

  await page.goto(`/class/${COURSE}`);
  await update.click();
  await expect.poll(() => keptVersion(page), untilTestLimit()).toBe(await serverVersion(context));
  await expect(page.getByText('✓ Available offline')).toBeVisible();
  await expect(update).toHaveCount(0);

  // No network: the edited lesson shows as the author left it, and nothing can be compared.
  await goOffline(server, context);
  await page.reload();
  await expect(page.getByText('✓ Available offline')).toBeVisible();
  await expect(update).toHaveCount(0);
  await page.goto(`/class/${COURSE}/lessons/${lessonId}`);
  await expect(page.getByRole('heading', { name: edited })).toBeVisible();
  await goOnline(server, context);
});

/** A DataTransfer in the page, as a drag from the desktop carries it: `files` (bytes in base64), or text. */
function dragged(page: Page, files: { name: string; base64: string }[], text = ''): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(
    ({ files, text }) => {
      const transfer = new DataTransfer();
      for (const { name, base64 } of files) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type: 'application/zip' }));
      }
      if (text) transfer.setData('text/plain', text);
      return transfer;
    },
    { files, text },
  );
}

async function drop(target: Locator, dataTransfer: JSHandle<DataTransfer>) {
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test("a course file dropped on 'Course files' is installed, and is offered the server's newer version", async ({
  context,
  page,
  browser,
}) => {
  const admin = await adminDevice(browser);
  const exported = await admin.request.get(`${server.url}/api/packs/${COURSE}`);
  expect(exported.status(), 'the course is exported').toBe(200);
  const pack = { name: `${TITLE}.course.zip`, base64: (await exported.body()).toString('base64') };

  await signInByApi(context, server.url, CUSTOMER);
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Course files' });
  const target = region.getByRole('group', { name: 'Course files: drop a course file here' });
  await expect(target.getByRole('button', { name: 'Open a course file' })).toBeVisible();
  await expect
    .poll(async () => Array.isArray(((await stored(page, 'meta', 'packKeys')) as { value?: unknown })?.value))
    .toBe(true);

  const over = await dragged(page, [pack]);
  await target.dispatchEvent('dragenter', { dataTransfer: over });
  await expect(target.getByText('Drop the course file here')).toBeVisible();
  await screenshots(page, 'drop-target', target);
  await target.dispatchEvent('dragleave', { dataTransfer: over });
  await expect(target.getByText('Drop the course file here')).toHaveCount(0);

  await drop(target, await dragged(page, [], 'Core Words Together'));
  await expect(target.getByRole('alert')).toHaveText(
    'What was dropped is not a file. Drop a course file (made with Export course), or use Open a course file.',
  );
  await drop(target, await dragged(page, [pack, { ...pack, name: 'copy.course.zip' }]));
  await expect(target.getByRole('alert')).toHaveText('2 files were dropped. Drop one course file at a time.');

  await drop(target, await dragged(page, [pack]));
  await expect(target.getByRole('status')).toHaveText(
    `✓ “${TITLE}” is installed and available offline.`,
    untilTestLimit(),
  );
  const listed = page
    .getByRole('region', { name: 'Your Symbol Language Courses' })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  const update = listed.getByRole('button', { name: 'Update offline copy' });
  await expect(listed.getByText('✓ Available offline')).toBeVisible();
  expect(await keptVersion(page), "the pack's version of the course").toBe(await serverVersion(context));
  await expect(update, "the pack holds the server's version").toHaveCount(0);

  await editFirstLesson(admin.request, `Words we use every day (edited ${Date.now()})`);
  await admin.close();
  await page.reload();
  await expect(update).toBeVisible();
  await update.click();
  await expect.poll(() => keptVersion(page), untilTestLimit()).toBe(await serverVersion(context));
  await expect(listed.getByText('✓ Available offline')).toBeVisible();
  await expect(update).toHaveCount(0);
});
