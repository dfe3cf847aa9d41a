import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { askedAsNotKept, claimKeptMedia, keepMedia, releaseMedia, storeMedia, VISITED } from '#offline/media-store.ts';

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

describe('keepMedia', () => {
  it('fetches a file once and stores it for its owner; a failed fetch stores nothing', async () => {
    let calls = 0;
    const fetch = (async (input: RequestInfo | URL) => {
      calls += 1;
      // Found not kept, the file is asked for past the service worker's look-up.
      const url = new URL(String(input));
      if (!askedAsNotKept(url)) throw new Error(`${url} was not asked for as not kept`);
      url.hash = '';
      return url.href === URL_A
        ? new Response(new Uint8Array(4), { headers: { 'content-type': 'image/png' } })
        : new Response('gone', { status: 404 });
    }) as typeof globalThis.fetch;
    expect(await keepMedia(db, URL_A, 'course-1', { fetch })).toBe(4);
    expect(await keepMedia(db, URL_A, VISITED, { fetch })).toBe(4);
    expect(calls).toBe(1);
    expect(await ownersOf(URL_A)).toEqual(['course-1', VISITED].sort());
    await expect(keepMedia(db, URL_B, 'course-1', { fetch })).rejects.toThrow('answered 404');
    expect(await db.media.get(URL_B)).toBeUndefined();
  });
  it('stores nothing once its signal is aborted, also a file fetched before (a Logout during the fetch)', async () => {
    const session = new AbortController();
    // The server answers although the teacher signed out while it was asked.
    const fetch = (async () => {
      session.abort();
      return new Response(new Uint8Array(4), { headers: { 'content-type': 'image/png' } });
    }) as typeof globalThis.fetch;
    await expect(keepMedia(db, URL_A, VISITED, { fetch, signal: session.signal })).rejects.toThrow(/abort/i);
    expect(await db.media.count()).toBe(0);

    await storeMedia(db, [file(URL_B, 'course-1')]);
    await expect(keepMedia(db, URL_B, VISITED, { fetch, signal: session.signal })).rejects.toThrow(/abort/i);
    expect(await ownersOf(URL_B)).toEqual(['course-1']);
  });
});
