import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '#offline/db.ts';
import { keepShownMedia, keepVisitedMedia } from '#offline/keep-visited-media.ts';
import { firstPageShown } from '#offline/open-db.ts';
import { eventually } from '../support/until.ts';

/**
 * A lesson opened once keeps this site's files in the background; another site's files (YouTube's
 * thumbnails, out of reach behind many school firewalls) are never fetched for it: only a
 * thumbnail a page has shown is kept.
 */

const lesson = () => ({
  picture: '/demo/cat.png',
  sound: `${location.origin}/media/abc.mp3`,
  elsewhere: 'https://pictures.example/dog.png',
  video: 'https://www.youtube.com/watch?v=abcdefghijk',
});

function answerEveryFetch() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url.split('#')[0] as string);
      return new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } });
    }),
  );
  return asked;
}

const keptUrls = async () => (await offlineDb.media.toArray()).map((file) => file.url).sort();

beforeAll(firstPageShown);
afterEach(async () => {
  vi.unstubAllGlobals();
  await offlineDb.media.clear();
});

describe('keeping visited media', () => {
  it("keeps a visited lesson's own files and asks no other site for anything", async () => {
    const asked = answerEveryFetch();
    keepVisitedMedia(lesson());
    const own = [`${location.origin}/demo/cat.png`, `${location.origin}/media/abc.mp3`].sort();
    await eventually(async () => expect(await keptUrls()).toEqual(own));
    expect(asked.sort()).toEqual(own);
  });

  it("keeps a thumbnail a page has shown, though it is another site's", async () => {
    const asked = answerEveryFetch();
    const thumbnail = 'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg';
    keepShownMedia(thumbnail);
    await eventually(async () => expect(await keptUrls()).toEqual([thumbnail]));
    expect(asked).toEqual([thumbnail]);
  });
});
