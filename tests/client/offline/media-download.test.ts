import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { downloadMedia } from '#offline/media-download.ts';
import { askedAsNotKept, claimKeptMedia, storeMedia, VISITED } from '#offline/media-store.ts';

const OWNER = 'course-1';
/** The app's own files: a network error fetching them is a cut network. */
const urlOf = (index: number) => `${location.origin}/demo/file-${index}.png`;
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
    return new Response(new ArrayBuffer(bytes(url)), { headers: { 'content-type': 'image/png' } });
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

/**
 * Watches a download through its `onFile` reports. `standstill` resolves once every file asked of the
 * server has come and been reported while no new request followed it: each lane then waits for the
 * store or has ended, and nothing moves until a store ends. (A lane asks for its next file in the same
 * turn as it reports one, so the check runs just after.) It waits for events, not time: on a busy
 * machine it only comes later.
 */
function watch(asked: readonly unknown[]) {
  let reported = 0;
  const waiting: (() => void)[] = [];
  const check = () =>
    queueMicrotask(() => {
      if (reported === asked.length) for (const resolve of waiting.splice(0)) resolve();
    });
  return {
    onFile: () => {
      reported += 1;
      check();
    },
    standstill: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        check();
      }),
  };
}

/** Downloads `count` files from the server, telling `onFile` of each. */
const downloadFrom = (fetch: typeof globalThis.fetch, count: number, onFile: () => void = () => undefined) =>
  downloadMedia(db, urls(count), OWNER, { signal: new AbortController().signal, onFile, fetch });

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
    const watcher = watch(asked);
    const download = downloadFrom(fetch, 60, watcher.onFile);
    await watcher.standstill();
    expect(asked).toHaveLength(60);
    release();
    expect((await download).stored).toBe(60);
    expect(await db.media.count()).toBe(60);
  });

  it('holds a bounded amount of fetched files in memory: the fetches wait for the store', async () => {
    const { fetch, asked } = server(() => 3 * 1024 * 1024);
    // Hashing 48 MB is not what this test is about, and on a busy machine it takes seconds.
    vi.spyOn(crypto.subtle, 'digest').mockResolvedValue(new ArrayBuffer(32));
    const release = holdStores();
    const watcher = watch(asked);
    const download = downloadFrom(fetch, 16, watcher.onFile);
    await watcher.standstill();
    // About 16 MB waiting to be stored, plus the file each of the 6 fetches had in hand.
    expect(asked.length).toBeLessThanOrEqual(12);
    release();
    expect((await download).stored).toBe(16);
    expect(await db.media.count()).toBe(16);
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
    const watcher = watch(asked);
    const download = downloadMedia(db, urls(100), OWNER, {
      signal: controller.signal,
      onFile: () => {
        watcher.onFile();
        if (asked.length === 30) controller.abort();
      },
      fetch,
    });
    await expect(download).rejects.toThrow(/abort/i);
    const storedAtCancel = await db.media.count();
    expect(storedAtCancel).toBeLessThan(100);
    await watcher.standstill();
    expect(await db.media.count()).toBe(storedAtCancel);
    expect(asked.length).toBeLessThan(100);
  });

  it('stores nothing more once cancelled: a batch waiting behind the store in progress is dropped', async () => {
    const controller = new AbortController();
    const { fetch, asked } = server(() => 10);
    const release = holdStores();
    const watcher = watch(asked);
    const download = downloadMedia(db, urls(100), OWNER, {
      signal: controller.signal,
      onFile: () => {
        watcher.onFile();
        // Two batches of 24 fetched: the first one's store has begun (held), the second waits.
        if (asked.length === 60) {
          controller.abort();
          release();
        }
      },
      fetch,
    });
    await expect(download).rejects.toThrow(/abort/i);
    await watcher.standstill();
    expect(await db.media.count()).toBe(24);
  });

  it('stops when the network is cut, keeping every file fetched whole, and a second run fetches only the others', async () => {
    const { fetch: answer } = server(() => 10);
    const asked: string[] = [];
    let cutAfter = 40;
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input).replace(/#.*$/, '');
      if (asked.length >= cutAfter) throw new TypeError('Failed to fetch');
      asked.push(url);
      return answer(input, init);
    }) as typeof globalThis.fetch;
    const first = await downloadMedia(db, urls(100), OWNER, {
      signal: new AbortController().signal,
      onFile: () => undefined,
      fetch,
    });
    expect(first).toMatchObject({ cut: true, failed: [], stored: 40 });
    const whole = (await db.media.where('owners').equals(OWNER).toArray()).map((file) => file.url).sort();
    expect(whole).toEqual([...asked].sort());

    const fetchedBefore = new Set(asked);
    cutAfter = Number.POSITIVE_INFINITY;
    const kept = await claimKeptMedia(db, urls(100), OWNER);
    const keptUrls = new Set(kept.map((file) => file.url));
    const second = await downloadMedia(
      db,
      urls(100).filter((url) => !keptUrls.has(url)),
      OWNER,
      {
        signal: new AbortController().signal,
        onFile: () => undefined,
        fetch,
      },
    );
    expect(second).toMatchObject({ cut: false, failed: [], stored: 60 });
    const again = asked.slice(40).filter((url) => fetchedBefore.has(url));
    expect(again).toEqual([]);
    expect(await db.media.where('owners').equals(OWNER).count()).toBe(100);
  });

  it('lists a file of another site it cannot reach as not saved, and goes on: a blocked YouTube does not pause it', async () => {
    const { fetch: answer } = server(() => 10);
    const thumbnail = 'https://img.youtube.com/vi/abc/hqdefault.jpg';
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('https://img.youtube.com/')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    }) as typeof globalThis.fetch;
    const download = await downloadMedia(db, [...urls(3), thumbnail, ...urls(6).slice(3)], OWNER, {
      signal: new AbortController().signal,
      onFile: () => undefined,
      fetch,
    });
    expect(download).toMatchObject({ cut: false, failed: [thumbnail], stored: 6 });
  });

  it('fetches again a kept file whose bytes no longer match its recorded size or SHA-256', async () => {
    const { fetch } = server(() => 10);
    await downloadFrom(fetch, 3);
    const [first, second] = await db.media.bulkGet([urlOf(0), urlOf(1)]);
    if (!first || !second) throw new Error('the files were not stored');
    await db.media.put({ ...first, body: new ArrayBuffer(4) });
    const altered = new Uint8Array(second.body.slice(0));
    altered[0] = 7;
    await db.media.put({ ...second, body: altered.buffer });

    const kept = await claimKeptMedia(db, urls(3), 'course-2');
    expect(kept.map((file) => file.url)).toEqual([urlOf(2)]);
    expect(await db.media.get(urlOf(0))).toBeUndefined();
    expect(await db.media.get(urlOf(1))).toBeUndefined();
  });

  it('takes an answer cut off mid-body as a cut network: the file is not stored, not listed as failed, and fetched again later', async () => {
    const { fetch: answer } = server(() => 10);
    const cutOff = urlOf(5);
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).replace(/#.*$/, '') !== cutOff) return answer(input, init);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(4));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'image/png' } });
    }) as typeof globalThis.fetch;
    const download = await downloadFrom(fetch, 10);
    expect(download).toMatchObject({ cut: true, failed: [] });
    expect(await db.media.get(cutOff)).toBeUndefined();
  });
});
