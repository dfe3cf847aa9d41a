import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let ann: Caller;
let bob: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  ann = await t.createUser({ admin: true, displayName: 'Ann Author' });
  bob = await t.createUser({ admin: true, name: 'Bob Builder' });
});
afterAll(() => t.close());

const titles = (list: { title: string }[]) => list.map((item) => item.title);

async function cardSet(productId: string, titlesOfCards: string[]) {
  const answer = await t.call('POST', '/findit-cards', {
    token: ann.token,
    body: { productId, cards: titlesOfCards.map((title, index) => ({ findIndex: index + 1, title })) },
  });
  expect(answer.status).toBe(201);
  return answer.body as { _id: string; version: number };
}

describe('the spec’s calls with the spec’s own payloads, without a precondition', () => {
  it('PUT /lessons/order/update with {lessons:[{_id, order}]} sets the order and answers {lessons}', async () => {
    const product = await t.createProduct(ann);
    const a = await t.createLesson(ann, product._id, { title: 'A' });
    const b = await t.createLesson(ann, product._id, { title: 'B' });
    const c = await t.createLesson(ann, product._id, { title: 'C' });
    const answer = await t.call('PUT', '/lessons/order/update', {
      token: ann.token,
      body: {
        lessons: [
          { _id: c._id, order: 0 },
          { _id: a._id, order: 1 },
          { _id: b._id, order: 2 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(titles(answer.body.lessons)).toEqual(['C', 'A', 'B']);
    const stored = await t.call('GET', `/lessons/admin?productId=${product._id}`, { token: ann.token });
    expect(titles(stored.body)).toEqual(['C', 'A', 'B']);
  });

  it('PUT /findit-cards/{id} with cards only replaces the cards', async () => {
    const product = await t.createProduct(ann);
    const set = await cardSet(product._id, ['cat']);
    const answer = await t.call('PUT', `/findit-cards/${set._id}`, {
      token: ann.token,
      body: { cards: [{ findIndex: 1, title: 'dog' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: set._id, version: 2, cards: [{ title: 'dog', index: 1 }] });
    const stored = await t.call('GET', `/findit-cards/${product._id}`, { token: ann.token });
    expect(titles(stored.body.cards)).toEqual(['dog']);
  });

  it('PUT /lessons/{id} with the full lesson and no version saves it', async () => {
    const product = await t.createProduct(ann);
    const lesson = await t.createLesson(ann, product._id, { title: 'Old' });
    const answer = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      body: {
        title: 'New',
        image: '/demo/new.png',
        description: 'A new start',
        sections: { sayIt: { title: 'Hello' } },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'New', version: 2, sections: { sayIt: { title: 'Hello' } } });
    const stored = await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token });
    expect(stored.body.title).toBe('New');
    expect(stored.body.description).toBe('A new start');
  });

  it('PUT /products/{id} with the whole product and no version saves it, lesson cards too', async () => {
    const product = (await t.call('GET', `/products/${(await t.createProduct(ann))._id}`, { token: ann.token })).body;
    const { _id, version: _version, createdAt: _created, updatedAt: _updated, ...whole } = product;
    const lessonCards = product.lessonCards.map((card: { bgColor: string }) => ({ ...card, bgColor: '#123456' }));
    const answer = await t.call('PUT', `/products/${_id}`, {
      token: ann.token,
      body: { ...whole, title: 'Renamed', lessonCards },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'Renamed', version: 2 });
    const stored = (await t.call('GET', `/products/${_id}`, { token: ann.token })).body;
    expect(stored.title).toBe('Renamed');
    expect(stored.lessonCards[0].bgColor).toBe('#123456');
  });
});

describe('If-Match, the HTTP precondition, keeps a save from overwriting one it did not see', () => {
  it('lesson: the ETag read is taken, a stale or weak one answers 409 and changes nothing', async () => {
    const product = await t.createProduct(ann);
    const lesson = await t.createLesson(ann, product._id, { title: 'Shared' });
    const read = await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token });
    const etag = read.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);

    const bobSaves = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: bob.token,
      headers: { 'If-Match': etag },
      body: { title: 'Bob’s' },
    });
    expect(bobSaves.status).toBe(200);
    expect(bobSaves.body.version).toBe(2);
    // The answer's ETag is the one a read of the saved lesson gives: the next save may name it.
    const after = await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token });
    expect(bobSaves.headers.get('ETag')).toBe(after.headers.get('ETag'));

    const annSaves = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': etag },
      body: { title: 'Ann’s' },
    });
    expect(annSaves.status).toBe(409);
    expect(annSaves.body.message).toBe(
      'This lesson was changed by Bob Builder after you opened it. Your save was not applied.',
    );
    expect(annSaves.body.current).toEqual(bobSaves.body);

    const weak = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': `W/${bobSaves.headers.get('ETag')}` },
      body: { title: 'Weak' },
    });
    expect(weak.status).toBe(409);
    expect((await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token })).body.title).toBe('Bob’s');

    const current = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': `"something-else", ${bobSaves.headers.get('ETag')}` },
      body: { title: 'Ann’s' },
    });
    expect(current.status).toBe(200);
    expect(current.body.version).toBe(3);
  });

  it('lesson: the gzipped answer’s ETag names the same lesson', async () => {
    const product = await t.createProduct(ann);
    const lesson = await t.createLesson(ann, product._id, { title: 'Zipped', sections: { sayIt: { title: 'x' } } });
    const read = await t.call('GET', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    const etag = read.headers.get('ETag') ?? '';
    expect(etag).toMatch(/-gzip"$/);
    const saved = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': etag },
      body: { title: 'Saved' },
    });
    expect(saved.status).toBe(200);
  });

  it('a body version and If-Match must both hold when both are sent', async () => {
    const product = await t.createProduct(ann);
    const lesson = await t.createLesson(ann, product._id, { title: 'Both' });
    const etag = (await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token })).headers.get('ETag') ?? '';
    const staleVersion = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': etag },
      body: { title: 'Stale version', version: 7 },
    });
    expect(staleVersion.status).toBe(409);
    const staleTag = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': '"not-this-one"' },
      body: { title: 'Stale tag', version: 1 },
    });
    expect(staleTag.status).toBe(409);
    expect((await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token })).body.title).toBe('Both');
    const both = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': etag },
      body: { title: 'Both held', version: 1 },
    });
    expect(both.status).toBe(200);
  });

  it('an unknown lesson is 404 whatever its precondition; If-Match: * takes any stored one', async () => {
    const missing = await t.call('PUT', '/lessons/no-such-lesson', {
      token: ann.token,
      headers: { 'If-Match': '*' },
      body: { title: 'Nothing' },
    });
    expect(missing.status).toBe(404);
    const product = await t.createProduct(ann);
    const lesson = await t.createLesson(ann, product._id, { title: 'Any' });
    const star = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      headers: { 'If-Match': '*' },
      body: { title: 'Star' },
    });
    expect(star.status).toBe(200);
  });

  it('product: a stale ETag answers 409 with the current course', async () => {
    const created = await t.createProduct(ann);
    const read = await t.call('GET', `/products/${created._id}`, { token: ann.token });
    const etag = read.headers.get('ETag') ?? '';
    const { _id, version: _version, createdAt: _created, updatedAt: _updated, ...whole } = read.body;
    const bobSaves = await t.call('PUT', `/products/${_id}`, {
      token: bob.token,
      headers: { 'If-Match': etag },
      body: { ...whole, title: 'Bob’s course' },
    });
    expect(bobSaves.status).toBe(200);
    const annSaves = await t.call('PUT', `/products/${_id}`, {
      token: ann.token,
      headers: { 'If-Match': etag },
      body: { ...whole, title: 'Ann’s course' },
    });
    expect(annSaves.status).toBe(409);
    expect(annSaves.body.message).toBe(
      'This course was changed by Bob Builder after you opened it. Your save was not applied.',
    );
    expect(annSaves.body.current).toEqual(bobSaves.body);
    expect((await t.call('GET', `/products/${_id}`, { token: ann.token })).body.title).toBe('Bob’s course');
  });

  it('find-it cards: the set’s read ETag is taken once; a stale one answers 409', async () => {
    const product = await t.createProduct(ann);
    await cardSet(product._id, ['cat']);
    const read = await t.call('GET', `/findit-cards/${product._id}`, { token: ann.token });
    const etag = read.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const bobSaves = await t.call('PUT', `/findit-cards/${read.body._id}`, {
      token: bob.token,
      headers: { 'If-Match': etag },
      body: { cards: [{ findIndex: 1, title: 'dog' }] },
    });
    expect(bobSaves.status).toBe(200);
    const annSaves = await t.call('PUT', `/findit-cards/${read.body._id}`, {
      token: ann.token,
      headers: { 'If-Match': etag },
      body: { cards: [] },
    });
    expect(annSaves.status).toBe(409);
    expect(annSaves.body.current).toEqual(bobSaves.body);
    const stored = await t.call('GET', `/findit-cards/${product._id}`, { token: ann.token });
    expect(titles(stored.body.cards)).toEqual(['dog']);
  });

  it('lesson order: the lesson list’s ETag is a precondition; a list changed since answers 409', async () => {
    const product = await t.createProduct(ann);
    const a = await t.createLesson(ann, product._id, { title: 'A' });
    const b = await t.createLesson(ann, product._id, { title: 'B' });
    const listed = await t.call('GET', `/lessons/admin?productId=${product._id}`, { token: ann.token });
    const etag = listed.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const learnerList = await t.call('GET', `/lessons?productId=${product._id}`, { token: ann.token });
    expect(learnerList.headers.get('ETag')).toBe(etag);

    await t.call('PUT', `/lessons/${b._id}`, { token: bob.token, body: { title: 'B by Bob' } });
    const reorder = {
      lessons: [
        { _id: b._id, order: 0 },
        { _id: a._id, order: 1 },
      ],
    };
    const stale = await t.call('PUT', '/lessons/order/update', {
      token: ann.token,
      headers: { 'If-Match': etag },
      body: reorder,
    });
    expect(stale.status).toBe(409);
    expect(titles(stale.body.current.lessons)).toEqual(['A', 'B by Bob']);
    const fresh = await t.call('GET', `/lessons/admin?productId=${product._id}`, { token: ann.token });
    expect(titles(fresh.body)).toEqual(['A', 'B by Bob']);
    const moved = await t.call('PUT', '/lessons/order/update', {
      token: ann.token,
      headers: { 'If-Match': fresh.headers.get('ETag') ?? '' },
      body: reorder,
    });
    expect(moved.status).toBe(200);
    expect(titles(moved.body.lessons)).toEqual(['B by Bob', 'A']);
  });
});
