import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { PACK_MESSAGES } from '#domain/course-pack';
import { unzipEntries, zipEntries } from '../server/support/pack-zip.ts';
import { type Account, signInByApi } from './support/fixtures.ts';
import { goOffline, goOnline, untilControlled } from './support/network.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { ADMIN, CUSTOMER } from './support/settings.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * A course from a USB stick: the admin exports the course on the school's server; a teacher's
 * tablet, which met the server once, installs the pack with no network at all (the server
 * stopped) and opens a lesson it never opened before. Packs of another course, or damaged ones,
 * are refused and leave nothing behind.
 */

const COURSE = 'demo-core-words';
const NOT_HELD = 'demo-first-words';
const server = ownServerForSpec(10);

async function bearer(request: APIRequestContext, account: Account): Promise<Record<string, string>> {
  const response = await request.post(`${server.url}/api/auth/customer-login`, { data: account });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

/** The course's pack as the server's Export course writes it. */
async function exportPack(request: APIRequestContext, productId: string): Promise<Buffer> {
  const answer = await request.get(`${server.url}/api/packs/${productId}`, { headers: await bearer(request, ADMIN) });
  expect(answer.status(), `export of ${productId}`).toBe(200);
  return answer.body();
}

/** The same pack with one byte of its last file changed, as a bad copy would: the others are stored before. */
function damaged(pack: Buffer): Buffer {
  const copy = Buffer.from(pack);
  const directory = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  const name = copy.lastIndexOf('files/', directory);
  // The local header's name ('files/' and 64 hex digits) is followed by the file's bytes.
  const at = name + 'files/'.length + 64 + 4;
  copy.writeUInt8((copy.readUInt8(at) + 1) % 256, at);
  return copy;
}

const MANIFEST = 'manifest.json';
const SIGNATURE = 'manifest.sig';

/** The pack with its manifest changed (and signed again by `signer`, or left with its old signature). */
function rewritten(pack: Buffer, change: (manifest: Record<string, unknown>) => void, resign: boolean): Buffer {
  const entries = unzipEntries(pack);
  const manifest = JSON.parse(new TextDecoder().decode(entries.find((entry) => entry.name === MANIFEST)?.bytes));
  const key = generateKeyPairSync('ed25519');
  if (resign) {
    const x = key.publicKey.export({ format: 'jwk' }).x ?? '';
    const publicKey = Buffer.from(x, 'base64url').toString('base64');
    const keyId = createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest('hex').slice(0, 32);
    manifest.signer = { keyId, publicKey };
  }
  change(manifest);
  const bytes = new TextEncoder().encode(JSON.stringify(manifest));
  return Buffer.from(
    zipEntries(
      entries.map((entry) => {
        if (entry.name === MANIFEST) return { ...entry, bytes };
        if (entry.name === SIGNATURE && resign)
          return { ...entry, bytes: new Uint8Array(sign(null, bytes, key.privateKey)) };
        return entry;
      }),
    ),
  );
}

/** The pack without its signature. */
const unsigned = (pack: Buffer) =>
  Buffer.from(zipEntries(unzipEntries(pack).filter((entry) => entry.name !== SIGNATURE)));

/** How many files the device keeps in its offline store (IndexedDB 'symbol-courses', table 'media'). */
function keptFiles(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('symbol-courses');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('media').objectStore('media').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** Whether the device has kept the server's pack keys (table 'meta', key 'packKeys'). */
function keptPackKeys(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('symbol-courses');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('meta')) return resolve(false);
          const read = open.result.transaction('meta').objectStore('meta').get('packKeys');
          read.onsuccess = () => {
            resolve(Array.isArray((read.result as { value?: unknown } | undefined)?.value));
            open.result.close();
          };
          read.onerror = () => resolve(false);
        };
      }),
  );
}

