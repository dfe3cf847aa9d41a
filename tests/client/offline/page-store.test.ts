import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OfflineDb, type OutboxOp, openOfflineDb } from '#offline/db.ts';
import { storeOpener } from '#offline/idb.ts';
import { askedAsNotKept, storeMedia, VISITED } from '#offline/media-store.ts';
import { keepVisited, saveRead } from '#offline/page-store.ts';
import { loadRead } from '#offline/saved-reads.ts';

/**
 * A first visit keeps its reads and the media of what it opened without Dexie: the page's small
 * store makes the database when there is none, on Dexie's schema, and Dexie later opens it as its
 * own; a database Dexie made earlier is written to as it is.
 */

const URL_A = 'https://app.test/demo/a.png';
const URL_B = 'https://app.test/demo/b.png';

let db: OfflineDb | undefined;
let small: IDBDatabase | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  small?.close();
  await db?.delete();
  db = undefined;
  small = undefined;
});

/** A database name of this test's own, and the page's small store on it. */
function fresh() {
  const name = `page-store-test-${crypto.randomUUID()}`;
  const make = storeOpener(name, true);
  const open = async () => {
    small = await make();
    return small;
  };
  return { name, open };
}

const file = (url: string, owner: string) => ({
  url,
  body: new Uint8Array(3).buffer,
  type: 'image/png',
  size: 3,
  storedAt: Date.now(),
  owners: [owner],
});

function serve(asked: string[], onFetch: () => void = () => undefined) {
  return (async (input: RequestInfo | URL) => {
    onFetch();
    // Found not kept, the file is asked for past the service worker's look-up.
    const url = new URL(String(input));
    if (!askedAsNotKept(url)) throw new Error(`${url} was not asked for as not kept`);
    url.hash = '';
    asked.push(url.href);
    return url.href === URL_A
      ? new Response(new Uint8Array(4), { headers: { 'content-type': 'image/png' } })
      : new Response('gone', { status: 404 });
  }) as typeof fetch;
}

describe('the database the small store makes', () => {
  it("is Dexie's own: Dexie opens it at its version and finds the reads, the media and every index", async () => {
    const { name, open } = fresh();
    await saveRead('u1', ['lessons', 'c1'], [{ _id: 'l1' }], open);
    small?.close();

    db = openOfflineDb(name);
    await db.open();
    // Dexie found nothing to repair: it adds a missing store or index by raising the version.
    expect(db.backendDB().version).toBe(50);
    expect((await loadRead('u1', ['lessons', 'c1'], db))?.value).toEqual([{ _id: 'l1' }]);
    // The indexes Dexie declares answer its queries: an upgrade would have failed or lost them.
    const op: OutboxOp = {
      opId: 'o1',
      userId: 'u1',
      clientId: 'c',
      seq: 1,
      occurredAt: '2026-01-01T00:00:00Z',
      state: 'queued',
      type: 'start-lesson',
      productId: 'p1',
      lessonId: 'l1',
    };
    await db.outbox.put(op);
    const queued = await db.outbox
      .where('[userId+state+seq]')
      .between(['u1', 'queued', Dexie.minKey], ['u1', 'queued', Dexie.maxKey])
      .toArray();
    expect(queued.map((op) => op.opId)).toEqual(['o1']);
    await storeMedia(db, [file(URL_A, 'course-1')]);
    expect(await db.media.where('owners').equals('course-1').primaryKeys()).toEqual([URL_A]);
    expect(await db.partials.where('owner').equals('course-1').count()).toBe(0);
  });

  it('keeps its reads in a database Dexie made earlier', async () => {
    const { name, open } = fresh();
    db = openOfflineDb(name);
    await db.open();
    await saveRead('u1', ['user'], { _id: 'u1' }, open);
    expect((await loadRead('u1', ['user'], db))?.value).toEqual({ _id: 'u1' });
  });

  it('completes a database that is there without its stores (opened to be read before anything made it)', async () => {
    const { name, open } = fresh();
    const empty = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect(empty.objectStoreNames.length).toBe(0);
    empty.close();

    await saveRead('u1', ['user'], { _id: 'u1' }, open);
    small?.close();
    db = openOfflineDb(name);
    await db.open();
    expect(db.backendDB().version).toBe(50);
    expect((await loadRead('u1', ['user'], db))?.value).toEqual({ _id: 'u1' });
    expect(await db.outbox.where('[userId+state+seq]').between(['u1', 'queued', 0], ['u1', 'queued', 9]).count()).toBe(
      0,
    );
  });
});

describe('keeping a visited file', () => {
  it('fetches a file once and keeps it as visited; a failed fetch keeps nothing', async () => {
    const { name, open } = fresh();
    const asked: string[] = [];
    vi.stubGlobal('fetch', serve(asked));
    const session = new AbortController();
    await keepVisited(URL_A, session.signal, open);
    await keepVisited(URL_A, session.signal, open);
    await expect(keepVisited(URL_B, session.signal, open)).rejects.toThrow('answered 404');
    expect(asked).toEqual([URL_A, URL_B]);

    db = openOfflineDb(name);
    expect((await db.media.get(URL_A))?.owners).toEqual([VISITED]);
    expect(await db.media.get(URL_B)).toBeUndefined();
  });

  it("adds 'visited' to a file a course download kept, without fetching it again", async () => {
    const { name, open } = fresh();
    db = openOfflineDb(name);
    await storeMedia(db, [file(URL_A, 'course-1')]);
    const asked: string[] = [];
    vi.stubGlobal('fetch', serve(asked));
    await keepVisited(URL_A, new AbortController().signal, open);
    expect(asked).toEqual([]);
    expect((await db.media.get(URL_A))?.owners.sort()).toEqual(['course-1', VISITED].sort());
  });

  it('keeps nothing once the session has ended, also a file fetched before (a Logout during the fetch)', async () => {
    const { name, open } = fresh();
    const session = new AbortController();
    // The server answers although the teacher signed out while it was asked.
    vi.stubGlobal(
      'fetch',
      serve([], () => session.abort()),
    );
    await expect(keepVisited(URL_A, session.signal, open)).rejects.toThrow(/abort/i);
    db = openOfflineDb(name);
    expect(await db.media.count()).toBe(0);
  });
});
