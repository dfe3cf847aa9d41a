import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from '@playwright/test';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { keptOnDevice } from './support/kept-reads.ts';
import { grantCourse, newTeacher } from './support/new-teacher.ts';

/**
 * A child's data rights as a teacher honours them: her data exported from the Learners page, then
 * erased on the teacher's tablet, and gone from her whiteboard too, which was offline holding a
 * change to the learner when it happened, once it is back online. Nothing naming the child is left
 * in any store of either device.
 */

/** Every record of every store of the app's IndexedDB, and its local storage, as text. */
function everythingOnDevice(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const answer = <R>(request: IDBRequest<R>) =>
      new Promise<R>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const texts: string[] = [JSON.stringify({ ...localStorage })];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await answer(indexedDB.open(name));
      try {
        for (const store of db.objectStoreNames) {
          texts.push(JSON.stringify(await answer(db.transaction(store).objectStore(store).getAll())));
        }
      } finally {
        db.close();
      }
    }
    return texts.join('\n');
  });
}

/** The teacher's learners as the server lists them, asked with the device's session. */
async function learnersOnServer(page: Page): Promise<{ _id: string; displayName: string }[]> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')?.value;
  const listed = await page.request.get('/api/learners', { headers: { Authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  return (await listed.json()) as { _id: string; displayName: string }[];
}

async function openLearners(page: Page) {
  await page.goto('/learners');
  await expect(page.getByRole('heading', { name: 'Your learners' })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function downloaded(page: Page, format: 'As JSON' | 'As CSV', name: string): Promise<Download> {
  await row(page, name)
    .getByRole('button', { name: `Export the data of ${name}` })
    .click();
  const download = page.waitForEvent('download');
  await row(page, name)
    .getByRole('button', { name: new RegExp(`^${format}`) })
    .click();
  return download;
}

test("a learner's data is exported, then erased on the tablet and, once back online, on the whiteboard that was offline", async ({
  browser,
  baseURL,
  request,
}) => {
  const teacher = await newTeacher(request, 'own-data-rights');
  await grantCourse(request, teacher.email, 'demo-core-words-shop');
  const devices: BrowserContext[] = [];
  const device = async () => {
    const context = await browser.newContext();
    await signInByApi(context, baseURL as string, teacher);
    devices.push(context);
    return context.newPage();
  };
  const tablet = await device();
  const whiteboard = await device();
  const name = `Zoë ${Date.now().toString(36)}`;

  await openLearners(tablet);
  await tablet.getByLabel('Name').fill(name);
  await tablet.getByRole('button', { name: 'Add learner' }).click();
  await expect(row(tablet, name)).toBeVisible();
  await expect.poll(async () => (await learnersOnServer(tablet)).map((learner) => learner.displayName)).toEqual([name]);
  const learnerId = (await learnersOnServer(tablet))[0]?._id ?? '';
  expect(learnerId).toMatch(/^[0-9a-f-]{36}$/);

  // The whiteboard knows her and keeps the course's report, which names her, for offline use; then
  // it loses its network and renames her: a change waiting to be sent.
  await whiteboard.goto('/class/demo-core-words/report');
  await expect(whiteboard.getByRole('heading', { name, exact: true })).toBeVisible();
  await keptOnDevice(whiteboard, [['learners', 'report', 'demo-core-words']]);
  await openLearners(whiteboard);
  await expect(row(whiteboard, name)).toBeVisible();
  await whiteboard.context().setOffline(true);
  await row(whiteboard, name)
    .getByRole('button', { name: `Change ${name}` })
    .click();
  await whiteboard.getByLabel('Name').last().fill(`${name} B`);
  await whiteboard.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row(whiteboard, `${name} B`)).toBeVisible();

  // A copy for the parent who asked: every record, as JSON and as CSV.
  const json = JSON.parse(await readFile(await (await downloaded(tablet, 'As JSON', name)).path(), 'utf8')) as {
    learnerId: string;
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(json.learnerId).toBe(learnerId);
  expect(json.tables.learners).toEqual([expect.objectContaining({ id: learnerId, display_name: name })]);
  const csvDownload = await downloaded(tablet, 'As CSV', name);
  expect(csvDownload.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  expect(csv.startsWith('\uFEFFtable,record,field,value\r\n')).toBe(true);
  expect(csv).toContain(`learners,1,display_name,${name}\r\n`);

  // Erased on the tablet: archived, then deleted.
  await row(tablet, name)
    .getByRole('button', { name: `Archive ${name}` })
    .click();
  await tablet.getByRole('region', { name: 'Archived' }).getByRole('button', { name: 'Delete' }).click();
  await tablet.getByRole('dialog', { name: 'Delete this learner?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(tablet.getByText(name)).toHaveCount(0);
  await expect.poll(() => everythingOnDevice(tablet)).not.toContain(learnerId);

  // The whiteboard comes back: its waiting change makes her again nowhere, and she leaves it too.
  await whiteboard.context().setOffline(false);
  // The sync widget, whose script the whiteboard may not have had when its network went, is back.
  await expect(
    whiteboard.getByRole('button', { name: /^(Online|Offline|Server not reachable|Connecting)/ }),
  ).toBeVisible();
  await openLearners(whiteboard);
  await expect(whiteboard.getByText(name)).toHaveCount(0);
  for (const page of [tablet, whiteboard]) {
    await expect.poll(() => everythingOnDevice(page)).not.toContain(learnerId);
    const left = await everythingOnDevice(page);
    expect(left).not.toContain(name);
  }
  expect(await learnersOnServer(tablet)).toEqual([]);
  for (const context of devices) await context.close();
});