test('a teacher installs a course from a pack file with no network, and a lesson never opened opens offline', async ({
  context,
  page,
  request,
}, testInfo) => {
  const packPath = testInfo.outputPath('Core Words Together.course.zip');
  const damagedPath = testInfo.outputPath('damaged.course.zip');
  const otherPath = testInfo.outputPath('First Words.course.zip');
  const pack = await exportPack(request, COURSE);
  await writeFile(packPath, pack);
  await writeFile(damagedPath, damaged(pack));
  await writeFile(otherPath, await exportPack(request, NOT_HELD));
  const headers = await bearer(request, CUSTOMER);
  const lessons = (await (await request.get(`${server.url}/api/lessons?productId=${COURSE}`, { headers })).json()) as {
    _id: string;
    order: number;
  }[];
  const lastLesson = lessons.sort((a, b) => a.order - b.order).at(-1)?._id as string;
  const admin = await bearer(request, ADMIN);
  const other = (await (await request.get(`${server.url}/api/products/${NOT_HELD}`, { headers: admin })).json()) as {
    title: string;
  };

  // Once online: the start page, nothing of the course opened or saved.
  await signInByApi(context, server.url, CUSTOMER);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Course files' })).toBeVisible();
  await untilControlled(page);
  await expect.poll(() => keptPackKeys(page)).toBe(true);

  await goOffline(server, context);
  await page.reload();
  const files = page.getByRole('region', { name: 'Course files' });
  await expect(files.getByRole('button', { name: 'Open a course file' })).toBeVisible();

  await files.getByLabel('Course file', { exact: true }).setInputFiles(otherPath);
  await expect(files.getByRole('alert')).toHaveText(PACK_MESSAGES.notYours(other.title));
  await files.getByLabel('Course file', { exact: true }).setInputFiles(damagedPath);
  await expect(files.getByRole('alert')).toContainText('The course pack is damaged');
  for (const [bad, message] of [
    [unsigned(pack), PACK_MESSAGES.unsigned],
    [rewritten(pack, () => undefined, true), PACK_MESSAGES.untrusted],
    [
      rewritten(pack, (manifest) => Object.assign(manifest, { exportedAt: new Date(0).toISOString() }), false),
      PACK_MESSAGES.badSignature,
    ],
  ] as const) {
    await files
      .getByLabel('Course file', { exact: true })
      .setInputFiles({ name: 'refused.course.zip', mimeType: 'application/zip', buffer: bad });
    await expect(files.getByRole('alert')).toHaveText(message);
  }
  expect(await keptFiles(page), 'nothing of a refused pack stays').toBe(0);

  await files.getByLabel('Course file', { exact: true }).setInputFiles(packPath);
  await expect(files.getByRole('status')).toHaveText(
    '✓ “Core Words Together” is installed and available offline.',
    untilTestLimit(),
  );
  const course = page
    .getByRole('region', { name: 'Your Symbol Language Courses' })
    .getByRole('listitem')
    .filter({ hasText: 'Core Words Together' });
  await expect(course.getByText('✓ Available offline')).toBeVisible();
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await files.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`installed-${viewport.width}.png`) });
  }

  await page.goto(`/class/${COURSE}`);
  await expect(page.getByText('✓ Available offline')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('course-home-1024.png') });

  await page.goto(`/class/${COURSE}/lessons/${lastLesson}`);
  const activities = page.getByRole('main').getByRole('list').getByRole('button');
  await expect(activities).toHaveCount(ACTIVITY_KEYS.length);
  await activities.first().click();
  await expect(page).toHaveURL(`/class/${COURSE}/lessons/${lastLesson}/say-it`);
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expect(page.getByText('This activity could not be loaded.')).toHaveCount(0);
  await expect
    .poll(() =>
      page.$$eval(
        'main img',
        (images) =>
          images.length > 0 &&
          images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);

  // Back online, the progress made from the pack's lessons reaches the server through the outbox.
  const sync = page.getByRole('button', { name: /^(Online|Offline|Server not reachable|Connecting)/ });
  await expect(sync).toContainText('1 waiting');
  await goOnline(server, context);
  await sync.click();
  await expect(sync).toContainText('Online · all saved', untilTestLimit());
  const recorded = await request.get(`${server.url}/api/activities/get-activity`, {
    params: { productId: COURSE, lessonId: lastLesson },
    headers: await bearer(request, CUSTOMER),
  });
  expect(((await recorded.json()) as { lastItem: { url: string } }).lastItem.url).toBe(
    `/class/${COURSE}/lessons/${lastLesson}/say-it`,
  );
});
