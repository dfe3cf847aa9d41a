import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { storeOpener } from '#offline/idb.ts';
import { keptMedia } from '#offline/worker-store.ts';

let db: OfflineDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

const file = (url: string) => ({
  url,
  body: new TextEncoder().encode('picture').buffer,
  type: 'image/png',
  size: 7,
  storedAt: 1,
  owners: ['visited'],
});

it('reads nothing, and makes no database, on a device whose page has not made one', async () => {
  const name = `worker-store-test-${crypto.randomUUID()}`;
  expect(await keptMedia(storeOpener(name), 'https://example.test/a.png')).toBeUndefined();
  expect((await indexedDB.databases()).map((each) => each.name)).not.toContain(name);
});

it("finds a file the page's Dexie kept, by its URL", async () => {
  db = openOfflineDb(`worker-store-test-${crypto.randomUUID()}`);
  await db.media.put(file('https://example.test/a.png'));
  const open = storeOpener(db.name);
  expect((await keptMedia(open, 'https://example.test/a.png'))?.type).toBe('image/png');
  expect(await keptMedia(open, 'https://example.test/b.png')).toBeUndefined();
});

it('lets go of the database when the page upgrades it, and opens it again after', async () => {
  const name = `worker-store-test-${crypto.randomUUID()}`;
  db = openOfflineDb(name);
  await db.media.put(file('https://example.test/a.png'));
  const open = storeOpener(name);
  expect(await keptMedia(open, 'https://example.test/a.png')).toBeDefined();
  db.close();
  // A later schema of the page: its upgrade must not wait for the worker's connection.
  db = openOfflineDb(name);
  db.version(6).stores({ extra: 'id' });
  await db.open();
  expect(db.verno).toBe(6);
  expect(await keptMedia(open, 'https://example.test/a.png')).toBeDefined();
});
