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

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('a save based on an older version is refused, never silently wins', () => {
  it('lesson: the second save of version 1 answers 409 with the current lesson, who saved it and when', async () => {
    const product = await t.createProduct(ann);
    const lesson = await t.createLesson(ann, product._id, { title: 'Shared' });
    const opened = (await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token })).body;
    expect(opened.version).toBe(1);

    t.clock.advance(60_000);
    const bobSaves = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: bob.token,
      body: { ...opened, version: opened.version, sections: { ...opened.sections, sayIt: { title: 'Bob says' } } },
    });
    expect(bobSaves.status).toBe(200);
    expect(bobSaves.body.version).toBe(2);

    const annSaves = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      body: { ...opened, version: opened.version, sections: { ...opened.sections, watchIt: { videos: ['/ann.mp4'] } } },
    });
    expect(annSaves.status).toBe(409);
    expect(annSaves.body.message).toBe(
      'This lesson was changed by Bob Builder after you opened it. Your save was not applied.',
    );
    expect(annSaves.body.changedBy).toBe('Bob Builder');
    expect(annSaves.body.changedAt).toMatch(ISO_TIME);
    expect(annSaves.body.changedAt).toBe(bobSaves.body.updatedAt);
    expect(annSaves.body.current).toEqual(bobSaves.body);

    const stored = (await t.call('GET', `/lessons/${lesson._id}`, { token: ann.token })).body;
    expect(stored.sections.sayIt.title).toBe('Bob says');
    expect(stored.sections.watchIt.videos[0].url).toBe('');

    // Based on the current version, the same save goes through.
    const resaved = await t.call('PUT', `/lessons/${lesson._id}`, {
      token: ann.token,
      body: { ...stored, sections: { ...stored.sections, watchIt: { videos: ['/ann.mp4'] } } },
    });
    expect(resaved.status).toBe(200);
    expect(resaved.body.version).toBe(3);
    expect(resaved.body.sections.sayIt.title).toBe('Bob says');
  });

  it('product and its lesson cards: a stale save answers 409 with the current product', async () => {
    const product = (await t.call('GET', `/products/${(await t.createProduct(ann))._id}`, { token: ann.token })).body;
    expect(product.version).toBe(1);
    const cards = product.lessonCards.map((card: { bgColor: string }) => ({ ...card, bgColor: '#000000' }));
    const bobSaves = await t.call('PUT', `/products/${product._id}`, {
      token: bob.token,
      body: { ...product, lessonCards: cards },
    });
    expect(bobSaves.status).toBe(200);
    const annSaves = await t.call('PUT', `/products/${product._id}`, {
      token: ann.token,
      body: { ...product, title: 'Ann renamed it' },
    });
    expect(annSaves.status).toBe(409);
    expect(annSaves.body.message).toBe(
      'This course was changed by Bob Builder after you opened it. Your save was not applied.',
    );
    expect(annSaves.body.current).toEqual(bobSaves.body);
    const stored = (await t.call('GET', `/products/${product._id}`, { token: ann.token })).body;
    expect(stored.title).toBe(product.title);
    expect(stored.lessonCards[0].bgColor).toBe('#000000');
  });

  it('find-it card set: a stale save answers 409 with the current cards', async () => {
    const product = await t.createProduct(ann);
    const set = await t.call('POST', '/findit-cards', {
      token: ann.token,
      body: { productId: product._id, cards: [{ findIndex: 1, title: 'cat' }] },
    });
    expect(set.body.version).toBe(1);
    const bobSaves = await t.call('PUT', `/findit-cards/${set.body._id}`, {
      token: bob.token,
      body: { version: 1, cards: [{ findIndex: 1, title: 'dog' }] },
    });
    expect(bobSaves.status).toBe(200);
    const annSaves = await t.call('PUT', `/findit-cards/${set.body._id}`, {
      token: ann.token,
      body: { version: 1, cards: [] },
    });
    expect(annSaves.status).toBe(409);
    expect(annSaves.body.changedBy).toBe('Bob Builder');
    expect(annSaves.body.current).toEqual(bobSaves.body);
    const stored = (await t.call('GET', `/findit-cards/${product._id}`, { token: ann.token })).body;
    expect(stored.cards.map((card: { title: string }) => card.title)).toEqual(['dog']);
  });

  it('lesson order: a reorder of an order that has changed since answers 409 with the current list', async () => {
    const product = await t.createProduct(ann);
    const a = await t.createLesson(ann, product._id, { title: 'A' });
    const b = await t.createLesson(ann, product._id, { title: 'B' });
    const seen = [a._id, b._id];
    const bobMoves = await t.call('PUT', '/lessons/order/update', {
      token: bob.token,
      body: {
        basedOn: seen,
        lessons: [
          { _id: b._id, order: 0 },
          { _id: a._id, order: 1 },
        ],
      },
    });
    expect(bobMoves.status).toBe(200);
    const annAdds = await t.createLesson(ann, product._id, { title: 'C' });
    const annMoves = await t.call('PUT', '/lessons/order/update', {
      token: ann.token,
      body: {
        basedOn: seen,
        lessons: [
          { _id: a._id, order: 0 },
          { _id: b._id, order: 1 },
        ],
      },
    });
    expect(annMoves.status).toBe(409);
    // The last change to the order was Ann's own new lesson, after Bob's move.
    expect(annMoves.body.message).toBe(
      'The order of the lessons was changed by Ann Author after you opened it. Your save was not applied.',
    );
    const titles = (list: { title: string }[]) => list.map((lesson) => lesson.title);
    expect(titles(annMoves.body.current.lessons)).toEqual(['B', 'A', 'C']);
    const stored = await t.call('GET', `/lessons/admin?productId=${product._id}`, { token: ann.token });
    expect(titles(stored.body)).toEqual(['B', 'A', 'C']);
    expect(annAdds.title).toBe('C');
  });
});
