import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '#server/db/connect';
import { products } from '#server/db/schema';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const PRODUCT_KEYS = [
  '_id',
  'createdAt',
  'description',
  'language',
  'lessonCards',
  'manualLink',
  'preview',
  'resourcesLink',
  'shopifyProductId',
  'title',
  'titleLogo',
  'updatedAt',
  'url',
  'version',
];

/** Spec section 3 of the learner document: the nine default cards and their colours. */
const DEFAULT_CARDS = [
  { id: 'say-it', title: 'say it', image: '', bgColor: '#F8B6B1' },
  { id: 'find-it', title: 'find it', image: '', bgColor: '#FCD5AF' },
  { id: 'hear-it', title: 'hear it', image: '', bgColor: '#FCE9AD' },
  { id: 'watch-it', title: 'watch it', image: '', bgColor: '#DFEAB7' },
  { id: 'play-it', title: 'play it', image: '', bgColor: '#B4EAC4' },
  { id: 'read-it', title: 'read it', image: '', bgColor: '#B1CFFF' },
  { id: 'learn-it', title: 'learn it', image: '', bgColor: '#DEBAF1' },
  { id: 'practise-it', title: 'practise it', image: '', bgColor: '#F6BBE7' },
  { id: 'write-it', title: 'write it', image: '', bgColor: '#E2CBB0' },
];

const FULL_PRODUCT = {
  shopifyProductId: 'shop-full',
  title: 'Full course',
  description: 'All about symbols',
  titleLogo: 'https://cdn.example.com/logo.png',
  preview: '/demo/preview.png',
  url: 'https://shop.example.com/full',
  manualLink: 'https://example.com/manual.pdf',
  resourcesLink: 'https://example.com/resources',
  lessonCards: [{ id: 'write-it', title: 'Write!', image: '/w.png', bgColor: '112233' }],
  language: 'en-GB',
};

