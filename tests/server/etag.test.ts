import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

async function course(...titles: string[]) {
  const product = await t.createProduct(admin);
  const lessons = [];
  for (const title of titles) lessons.push(await t.createLesson(admin, product._id, { title }));
  const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
  return { product, lessons, owner };
}

const read = (path: string, caller: Caller | undefined, ifNoneMatch?: string) =>
  t.call('GET', path, {
    token: caller?.token,
    ...(ifNoneMatch !== undefined ? { headers: { 'If-None-Match': ifNoneMatch } } : {}),
  });

/** The reads a teacher revisits, each named by its path. */
const readsOf = (productId: string, lessonId: string) => [
  `/lessons?productId=${productId}`,
  `/lessons/${lessonId}`,
  '/products',
  `/products/${productId}`,
];

describe('ETag and If-None-Match on the reads a teacher revisits', () => {
  it('answers 200 with an ETag, then 304 without a body to a caller who holds it', async () => {
    const { product, lessons, owner } = await course('One');
    for (const path of readsOf(product._id, lessons[0]?._id ?? '')) {
      const first = await read(path, owner);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control'), path).toBe('no-store');
      expect(first.headers.get('vary'), path).toContain('Authorization');

      const again = await read(path, owner, etag);
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBeNull();
      expect(again.headers.get('etag'), path).toBe(etag);
      // A list of tags, a weak one among them, matches as well; another tag gets the body.
      expect((await read(path, owner, `"other", W/${etag}`)).status, path).toBe(304);
      const other = await read(path, owner, '"other"');
      expect(other.status, path).toBe(200);
      expect(other.body, path).toEqual(first.body);
    }
  });

  it('gives a new ETag and the new body once the lesson or product changes', async () => {
    const { product, lessons, owner } = await course('Before');
    const id = lessons[0]?._id ?? '';
    const tags = new Map<string, string>();
    for (const path of readsOf(product._id, id)) tags.set(path, (await read(path, owner)).headers.get('etag') ?? '');

    expect(
      (await t.call('PUT', `/lessons/${id}`, { token: admin.token, body: { version: 1, title: 'After' } })).status,
    ).toBe(200);
    const list = await read(`/lessons?productId=${product._id}`, owner, tags.get(`/lessons?productId=${product._id}`));
    expect(list.status).toBe(200);
    expect(list.body.map((lesson: { title: string }) => lesson.title)).toEqual(['After']);
    const lesson = await read(`/lessons/${id}`, owner, tags.get(`/lessons/${id}`));
    expect(lesson.status).toBe(200);
    expect(lesson.body.title).toBe('After');

    const renamed = await t.call('PUT', `/products/${product._id}`, {
      token: admin.token,
      body: { version: 1, title: 'Renamed course', shopifyProductId: product.shopifyProductId },
    });
    expect(renamed.status).toBe(200);
    for (const path of ['/products', `/products/${product._id}`]) {
      const answer = await read(path, owner, tags.get(path));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('etag'), path).not.toBe(tags.get(path));
    }
  });

  it('answers a caller without access 403 or 401 even with the tag another caller holds', async () => {
    const { product, lessons, owner } = await course('Owned');
    const stranger = await t.createUser();
    for (const path of [
      `/lessons?productId=${product._id}`,
      `/lessons/${lessons[0]?._id}`,
      `/products/${product._id}`,
    ]) {
      const etag = (await read(path, owner)).headers.get('etag') ?? '';
      const refused = await read(path, stranger, etag);
      expect(refused.status, path).toBe(403);
      expect(refused.headers.get('etag'), path).toBeNull();
      expect((await read(path, undefined, etag)).status, path).toBe(401);
    }
  });
});

describe('gzip for callers that accept it (every browser)', () => {
  /** The raw answer, as the socket carries it: app.request does not decompress. */
  const raw = (path: string, caller: Caller, headers: Record<string, string>) =>
    t.app.request(`/api${path}`, { headers: { Authorization: `Bearer ${caller.token}`, ...headers } });

  it('sends the same JSON gzipped, under a tag of its own that a revisit may send either way', async () => {
    const { product, lessons, owner } = await course('One', 'Two', 'Three');
    for (const path of readsOf(product._id, lessons[0]?._id ?? '')) {
      const plain = await read(path, owner);
      const zipped = await raw(path, owner, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(zipped.status, path).toBe(200);
      expect(zipped.headers.get('content-encoding'), path).toBe('gzip');
      expect(zipped.headers.get('vary'), path).toContain('Accept-Encoding');
      const bytes = new Uint8Array(await zipped.arrayBuffer());
      expect(JSON.parse(gunzipSync(bytes).toString('utf8')), path).toEqual(plain.body);
      const plainTag = plain.headers.get('etag') ?? '';
      const zippedTag = zipped.headers.get('etag') ?? '';
      expect(zippedTag, path).toMatch(/^"[\w-]+-gzip"$/);
      expect(zippedTag, path).not.toBe(plainTag);
      for (const held of [plainTag, zippedTag]) {
        const again = await raw(path, owner, { 'Accept-Encoding': 'gzip', 'If-None-Match': held });
        expect(again.status, `${path} ${held}`).toBe(304);
      }
    }
  });

  it('sends the plain JSON to a caller that refuses gzip or does not name it', async () => {
    const { product, owner } = await course('One');
    for (const acceptEncoding of ['gzip;q=0, identity', 'gzip;q=0, *', 'br, identity', '']) {
      const answer = await raw(`/lessons?productId=${product._id}`, owner, { 'Accept-Encoding': acceptEncoding });
      expect(answer.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await answer.json(), acceptEncoding).toHaveLength(1);
    }
    const anything = await raw(`/lessons?productId=${product._id}`, owner, { 'Accept-Encoding': 'br;q=1, *;q=0.5' });
    expect(anything.headers.get('content-encoding')).toBe('gzip');
  });
});
