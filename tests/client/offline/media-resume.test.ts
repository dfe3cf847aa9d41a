import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { downloadMedia, partsKept } from '#offline/media-download.ts';
import { releaseMedia } from '#offline/media-store.ts';

const OWNER = 'course-1';
const URL_OF_FILE = `${location.origin}/demo/video.mp4`;
const SIZE = 1000;
/** Where the network goes, in the file's bytes, on the first try. */
const CUT_AT = 600;

let db: OfflineDb;
beforeEach(() => {
  db = openOfflineDb(`media-resume-test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
});

const fileBytes = (seed: number) => Uint8Array.from({ length: SIZE }, (_, index) => (index * 7 + seed) % 251);

/**
 * A server holding one file (its bytes and its validator may change between tries), answering
 * Range requests as a static file server does; `cutAt` cuts the next answer after that many bytes.
 */
function server(headers: (bytes: Uint8Array) => Record<string, string>) {
  let file = fileBytes(1);
  let cutAt: number | undefined;
  const asked: (string | null)[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range');
    asked.push(range);
    const from = range ? Number(/^bytes=(\d+)-$/.exec(range)?.[1]) : 0;
    const part = file.slice(from);
    const cut = cutAt;
    cutAt = undefined;
    let pulls = 0;
    // The bytes before the cut are read; then the network error comes, as a dropped connection's does.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        if (pulls > 1) controller.error(new TypeError('network error'));
        else if (cut === undefined) {
          controller.enqueue(part);
          controller.close();
        } else controller.enqueue(part.slice(0, cut));
      },
    });
    return new Response(body, {
      status: range ? 206 : 200,
      headers: {
        'content-type': 'video/mp4',
        ...headers(file),
        ...(range
          ? {
              'content-range': `bytes ${from}-${file.length - 1}/${file.length}`,
              'content-length': String(part.length),
            }
          : { 'content-length': String(file.length) }),
      },
    });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    asked,
    cutNextAt: (bytes: number) => {
      cutAt = bytes;
    },
    change: () => {
      file = fileBytes(2);
    },
    file: () => file,
  };
}

/** A course download's files, as 'Make available offline' fetches them: with the parts kept before. */
const download = async (fetch: typeof globalThis.fetch) =>
  downloadMedia(db, [URL_OF_FILE], OWNER, {
    signal: new AbortController().signal,
    onFile: () => undefined,
    fetch,
    parts: await partsKept(db, [URL_OF_FILE]),
  });

const stored = async () => new Uint8Array((await db.media.get(URL_OF_FILE))?.body ?? new ArrayBuffer(0));

describe('a file cut off during a course download', () => {
  const lastModified = () => ({ 'last-modified': 'Sat, 28 Nov 2026 01:19:56 GMT', 'accept-ranges': 'bytes' });

  it('keeps what came, and the next try asks only for the rest and stores the whole file', async () => {
    const files = server(lastModified);
    files.cutNextAt(CUT_AT);
    expect((await download(files.fetch)).cut).toBe(true);
    expect(await db.media.count()).toBe(0);
    expect((await db.partials.get(URL_OF_FILE))?.body.byteLength).toBe(CUT_AT);

    expect((await download(files.fetch)).cut).toBe(false);
    expect(files.asked).toEqual([null, `bytes=${CUT_AT}-`]);
    expect(await stored()).toEqual(files.file());
    expect(await db.partials.count()).toBe(0);
  });

  it('fetches the whole file again when it changed on the server meanwhile', async () => {
    let version = 1;
    const files = server(() => ({ etag: `"v${version}"` }));
    files.cutNextAt(CUT_AT);
    await download(files.fetch);
    files.change();
    version = 2;

    expect((await download(files.fetch)).cut).toBe(false);
    expect(files.asked).toEqual([null, `bytes=${CUT_AT}-`, null]);
    expect(await stored()).toEqual(files.file());
  });

  it('keeps nothing of an answer it could not ask the rest of (a weak tag, no date)', async () => {
    const files = server(() => ({ etag: 'W/"weak"' }));
    files.cutNextAt(CUT_AT);
    await download(files.fetch);
    expect(await db.partials.count()).toBe(0);
    await download(files.fetch);
    expect(files.asked).toEqual([null, null]);
    expect(await stored()).toEqual(files.file());
  });

  it('forgets the part when the course is let go', async () => {
    const files = server(lastModified);
    files.cutNextAt(CUT_AT);
    await download(files.fetch);
    await releaseMedia(db, OWNER);
    expect(await db.partials.count()).toBe(0);
  });
});
