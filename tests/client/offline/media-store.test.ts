import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { claimKeptMedia, releaseMedia, storeMedia, VISITED } from '#offline/media-store.ts';

const URL_A = 'https://app.test/demo/a.png';
const URL_B = 'https://app.test/demo/b.png';

let db: OfflineDb;
beforeEach(() => {
  db = openOfflineDb(`media-store-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const file = (url: string, owner: string, bytes = 3) => ({
  url,
  body: new Uint8Array(bytes).buffer,
  type: 'image/png',
  size: bytes,
  storedAt: Date.now(),
  owners: [owner],
});

const ownersOf = async (url: string) => (await db.media.get(url))?.owners.sort();

describe('storeMedia', () => {
  it('keeps the owners of a file another owner stored meanwhile', async () => {
    await storeMedia(db, [file(URL_A, VISITED)]);
    await storeMedia(db, [file(URL_A, 'course-1'), file(URL_B, 'course-1')]);
    expect(await ownersOf(URL_A)).toEqual(['course-1', VISITED].sort());
    expect(await ownersOf(URL_B)).toEqual(['course-1']);

    await releaseMedia(db, 'course-1');
    expect(await ownersOf(URL_A)).toEqual([VISITED]);
    expect(await db.media.get(URL_B)).toBeUndefined();
  });
});

describe('claimKeptMedia', () => {
  it('adds the owner to the kept files only, and answers them', async () => {
    await storeMedia(db, [file(URL_A, VISITED, 5)]);
    const kept = await claimKeptMedia(db, [URL_A, URL_B], 'course-1');
    expect(kept.map((found) => [found.url, found.size])).toEqual([[URL_A, 5]]);
    expect(await ownersOf(URL_A)).toEqual(['course-1', VISITED].sort());
    expect(await db.media.get(URL_B)).toBeUndefined();
  });
});
