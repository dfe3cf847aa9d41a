import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const CARDS = [
  { image: '/apple.png', title: 'apple', findIndex: 1, backgroundColor: '#FF0000' },
  { image: '/pear.png', title: 'pear', findIndex: 2, backgroundColor: '#00FF00' },
  { image: '/plum.png', title: 'plum', findIndex: 3, backgroundColor: '#0000FF' },
];

async function ownedProduct() {
  const product = await t.createProduct(admin);
  const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
  return { product, owner };
}

describe('GET /api/findit-cards/{productId}', () => {
  it('answers an empty set without _id for a product that has none yet', async () => {
    const { product, owner } = await ownedProduct();
    const answer = await t.call('GET', `/findit-cards/${product._id}`, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ productId: product._id, cards: [] });
  });

  it('answers the set with its _id and cards to the owner (customer or admin subscription) and to an admin', async () => {
    const { product, owner } = await ownedProduct();
    const created = await t.call('POST', '/findit-cards', {
      token: admin.token,
      body: { productId: product._id, cards: CARDS },
    });
    const byAdminList = await t.createUser({ adminSubscriptions: [product.shopifyProductId] });
    for (const caller of [owner, byAdminList, admin]) {
      const answer = await t.call('GET', `/findit-cards/${product._id}`, { token: caller.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(created.body);
      expect(answer.body._id).toBeTruthy();
    }
  });

  it('answers 403 to a customer who does not own the product, 404 for an unknown one, 401 without a token', async () => {
    const { product } = await ownedProduct();
    await t.call('POST', '/findit-cards', { token: admin.token, body: { productId: product._id, cards: CARDS } });
    const stranger = await t.createUser();
    const answer = await t.call('GET', `/findit-cards/${product._id}`, { token: stranger.token });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toHaveProperty('cards');
    expect((await t.call('GET', `/findit-cards/${crypto.randomUUID()}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('GET', `/findit-cards/${product._id}`)).status).toBe(401);
  });
});

describe('POST /api/findit-cards', () => {
  it('creates the set (201) with the cards numbered 1..n in their order', async () => {
    const { product } = await ownedProduct();
    const cards = [
      { image: '/b.png', title: 'b', findIndex: 7, index: 99 },
      { image: '/a.png', title: 'a', findIndex: 4, index: 5 },
      { findIndex: 1 },
    ];
    const answer = await t.call('POST', '/findit-cards', {
      token: admin.token,
      body: { productId: product._id, cards },
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['_id', 'cards', 'productId', 'version']);
    expect(answer.body.productId).toBe(product._id);
    expect(answer.body.cards).toEqual([
      { image: '/b.png', title: 'b', findIndex: 7, backgroundColor: '#ffffff', index: 1 },
      { image: '/a.png', title: 'a', findIndex: 4, backgroundColor: '#ffffff', index: 2 },
      { image: '', title: '', findIndex: 1, backgroundColor: '#ffffff', index: 3 },
    ]);
  });

  it('answers 409 for a second set of the same product and keeps the first', async () => {
    const { product } = await ownedProduct();
    const first = await t.call('POST', '/findit-cards', {
      token: admin.token,
      body: { productId: product._id, cards: CARDS },
    });
    expect(first.status).toBe(201);
    const second = await t.call('POST', '/findit-cards', {
      token: admin.token,
      body: { productId: product._id, cards: [{ findIndex: 9 }] },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^The Find It cards were changed by /);
    expect(second.body.current).toEqual(first.body);
    const stored = await t.call('GET', `/findit-cards/${product._id}`, { token: admin.token });
    expect(stored.body).toEqual(first.body);
  });

  it('answers 404 for an unknown product and 400 naming the field', async () => {
    const unknown = await t.call('POST', '/findit-cards', {
      token: admin.token,
      body: { productId: crypto.randomUUID(), cards: CARDS },
    });
    expect(unknown.status).toBe(404);
    const { product } = await ownedProduct();
    const noIndex = await t.call('POST', '/findit-cards', {
      token: admin.token,
      body: { productId: product._id, cards: [{ title: 'x' }] },
    });
    expect(noIndex.status).toBe(400);
    expect(noIndex.body.message).toMatch(/^cards\.0\.findIndex: /);
    const noProduct = await t.call('POST', '/findit-cards', { token: admin.token, body: { cards: [] } });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.message).toMatch(/^productId: /);
    const noCards = await t.call('POST', '/findit-cards', { token: admin.token, body: { productId: product._id } });
    expect(noCards.status).toBe(400);
    expect(noCards.body.message).toMatch(/^cards: /);
    expect((await t.call('GET', `/findit-cards/${product._id}`, { token: admin.token })).body).not.toHaveProperty(
      '_id',
    );
  });

  it('is for admins only: 401 without a token, 403 to the owner (also with an invalid body)', async () => {
    const { product, owner } = await ownedProduct();
    expect((await t.call('POST', '/findit-cards', { body: { productId: product._id, cards: CARDS } })).status).toBe(
      401,
    );
    const valid = await t.call('POST', '/findit-cards', {
      token: owner.token,
      body: { productId: product._id, cards: CARDS },
    });
    expect(valid.status).toBe(403);
    const invalid = await t.call('POST', '/findit-cards', { token: owner.token, body: { cards: 'no' } });
    expect(invalid.status).toBe(403);
    expect((await t.call('GET', `/findit-cards/${product._id}`, { token: owner.token })).body.cards).toEqual([]);
  });
});

describe('PUT /api/findit-cards/{setId}', () => {
  it('replaces the cards of the set, numbered again', async () => {
    const { product, owner } = await ownedProduct();
    const set = (
      await t.call('POST', '/findit-cards', { token: admin.token, body: { productId: product._id, cards: CARDS } })
    ).body;
    const answer = await t.call('PUT', `/findit-cards/${set._id}`, {
      token: admin.token,
      body: { version: 1, cards: [CARDS[2], { findIndex: 8, title: 'new' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      _id: set._id,
      productId: product._id,
      version: 2,
      cards: [
        { ...CARDS[2], index: 1 },
        { image: '', title: 'new', findIndex: 8, backgroundColor: '#ffffff', index: 2 },
      ],
    });
    const stored = await t.call('GET', `/findit-cards/${product._id}`, { token: owner.token });
    expect(stored.body).toEqual(answer.body);
    const emptied = await t.call('PUT', `/findit-cards/${set._id}`, {
      token: admin.token,
      body: { version: 2, cards: [] },
    });
    expect(emptied.body).toEqual({ _id: set._id, productId: product._id, version: 3, cards: [] });
  });

  it('answers 404 for an unknown set (also a product id in its place) and 400 naming the field', async () => {
    const { product } = await ownedProduct();
    const set = (
      await t.call('POST', '/findit-cards', { token: admin.token, body: { productId: product._id, cards: CARDS } })
    ).body;
    expect(
      (
        await t.call('PUT', `/findit-cards/${crypto.randomUUID()}`, {
          token: admin.token,
          body: { version: 1, cards: [] },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('PUT', `/findit-cards/${product._id}`, { token: admin.token, body: { version: 1, cards: [] } }))
        .status,
    ).toBe(404);
    const invalid = await t.call('PUT', `/findit-cards/${set._id}`, {
      token: admin.token,
      body: { version: 1, cards: [{ findIndex: 0 }] },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^cards\.0\.findIndex: /);
    expect((await t.call('GET', `/findit-cards/${product._id}`, { token: admin.token })).body.cards).toHaveLength(3);
  });

  it('is for admins only and changes nothing otherwise', async () => {
    const { product, owner } = await ownedProduct();
    const set = (
      await t.call('POST', '/findit-cards', { token: admin.token, body: { productId: product._id, cards: CARDS } })
    ).body;
    expect((await t.call('PUT', `/findit-cards/${set._id}`, { body: { version: 1, cards: [] } })).status).toBe(401);
    expect(
      (await t.call('PUT', `/findit-cards/${set._id}`, { token: owner.token, body: { version: 1, cards: [] } })).status,
    ).toBe(403);
    expect((await t.call('GET', `/findit-cards/${product._id}`, { token: owner.token })).body.cards).toHaveLength(3);
  });
});
