import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OfflineDb, openOfflineDb } from '../../../src/offline/db.ts';
import { downloadMedia } from '../../../src/offline/media-download.ts';
import { askedAsNotKept, storeMedia, VISITED } from '../../../src/offline/media-store.ts';

const OWNER = 'course-1';
const urlOf = (index: number) => `https://app.test/demo/file-${index}.png`;
const urls = (count: number) => Array.from({ length: count }, (_, index) => urlOf(index));

let db: OfflineDb;
beforeEach(() => {
  db = openOfflineDb(`media-download-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

/** A server holding each url's file of `bytes(url)` bytes, except the missing ones; it counts what it was asked. */
function server(bytes: (url: string) => number, missing: readonly string[] = []) {
  const asked: { url: string; cache: RequestCache | undefined; notKept: boolean }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const requested = new URL(String(input));
    const notKept = askedAsNotKept(requested);
    requested.hash = '';
    const url = requested.href;
    asked.push({ url, cache: init?.cache, notKept });
    init?.signal?.throwIfAborted();
    if (missing.includes(url)) return new Response('gone', { status: 404 });
    return new Response(new Uint8Array(bytes(url)), { headers: { 'content-type': 'image/png' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

/** Holds every IndexedDB transaction until `release` is called. */
function holdStores() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(db, 'transaction').mockImplementation((async (...args: unknown[]) => {
    await released;
    return transaction(...args);
  }) as unknown as typeof db.transaction);
  return release;
}

/** Downloads `count` files from the server, reporting nothing. */
const downloadFrom = (fetch: typeof globalThis.fetch, count: number) =>
  downloadMedia(db, urls(count), OWNER, { signal: new AbortController().signal, onFile: () => undefined, fetch });

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('downloadMedia', () => {
  it('stores every file for the owner, past the caches, and lists the ones that could not be fetched', async () => {
    const missing = [urlOf(3), urlOf(40)];
    const { fetch, asked } = server((url) => url.length, missing);
    await storeMedia(db, [
      { url: urlOf(7), body: new ArrayBuffer(1), type: 'image/png', size: 1, storedAt: 0, owners: [VISITED] },
    ]);
    const reported: (number | undefined)[] = [];
    const download = await downloadMedia(db, urls(50), OWNER, {
      signal: new AbortController().signal,
      onFile: (size) => reported.push(size),
      fetch,
    });

    expect(download.failed.sort()).toEqual(missing.sort());
    expect(download.full).toBe(false);
    expect(download.stored).toBe(48);
    expect(asked).toHaveLength(50);
    expect(asked.every((request) => request.notKept && request.cache === 'no-store')).toBe(true);
    expect(reported.filter((size) => size === undefined)).toHaveLength(2);
    const stored = await db.media.where('owners').equals(OWNER).toArray();
    expect(stored).toHaveLength(48);
    expect(stored.every((file) => file.size === file.body.byteLength && file.size === file.url.length)).toBe(true);
    expect(reported.reduce((total: number, size) => total + (size ?? 0), 0)).toBe(
      stored.reduce((total, file) => total + file.size, 0),
    );
    // A file kept by a visit meanwhile keeps that owner too.
    expect((await db.media.get(urlOf(7)))?.owners.sort()).toEqual([OWNER, VISITED].sort());
  });

  it('goes on fetching while a batch is being stored', async () => {
    const { fetch, asked } = server(() => 10);
    const release = holdStores();
    const download = downloadFrom(fetch, 60);
    await settle();
    expect(asked).toHaveLength(60);
    release();
    expect((await download).stored).toBe(60);
    expect(await db.media.count()).toBe(60);
  });

  it('holds a bounded amount of fetched files in memory: the fetches wait for the store', async () => {
    const { fetch, asked } = server(() => 3 * 1024 * 1024);
    const release = holdStores();
    const download = downloadFrom(fetch, 30);
    await settle();
    // About 16 MB waiting to be stored, plus the file each of the 6 fetches had in hand.
    expect(asked.length).toBeLessThanOrEqual(12);
    release();
    expect((await download).stored).toBe(30);
    expect(await db.media.count()).toBe(30);
  });

  it('stops when the device is full, keeping the files stored before', async () => {
    const { fetch } = server(() => 10);
    const bulkPut = db.media.bulkPut.bind(db.media);
    let writes = 0;
    vi.spyOn(db.media, 'bulkPut').mockImplementation((async (...args: Parameters<typeof bulkPut>) => {
      writes += 1;
      if (writes > 1) throw new DOMException('no room', 'QuotaExceededError');
      return bulkPut(...args);
    }) as typeof bulkPut);
    const download = await downloadFrom(fetch, 100);
    expect(download.full).toBe(true);
    expect(download.stored).toBeGreaterThan(0);
    expect(download.stored).toBeLessThan(100);
    expect(await db.media.count()).toBe(download.stored);
  });

  it('stops when cancelled, once the store in progress has ended', async () => {
    const controller = new AbortController();
    const { fetch, asked } = server(() => 10);
    const download = downloadMedia(db, urls(100), OWNER, {
      signal: controller.signal,
      onFile: () => {
        if (asked.length === 30) controller.abort();
      },
      fetch,
    });
    await expect(download).rejects.toThrow(/abort/i);
    const storedAtCancel = await db.media.count();
    expect(storedAtCancel).toBeLessThan(100);
    await settle();
    expect(await db.media.count()).toBe(storedAtCancel);
    expect(asked.length).toBeLessThan(100);
  });

  it('stores nothing more once cancelled: a batch waiting behind the store in progress is dropped', async () => {
    const controller = new AbortController();
    const { fetch, asked } = server(() => 10);
    const release = holdStores();
    const download = downloadMedia(db, urls(100), OWNER, {
      signal: controller.signal,
      onFile: () => {
        // Two batches of 24 fetched: the first one's store has begun (held), the second waits.
        if (asked.length === 60) {
          controller.abort();
          release();
        }
      },
      fetch,
    });
    await expect(download).rejects.toThrow(/abort/i);
    await settle();
    expect(await db.media.count()).toBe(24);
  });
});