describe('GET /api/products', () => {
  it('lists every product to a customer, owned or not, oldest first', async () => {
    const first = await t.createProduct(admin, { title: 'First listed' });
    const second = await t.createProduct(admin, { title: 'Second listed' });
    const customer = await t.createUser({ customerSubscriptions: [first.shopifyProductId] });
    const answer = await t.call('GET', '/products', { token: customer.token });
    expect(answer.status).toBe(200);
    const ids = answer.body.map((product: { _id: string }) => product._id);
    expect(ids).toContain(first._id);
    expect(ids).toContain(second._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    const owned = answer.body.find((product: { _id: string }) => product._id === first._id);
    expect(Object.keys(owned).sort()).toEqual(PRODUCT_KEYS);
  });

  it('gives a customer of a course they do not own only what its locked card shows', async () => {
    const locked = await t.createProduct(admin, {
      title: 'Locked course',
      manualLink: 'https://example.com/manual.pdf',
      resourcesLink: 'https://example.com/resources',
    });
    const customer = await t.createUser();
    const answer = await t.call('GET', '/products', { token: customer.token });
    const listed = answer.body.find((product: { _id: string }) => product._id === locked._id);
    expect(Object.keys(listed).sort()).toEqual(
      ['_id', 'description', 'preview', 'shopifyProductId', 'title', 'titleLogo', 'url'].sort(),
    );
    expect(listed.title).toBe('Locked course');
    const asAdmin = await t.call('GET', '/products', { token: admin.token });
    const whole = asAdmin.body.find((product: { _id: string }) => product._id === locked._id);
    expect(whole.manualLink).toBe('https://example.com/manual.pdf');
  });

  it('lists drafts without a shop id to admins only', async () => {
    const draft = await t.createProduct(admin, { title: 'Draft course', shopifyProductId: '' });
    const customer = await t.createUser();
    const ids = (answer: { body: { _id: string }[] }) => answer.body.map((product) => product._id);
    expect(ids(await t.call('GET', '/products', { token: customer.token }))).not.toContain(draft._id);
    expect(ids(await t.call('GET', '/products', { token: admin.token }))).toContain(draft._id);
  });

  it('answers 401 without a token', async () => {
    const answer = await t.call('GET', '/products');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Please sign in');
  });
});

describe('GET /api/products/{id}', () => {
  it('answers the product to a customer subscribed through the shop', async () => {
    const product = await t.createProduct(admin);
    const customer = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const answer = await t.call('GET', `/products/${product._id}`, { token: customer.token });
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(product._id);
    expect(Object.keys(answer.body).sort()).toEqual(PRODUCT_KEYS);
  });

  it('answers the product to a customer subscribed by an admin (the union of both lists)', async () => {
    const product = await t.createProduct(admin);
    const other = await t.createProduct(admin);
    const customer = await t.createUser({
      customerSubscriptions: [other.shopifyProductId],
      adminSubscriptions: [product.shopifyProductId],
    });
    expect((await t.call('GET', `/products/${product._id}`, { token: customer.token })).status).toBe(200);
    expect((await t.call('GET', `/products/${other._id}`, { token: customer.token })).status).toBe(200);
  });

  it('answers 403 to a customer who owns it in neither list', async () => {
    const product = await t.createProduct(admin);
    const owned = await t.createProduct(admin);
    const customer = await t.createUser({ customerSubscriptions: [owned.shopifyProductId] });
    const answer = await t.call('GET', `/products/${product._id}`, { token: customer.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('You do not have access to this course');
  });

  it('answers 404 to a customer for a product without a shop id (a draft), whatever the customer holds', async () => {
    const product = await t.createProduct(admin, { shopifyProductId: '' });
    const customer = await t.createUser({ customerSubscriptions: [''] });
    expect((await t.call('GET', `/products/${product._id}`, { token: customer.token })).status).toBe(404);
    expect((await t.call('GET', `/products/${product._id}`, { token: admin.token })).status).toBe(200);
  });

  it('lets an admin open any product, subscribed or not', async () => {
    const product = await t.createProduct(admin);
    const otherAdmin = await t.createAdmin();
    const answer = await t.call('GET', `/products/${product._id}`, { token: otherAdmin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.title).toBe(product.title);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    const customer = await t.createUser();
    for (const id of [crypto.randomUUID(), 'abc']) {
      const answer = await t.call('GET', `/products/${id}`, { token: customer.token });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Product not found');
    }
  });

  it('answers 401 without a token', async () => {
    const product = await t.createProduct(admin);
    expect((await t.call('GET', `/products/${product._id}`)).status).toBe(401);
  });
});

describe('POST /api/products', () => {
  it('creates a product with every field and answers it with an _id', async () => {
    const answer = await t.call('POST', '/products', { token: admin.token, body: FULL_PRODUCT });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      ...FULL_PRODUCT,
      lessonCards: [{ id: 'write-it', title: 'Write!', image: '/w.png', bgColor: '#112233' }],
    });
    expect(typeof answer.body._id).toBe('string');
    expect(Date.parse(answer.body.createdAt)).not.toBeNaN();
    const stored = await t.call('GET', `/products/${answer.body._id}`, { token: admin.token });
    expect(stored.body).toEqual(answer.body);
  });

  it('gives a product without lessonCards the nine default cards with their colours', async () => {
    const answer = await t.call('POST', '/products', { token: admin.token, body: { title: 'Plain' } });
    expect(answer.status).toBe(201);
    expect(answer.body.lessonCards).toEqual(DEFAULT_CARDS);
    expect(answer.body).toMatchObject({ shopifyProductId: '', description: '', url: '', manualLink: '' });
  });

  it('also answers at the spec path with a trailing slash', async () => {
    const answer = await t.call('POST', '/products/', { token: admin.token, body: { title: 'Slash' } });
    expect(answer.status).toBe(201);
    expect(answer.body.title).toBe('Slash');
  });

  it('answers 400 naming the field', async () => {
    const noTitle = await t.call('POST', '/products', { token: admin.token, body: { description: 'x' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toMatch(/^title: /);
    const emptyTitle = await t.call('POST', '/products', { token: admin.token, body: { title: '   ' } });
    expect(emptyTitle.status).toBe(400);
    expect(emptyTitle.body.message).toBe('title: is required');
    const script = await t.call('POST', '/products', {
      token: admin.token,
      body: { title: 'x', url: 'javascript:alert(1)' },
    });
    expect(script.status).toBe(400);
    expect(script.body.message).toBe('url: must be a web address');
    const twice = await t.call('POST', '/products', {
      token: admin.token,
      body: {
        title: 'x',
        lessonCards: [
          { id: 'say-it', title: 'a', bgColor: '#000000' },
          { id: 'say-it', title: 'b', bgColor: '#000000' },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/^lessonCards: each activity may have one card/);
    const colour = await t.call('POST', '/products', {
      token: admin.token,
      body: { title: 'x', lessonCards: [{ id: 'say-it', title: 'a', bgColor: 'red' }] },
    });
    expect(colour.status).toBe(400);
    expect(colour.body.message).toMatch(/^lessonCards\.0\.bgColor: /);
  });

  it('answers 401 without a token and 403 to a customer, before looking at the body', async () => {
    const customer = await t.createUser();
    const before = (await t.call('GET', '/products', { token: admin.token })).body.length;
    expect((await t.call('POST', '/products', { body: { title: 'x' } })).status).toBe(401);
    expect((await t.call('POST', '/products', { body: {} })).status).toBe(401);
    const valid = await t.call('POST', '/products', { token: customer.token, body: { title: 'x' } });
    expect(valid.status).toBe(403);
    expect(valid.body.message).toBe('Only admins can do this');
    const invalid = await t.call('POST', '/products', { token: customer.token, body: { title: 42 } });
    expect(invalid.status).toBe(403);
    const malformed = await t.call('POST', '/products', { token: customer.token, body: '{"title":' });
    expect(malformed.status).toBe(403);
    expect((await t.call('GET', '/products', { token: admin.token })).body.length).toBe(before);
  });
});

describe('PUT /api/products/{id}', () => {
  it('replaces the whole product, lessonCards included', async () => {
    const created = (
      await t.call('POST', '/products', { token: admin.token, body: { ...FULL_PRODUCT, shopifyProductId: 'shop-put' } })
    ).body;
    const cards = [
      { id: 'say-it', title: 'Speak', image: '/s.png', bgColor: '#010203' },
      { id: 'read-it', title: 'Read', image: '', bgColor: '#0A0B0C' },
    ];
    const answer = await t.call('PUT', `/products/${created._id}`, {
      token: admin.token,
      body: { version: 1, title: 'Renamed', shopifyProductId: 'shop-renamed', lessonCards: cards },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: created._id,
      title: 'Renamed',
      shopifyProductId: 'shop-renamed',
      description: '',
      titleLogo: '',
      url: '',
      manualLink: '',
      resourcesLink: '',
      lessonCards: cards,
      createdAt: created.createdAt,
    });
    const stored = await t.call('GET', `/products/${created._id}`, { token: admin.token });
    expect(stored.body).toEqual(answer.body);
  });

  it('answers 404 for an unknown product and 400 naming the field', async () => {
    const missing = await t.call('PUT', `/products/${crypto.randomUUID()}`, {
      token: admin.token,
      body: { version: 1, title: 'x' },
    });
    expect(missing.status).toBe(404);
    const product = await t.createProduct(admin, { title: 'Kept' });
    const invalid = await t.call('PUT', `/products/${product._id}`, {
      token: admin.token,
      body: { version: 1, title: '' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^title: /);
    expect((await t.call('GET', `/products/${product._id}`, { token: admin.token })).body.title).toBe('Kept');
  });

  it('answers 401 and 403 (also for an invalid body) and changes nothing', async () => {
    const product = await t.createProduct(admin, { title: 'Untouched' });
    const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    expect((await t.call('PUT', `/products/${product._id}`, { body: { version: 1, title: 'x' } })).status).toBe(401);
    const valid = await t.call('PUT', `/products/${product._id}`, {
      token: owner.token,
      body: { version: 1, title: 'x' },
    });
    expect(valid.status).toBe(403);
    const invalid = await t.call('PUT', `/products/${product._id}`, {
      token: owner.token,
      body: { version: 1, title: 7 },
    });
    expect(invalid.status).toBe(403);
    expect((await t.call('GET', `/products/${product._id}`, { token: admin.token })).body.title).toBe('Untouched');
  });
});

describe("a course's language", () => {
  const put = (id: string, body: Record<string, unknown>) =>
    t.call('PUT', `/products/${id}`, { token: admin.token, body: { title: 'A course', ...body } });
  const stored = async (id: string) => (await t.call('GET', `/products/${id}`, { token: admin.token })).body;

  it('is English for a new course sent without one, as the spec sends it, and the one given otherwise', async () => {
    const plain = await t.call('POST', '/products', { token: admin.token, body: { title: 'Plain' } });
    expect(plain.body.language).toBe('en');
    expect((await stored(plain.body._id)).language).toBe('en');
    const welsh = await t.call('POST', '/products', {
      token: admin.token,
      body: { title: 'Cymraeg', language: ' cy ' },
    });
    expect(welsh.status).toBe(201);
    expect(welsh.body.language).toBe('cy');
    expect((await stored(welsh.body._id)).language).toBe('cy');
  });

  it('is kept by a save without one and changed by a save with one', async () => {
    const created = await t.call('POST', '/products', { token: admin.token, body: { title: 'Welsh', language: 'cy' } });
    const kept = await put(created.body._id, { version: 1, title: 'Welsh, renamed' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ title: 'Welsh, renamed', language: 'cy' });
    const changed = await put(created.body._id, { version: 2, language: 'pt-BR' });
    expect(changed.body.language).toBe('pt-BR');
    expect((await stored(created.body._id)).language).toBe('pt-BR');
  });

  it("answers 400 with the schema's message for a tag that is not one, and stores nothing", async () => {
    const message = "language: must be a language tag such as 'en', 'en-GB' or 'cy'";
    const before = (await t.call('GET', '/products', { token: admin.token })).body.length;
    for (const language of ['English', 'e', '', 42]) {
      const made = await t.call('POST', '/products', { token: admin.token, body: { title: 'x', language } });
      expect(made.status).toBe(400);
      if (typeof language === 'string') expect(made.body.message).toBe(message);
    }
    expect((await t.call('GET', '/products', { token: admin.token })).body.length).toBe(before);
    const product = await t.createProduct(admin, { language: 'fr' });
    const refused = await put(product._id, { version: 1, language: 'fr_FR' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect(await stored(product._id)).toMatchObject({ language: 'fr', version: 1 });
  });
});

describe('DELETE /api/products/{id}', () => {
  it('removes the product with its lessons, its card set and the progress made in it', async () => {
    const product = await t.createProduct(admin);
    const lesson = await t.createLesson(admin, product._id);
    const set = await t.call('POST', '/findit-cards', {
      token: admin.token,
      body: { productId: product._id, cards: [{ findIndex: 1 }] },
    });
    expect(set.status).toBe(201);
    const customer = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const started = await t.call('POST', '/activities/start-lesson', {
      token: customer.token,
      body: { productId: product._id, lessonId: lesson._id },
    });
    expect(started.status).toBe(200);

    const answer = await t.call('DELETE', `/products/${product._id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Product deleted');

    expect((await t.call('GET', `/products/${product._id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/lessons/${lesson._id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/lessons?productId=${product._id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/findit-cards/${product._id}`, { token: admin.token })).status).toBe(404);
    const cardsPut = await t.call('PUT', `/findit-cards/${set.body._id}`, {
      token: admin.token,
      body: { version: 1, cards: [] },
    });
    expect(cardsPut.status).toBe(404);
    const activity = await t.call('GET', `/activities/get-activity?productId=${product._id}&lessonId=${lesson._id}`, {
      token: customer.token,
    });
    expect(activity.status).toBe(404);
    const listed = await t.call('GET', '/products', { token: customer.token });
    expect(listed.body.map((p: { _id: string }) => p._id)).not.toContain(product._id);
    expect((await t.call('DELETE', `/products/${product._id}`, { token: admin.token })).status).toBe(404);
  });

  it('answers 401 and 403 and keeps the product', async () => {
    const product = await t.createProduct(admin);
    const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    expect((await t.call('DELETE', `/products/${product._id}`)).status).toBe(401);
    expect((await t.call('DELETE', `/products/${product._id}`, { token: owner.token })).status).toBe(403);
    expect((await t.call('GET', `/products/${product._id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('shopifyProductId is unique across products', () => {
  it('answers 409 with a clear message to a new product with a taken shop id, and stores nothing', async () => {
    const first = await t.createProduct(admin, { title: 'First seller', shopifyProductId: 'shop-taken' });
    const before = (await t.call('GET', '/products', { token: admin.token })).body.length;
    const answer = await t.call('POST', '/products', {
      token: admin.token,
      body: { title: 'Second seller', shopifyProductId: ' shop-taken ' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Shopify product id shop-taken is already used by "First seller". Each shop product can belong to one course only.',
    );
    expect(answer.body.field).toBe('shopifyProductId');
    expect((await t.call('GET', '/products', { token: admin.token })).body.length).toBe(before);
    expect((await t.call('GET', `/products/${first._id}`, { token: admin.token })).body.title).toBe('First seller');
  });

  it("answers 409 to an edit that takes another product's shop id, and keeps the product as it was", async () => {
    await t.createProduct(admin, { title: 'Owner of the id', shopifyProductId: 'shop-kept' });
    const other = await t.createProduct(admin, { title: 'Other', shopifyProductId: 'shop-other' });
    const answer = await t.call('PUT', `/products/${other._id}`, {
      token: admin.token,
      body: { version: 1, title: 'Other renamed', shopifyProductId: 'shop-kept' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('already used by "Owner of the id"');
    const stored = (await t.call('GET', `/products/${other._id}`, { token: admin.token })).body;
    expect(stored).toMatchObject({ title: 'Other', shopifyProductId: 'shop-other' });
  });

  it('lets a product keep its own shop id on save, and any number of drafts have none', async () => {
    const product = await t.createProduct(admin, { title: 'Keeps', shopifyProductId: 'shop-own' });
    const saved = await t.call('PUT', `/products/${product._id}`, {
      token: admin.token,
      body: { version: 1, title: 'Keeps renamed', shopifyProductId: 'shop-own' },
    });
    expect(saved.status).toBe(200);
    await t.createProduct(admin, { shopifyProductId: '' });
    await t.createProduct(admin, { shopifyProductId: '' });
  });

  it('the migration leaves a shared shop id with the oldest product and makes the later copies drafts', async () => {
    class RolledBack extends Error {}
    const migration = await readFile(`${MIGRATIONS_FOLDER}/0003_unique_shop_ids.sql`, 'utf8');
    const seen = t.db.transaction(async (tx) => {
      // As a database was before the unique index: a product and two copies made by Duplicate.
      await tx.execute(sql`DROP INDEX products_shopify_product_unique`);
      const row = (id: string, title: string, day: number, shopifyProductId: string) => ({
        id,
        title,
        shopifyProductId,
        lessonCards: [],
        createdAt: new Date(Date.UTC(2026, 0, day)),
      });
      await tx
        .insert(products)
        .values([
          row('mig-copy-1', 'Sold (Copy)', 2, 'shop-shared'),
          row('mig-original', 'Sold', 1, 'shop-shared'),
          row('mig-copy-2', 'Sold (Copy) (Copy)', 3, 'shop-shared'),
          row('mig-alone', 'Alone', 2, 'shop-alone'),
        ]);
      await tx.execute(sql.raw(migration));
      const ids = ['mig-original', 'mig-copy-1', 'mig-copy-2', 'mig-alone'];
      const after: (string | undefined)[] = [];
      for (const id of ids)
        after.push((await tx.select().from(products).where(eq(products.id, id)))[0]?.shopifyProductId);
      throw new RolledBack(JSON.stringify(after));
    });
    await expect(seen).rejects.toThrow(JSON.stringify(['shop-shared', '', '', 'shop-alone']));
  });

  it('refuses two products with one shop id even when both saves run at once', async () => {
    const answers = await Promise.all(
      ['Racer A', 'Racer B'].map((title) =>
        t.call('POST', '/products', { token: admin.token, body: { title, shopifyProductId: 'shop-race' } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});

describe('POST /api/products/{id}/duplicate', () => {
  const sectionsOf = (index: number) => ({
    sayIt: { title: `Say ${index}`, video: 'https://youtu.be/abcdefghijk' },
    findIt: { cardIndexes: [index, index + 1] },
    playIt: {
      game: 'find-the-correct-one' as const,
      findTheCorrectOneLevels: [{ imageOptions: [{ src: '/a.png', alt: 'a' }], correctAnswerIndexes: [0] }],
    },
    writeIt: { canvases: [`/canvas-${index}.png`] },
  });

  it('copies the product, its lessons (sections and order kept) and its card set under new ids', async () => {
    const original = (
      await t.call('POST', '/products', {
        token: admin.token,
        body: { ...FULL_PRODUCT, shopifyProductId: 'shop-original', title: 'Original' },
      })
    ).body;
    const made = [];
    for (const index of [1, 2, 3]) {
      made.push(await t.createLesson(admin, original._id, { title: `Lesson ${index}`, sections: sectionsOf(index) }));
    }
    // Reordered: 3, 1, 2.
    const reordered = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: {
        basedOn: made.map((lesson) => lesson._id),
        lessons: [
          { _id: made[2]?._id, order: 0 },
          { _id: made[0]?._id, order: 1 },
          { _id: made[1]?._id, order: 2 },
        ],
      },
    });
    expect(reordered.status).toBe(200);
    const cards = [
      { image: '/c1.png', title: 'One', findIndex: 1, backgroundColor: '#111111' },
      { image: '/c2.png', title: 'Two', findIndex: 2, backgroundColor: '#222222' },
    ];
    const set = await t.call('POST', '/findit-cards', { token: admin.token, body: { productId: original._id, cards } });
    expect(set.status).toBe(201);

    const answer = await t.call('POST', `/products/${original._id}/duplicate`, { token: admin.token });
    expect(answer.status).toBe(201);
    const copy = answer.body;
    expect(copy._id).not.toBe(original._id);
    expect(copy.title).toBe('Original (Copy)');
    const { _id, title, createdAt, updatedAt, shopifyProductId, ...sameFields } = original;
    expect(copy).toMatchObject(sameFields);
    expect(copy.shopifyProductId).toBe('');

    const originalLessons = (await t.call('GET', `/lessons?productId=${original._id}`, { token: admin.token })).body;
    const copiedLessons = (await t.call('GET', `/lessons?productId=${copy._id}`, { token: admin.token })).body;
    expect(copiedLessons.map((lesson: { title: string }) => lesson.title)).toEqual([
      'Lesson 3',
      'Lesson 1',
      'Lesson 2',
    ]);
    expect(copiedLessons).toHaveLength(3);
    copiedLessons.forEach((lesson: any, position: number) => {
      const from = originalLessons[position];
      expect(lesson._id).not.toBe(from._id);
      expect(lesson.productId).toBe(copy._id);
      expect(lesson.order).toBe(from.order);
      expect(lesson.sections).toEqual(from.sections);
      expect(lesson.image).toBe(from.image);
    });
    expect(copiedLessons[0].sections.sayIt.title).toBe('Say 3');

    const copiedSet = await t.call('GET', `/findit-cards/${copy._id}`, { token: admin.token });
    expect(copiedSet.status).toBe(200);
    expect(copiedSet.body._id).toBeTruthy();
    expect(copiedSet.body._id).not.toBe(set.body._id);
    expect(copiedSet.body.productId).toBe(copy._id);
    expect(copiedSet.body.cards).toEqual(set.body.cards);

    // The copy is independent: changing it leaves the original as it was.
    await t.call('DELETE', `/lessons/${copiedLessons[0]._id}`, { token: admin.token });
    await t.call('PUT', `/findit-cards/${copiedSet.body._id}`, { token: admin.token, body: { version: 1, cards: [] } });
    expect((await t.call('GET', `/lessons?productId=${original._id}`, { token: admin.token })).body).toHaveLength(3);
    expect((await t.call('GET', `/findit-cards/${original._id}`, { token: admin.token })).body.cards).toHaveLength(2);
    const products = (await t.call('GET', '/products', { token: admin.token })).body;
    expect(products.filter((p: { title: string }) => p.title.startsWith('Original'))).toHaveLength(2);
  });

  it('copies a product without lessons or card set', async () => {
    const original = await t.createProduct(admin, { title: 'Bare' });
    const answer = await t.call('POST', `/products/${original._id}/duplicate`, { token: admin.token });
    expect(answer.status).toBe(201);
    expect(answer.body.title).toBe('Bare (Copy)');
    expect((await t.call('GET', `/lessons?productId=${answer.body._id}`, { token: admin.token })).body).toEqual([]);
    const set = await t.call('GET', `/findit-cards/${answer.body._id}`, { token: admin.token });
    expect(set.body).toEqual({ productId: answer.body._id, cards: [] });
  });

  it('gives the copy no shop id: a draft only admins see, which no buyer of the original gets', async () => {
    const original = await t.createProduct(admin, { title: 'Sold course' });
    const buyer = await t.createUser({ customerSubscriptions: [original.shopifyProductId] });
    const copy = (await t.call('POST', `/products/${original._id}/duplicate`, { token: admin.token })).body;
    expect(copy.shopifyProductId).toBe('');

    const listed = (await t.call('GET', '/products', { token: buyer.token })).body.map((p: { _id: string }) => p._id);
    expect(listed).toContain(original._id);
    expect(listed).not.toContain(copy._id);
    expect((await t.call('GET', `/products/${copy._id}`, { token: buyer.token })).status).toBe(404);
    expect((await t.call('GET', `/lessons?productId=${copy._id}`, { token: buyer.token })).status).toBe(403);
    const forAdmin = (await t.call('GET', '/products', { token: admin.token })).body.map((p: { _id: string }) => p._id);
    expect(forAdmin).toContain(copy._id);

    // Once the author gives it a shop id of its own, it is a course like any other.
    const published = await t.call('PUT', `/products/${copy._id}`, {
      token: admin.token,
      body: { version: 1, title: copy.title, shopifyProductId: 'shop-copy-own' },
    });
    expect(published.status).toBe(200);
    const later = (await t.call('GET', '/products', { token: buyer.token })).body.map((p: { _id: string }) => p._id);
    expect(later).toContain(copy._id);
    expect((await t.call('GET', `/products/${copy._id}`, { token: buyer.token })).status).toBe(403);
  });

  it('answers 404 for an unknown product, 401 and 403', async () => {
    expect((await t.call('POST', `/products/${crypto.randomUUID()}/duplicate`, { token: admin.token })).status).toBe(
      404,
    );
    const product = await t.createProduct(admin);
    const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const before = (await t.call('GET', '/products', { token: admin.token })).body.length;
    expect((await t.call('POST', `/products/${product._id}/duplicate`)).status).toBe(401);
    expect((await t.call('POST', `/products/${product._id}/duplicate`, { token: owner.token })).status).toBe(403);
    expect((await t.call('GET', '/products', { token: admin.token })).body.length).toBe(before);
  });
});
