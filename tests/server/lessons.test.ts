import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySections } from '#domain/lesson';
import { createApp } from '#server/app';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
});
afterAll(() => t.close());

const LESSON_KEYS = [
  '_id',
  'createdAt',
  'description',
  'image',
  'link',
  'order',
  'productId',
  'sections',
  'title',
  'updatedAt',
  'version',
];

/** A product with lessons titled as given, created in that order, and a customer who owns it. */
async function course(...titles: string[]) {
  const product = await t.createProduct(admin);
  const lessons = [];
  for (const title of titles) lessons.push(await t.createLesson(admin, product._id, { title }));
  const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
  return { product, lessons, owner };
}

const titlesOf = (lessons: { title: string }[]) => lessons.map((lesson) => lesson.title);

async function listed(productId: string) {
  const answer = await t.call('GET', `/lessons?productId=${productId}`, { token: admin.token });
  expect(answer.status).toBe(200);
  return answer.body as { _id: string; title: string; order: number }[];
}

describe('GET /api/lessons?productId', () => {
  it('answers the lessons of an owned product sorted by order', async () => {
    const { product, lessons, owner } = await course('A', 'B', 'C');
    await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: {
        basedOn: lessons.map((lesson) => lesson._id),
        lessons: [
          { _id: lessons[0]?._id, order: 5 },
          { _id: lessons[1]?._id, order: 1 },
          { _id: lessons[2]?._id, order: 3 },
        ],
      },
    });
    const answer = await t.call('GET', `/lessons?productId=${product._id}`, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(titlesOf(answer.body)).toEqual(['B', 'C', 'A']);
    expect(answer.body.map((lesson: { order: number }) => lesson.order)).toEqual([1, 3, 5]);
    expect(Object.keys(answer.body[0]).sort()).toEqual(LESSON_KEYS);
  });

  it('answers 403 to a customer who does not own the product', async () => {
    const { product } = await course('A');
    const stranger = await t.createUser({ customerSubscriptions: ['something-else'] });
    const answer = await t.call('GET', `/lessons?productId=${product._id}`, { token: stranger.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('You do not have access to this course');
  });

  it('answers 404 for an unknown product, 400 without productId and 401 without a token', async () => {
    const customer = await t.createUser();
    const unknown = await t.call('GET', `/lessons?productId=${crypto.randomUUID()}`, { token: customer.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const missing = await t.call('GET', '/lessons', { token: customer.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^productId: /);
    const { product } = await course('A');
    expect((await t.call('GET', `/lessons?productId=${product._id}`)).status).toBe(401);
  });
});

describe('GET /api/lessons/admin?productId', () => {
  it('answers the admin list, sorted by order', async () => {
    const { product } = await course('One', 'Two');
    const answer = await t.call('GET', `/lessons/admin?productId=${product._id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(titlesOf(answer.body)).toEqual(['One', 'Two']);
  });

  it('is for admins only: 401 without a token, 403 even to the owner', async () => {
    const { product, owner } = await course('One');
    expect((await t.call('GET', `/lessons/admin?productId=${product._id}`)).status).toBe(401);
    const answer = await t.call('GET', `/lessons/admin?productId=${product._id}`, { token: owner.token });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Only admins can do this');
  });

  it('answers 404 for an unknown product and 400 without productId', async () => {
    expect(
      (await t.call('GET', `/lessons/admin?productId=${crypto.randomUUID()}`, { token: admin.token })).status,
    ).toBe(404);
    const missing = await t.call('GET', '/lessons/admin', { token: admin.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^productId: /);
  });
});

describe('GET /api/lessons/{id}', () => {
  it('answers the lesson to its owner and to an admin', async () => {
    const { lessons, owner } = await course('Only');
    const lesson = lessons[0];
    const answer = await t.call('GET', `/lessons/${lesson?._id}`, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: lesson?._id, title: 'Only', productId: lesson?.productId, order: 0 });
    expect(answer.body.sections).toEqual(emptySections());
    expect((await t.call('GET', `/lessons/${lesson?._id}`, { token: admin.token })).status).toBe(200);
  });

  it('answers 403 for a lesson of a product not owned, 404 for an unknown id, 401 without a token', async () => {
    const { lessons } = await course('Locked');
    const stranger = await t.createUser();
    const answer = await t.call('GET', `/lessons/${lessons[0]?._id}`, { token: stranger.token });
    expect(answer.status).toBe(403);
    expect((await t.call('GET', `/lessons/${crypto.randomUUID()}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('GET', '/lessons/abc', { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/lessons/${lessons[0]?._id}`)).status).toBe(401);
  });
});

describe('POST /api/lessons', () => {
  it('appends each new lesson at the end, with default sections', async () => {
    const product = await t.createProduct(admin);
    const first = await t.call('POST', '/lessons', {
      token: admin.token,
      body: { productId: product._id, title: 'First', image: '/first.png', description: 'About' },
    });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(LESSON_KEYS);
    expect(first.body).toMatchObject({
      productId: product._id,
      title: 'First',
      image: '/first.png',
      description: 'About',
      link: '',
      order: 0,
    });
    expect(first.body.sections).toEqual(emptySections());
    const second = await t.createLesson(admin, product._id, { title: 'Second' });
    const third = await t.createLesson(admin, product._id, { title: 'Third' });
    expect([second.order, third.order]).toEqual([1, 2]);
    // Deleting one in the middle does not make the next one take an order already used.
    await t.call('DELETE', `/lessons/${second._id}`, { token: admin.token });
    const fourth = await t.createLesson(admin, product._id, { title: 'Fourth' });
    expect(fourth.order).toBe(3);
    expect(titlesOf(await listed(product._id))).toEqual(['First', 'Third', 'Fourth']);
  });

  it('keeps the sections it is given and fills the rest with defaults', async () => {
    const product = await t.createProduct(admin);
    const answer = await t.call('POST', '/lessons', {
      token: admin.token,
      body: {
        productId: product._id,
        title: 'Sectioned',
        sections: { sayIt: { title: 'Hello', video: 'https://youtu.be/abcdefghijk' }, findIt: { cardIndexes: [2, 4] } },
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.sections).toEqual({
      ...emptySections(),
      sayIt: { ...emptySections().sayIt, title: 'Hello', video: 'https://youtu.be/abcdefghijk' },
      findIt: { cardIndexes: [2, 4] },
    });
  });

  it('folds the older top-level section keys into sections, an explicit sections entry winning', async () => {
    const product = await t.createProduct(admin);
    const answer = await t.call('POST', '/lessons', {
      token: admin.token,
      body: {
        productId: product._id,
        title: 'Legacy',
        sayIt: { title: 'From the top level' },
        writeIt: { globalFileLink: '/legacy.pdf' },
        sections: { writeIt: { globalFileLink: '/explicit.pdf' } },
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.sections.sayIt.title).toBe('From the top level');
    expect(answer.body.sections.writeIt.globalFileLink).toBe('/explicit.pdf');
    expect(answer.body).not.toHaveProperty('sayIt');
    const stored = await t.call('GET', `/lessons/${answer.body._id}`, { token: admin.token });
    expect(stored.body.sections.sayIt.title).toBe('From the top level');
  });

  it('answers 404 for an unknown product and 400 naming the field', async () => {
    const unknown = await t.call('POST', '/lessons', {
      token: admin.token,
      body: { productId: crypto.randomUUID(), title: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const product = await t.createProduct(admin);
    const noTitle = await t.call('POST', '/lessons', { token: admin.token, body: { productId: product._id } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toMatch(/^title: /);
    const noProduct = await t.call('POST', '/lessons', { token: admin.token, body: { title: 'x' } });
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.message).toMatch(/^productId: /);
    const badGame = await t.call('POST', '/lessons', {
      token: admin.token,
      body: { productId: product._id, title: 'x', sections: { playIt: { game: 'chess' } } },
    });
    expect(badGame.status).toBe(400);
    expect(badGame.body.message).toMatch(/^sections\.playIt\.game: /);
    expect(await listed(product._id)).toEqual([]);
  });

  it('answers 401 and 403 (also for an invalid body) and creates nothing', async () => {
    const { product, owner } = await course();
    expect((await t.call('POST', '/lessons', { body: { productId: product._id, title: 'x' } })).status).toBe(401);
    const valid = await t.call('POST', '/lessons', {
      token: owner.token,
      body: { productId: product._id, title: 'x' },
    });
    expect(valid.status).toBe(403);
    const invalid = await t.call('POST', '/lessons', { token: owner.token, body: { title: 5 } });
    expect(invalid.status).toBe(403);
    expect(await listed(product._id)).toEqual([]);
  });
});

describe('PUT /api/lessons/{id}', () => {
  const fullLesson = {
    title: 'Full lesson',
    image: '/lesson.png',
    description: 'Everything',
    link: 'https://example.com/more',
    sections: {
      sayIt: { title: 'Say', video: '/v.mp4', illustrations: [{ image: '/i.png', text: 'an apple' }] },
      findIt: { cardIndexes: [1, 9] },
      hearIt: { videos: ['https://youtu.be/abcdefghijk'] },
      watchIt: { videos: [{ url: '/watch.mp4', thumbnail: '/thumb.png' }] },
      playIt: {
        game: 'find-the-correct-one',
        findTheCorrectOneLevels: [
          {
            questionText: 'Where is the apple?',
            imageOptions: [
              { src: '/apple.png', alt: 'apple' },
              { src: '/pear.png', alt: 'pear' },
            ],
            correctAnswerIndexes: [0],
          },
        ],
      },
      readIt: { books: [{ bookTitle: 'A book', coverImage: '/cover.png' }] },
      learnIt: { tabs: [{ key: 'play', title: 'Play', playContent: { title: 'Games', text: ['one', 'two'] } }] },
      practiseIt: { years01: { content: 'Count to three' }, disclaimer: 'Ask an adult' },
      writeIt: { canvases: ['/c1.png'], globalFileLink: '/all.pdf' },
    },
  };

  it('replaces the whole lesson with its sections and keeps its product and order', async () => {
    const { product, lessons } = await course('Zero', 'One');
    const lesson = lessons[1];
    const other = await t.createProduct(admin);
    const answer = await t.call('PUT', `/lessons/${lesson?._id}`, {
      token: admin.token,
      body: { version: 1, ...fullLesson, productId: other._id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: lesson?._id,
      productId: product._id,
      order: 1,
      title: 'Full lesson',
      image: '/lesson.png',
      link: 'https://example.com/more',
    });
    const sections = answer.body.sections;
    expect(sections.sayIt.illustrations).toEqual([{ image: '/i.png', text: 'an apple' }]);
    expect(sections.hearIt.videos).toEqual([{ url: 'https://youtu.be/abcdefghijk', thumbnail: '' }]);
    expect(sections.playIt.game).toBe('find-the-correct-one');
    expect(sections.playIt.findTheCorrectOneLevels[0].correctAnswerIndexes).toEqual([0]);
    expect(sections.learnIt.tabs).toHaveLength(1);
    expect(sections.practiseIt.years01.content).toBe('Count to three');
    const stored = await t.call('GET', `/lessons/${lesson?._id}`, { token: admin.token });
    expect(stored.body).toEqual(answer.body);

    // The whole lesson is replaced: sections not sent go back to their defaults.
    const again = await t.call('PUT', `/lessons/${lesson?._id}`, {
      token: admin.token,
      body: { version: 2, title: 'Bare' },
    });
    expect(again.status).toBe(200);
    expect(again.body.sections).toEqual(emptySections());
    expect(again.body.image).toBe('');
  });

  it('answers 400 naming the field for a find-the-correct-one answer that is not an option', async () => {
    const { lessons } = await course('Game');
    const lesson = lessons[0];
    const level = { imageOptions: [{ src: '/a.png', alt: 'a' }], correctAnswerIndexes: [0, 1] };
    const answer = await t.call('PUT', `/lessons/${lesson?._id}`, {
      token: admin.token,
      body: {
        version: 1,
        title: 'Game',
        sections: { playIt: { game: 'find-the-correct-one', findTheCorrectOneLevels: [level] } },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'sections.playIt.findTheCorrectOneLevels.0.correctAnswerIndexes.1: must be one of the image options',
    );
    const repeated = await t.call('PUT', `/lessons/${lesson?._id}`, {
      token: admin.token,
      body: { version: 1, title: 'Game', sections: { findIt: { cardIndexes: [3, 3] } } },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('sections.findIt.cardIndexes: must not repeat a card');
    const tooManyVideos = await t.call('PUT', `/lessons/${lesson?._id}`, {
      token: admin.token,
      body: { version: 1, title: 'Game', sections: { watchIt: { videos: ['/1', '/2', '/3', '/4', '/5'] } } },
    });
    expect(tooManyVideos.status).toBe(400);
    expect(tooManyVideos.body.message).toMatch(/^sections\.watchIt\.videos: /);
    const stored = await t.call('GET', `/lessons/${lesson?._id}`, { token: admin.token });
    expect(stored.body.sections).toEqual(emptySections());
  });

  it('folds top-level section keys on update too', async () => {
    const { lessons } = await course('Legacy');
    const answer = await t.call('PUT', `/lessons/${lessons[0]?._id}`, {
      token: admin.token,
      body: { version: 1, title: 'Legacy', readIt: { books: [{ bookTitle: 'Old editor' }] } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.sections.readIt.books[0].bookTitle).toBe('Old editor');
  });

  it('answers 404 for an unknown lesson, 401 and 403', async () => {
    const missing = await t.call('PUT', `/lessons/${crypto.randomUUID()}`, {
      token: admin.token,
      body: { version: 1, title: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Lesson not found');
    const { lessons, owner } = await course('Kept');
    const id = lessons[0]?._id;
    expect((await t.call('PUT', `/lessons/${id}`, { body: { version: 1, title: 'x' } })).status).toBe(401);
    expect(
      (await t.call('PUT', `/lessons/${id}`, { token: owner.token, body: { version: 1, title: 'x' } })).status,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/lessons/${id}`, { token: owner.token, body: { version: 1, title: '' } })).status,
    ).toBe(403);
    expect((await t.call('GET', `/lessons/${id}`, { token: owner.token })).body.title).toBe('Kept');
  });
});

describe('DELETE /api/lessons/{id}', () => {
  it('removes the lesson', async () => {
    const { product, lessons } = await course('Stay', 'Go');
    const answer = await t.call('DELETE', `/lessons/${lessons[1]?._id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Lesson deleted');
    expect((await t.call('GET', `/lessons/${lessons[1]?._id}`, { token: admin.token })).status).toBe(404);
    expect(titlesOf(await listed(product._id))).toEqual(['Stay']);
    expect((await t.call('DELETE', `/lessons/${lessons[1]?._id}`, { token: admin.token })).status).toBe(404);
  });

  it('answers 401 and 403 and keeps the lesson', async () => {
    const { lessons, owner } = await course('Stay');
    expect((await t.call('DELETE', `/lessons/${lessons[0]?._id}`)).status).toBe(401);
    expect((await t.call('DELETE', `/lessons/${lessons[0]?._id}`, { token: owner.token })).status).toBe(403);
    expect((await t.call('GET', `/lessons/${lessons[0]?._id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('validation answers', () => {
  it('name the field and say what is wrong in words for people', async () => {
    const { lessons } = await course('Words');
    const answer = await t.call('PUT', `/lessons/${lessons[0]?._id}`, {
      token: admin.token,
      body: { version: 1, title: 'x'.repeat(501) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('title: is too long: use at most 500 characters');
  });
});

describe('PUT /api/lessons/order/update', () => {
  it('sets every order and answers {lessons} in the new order', async () => {
    const { product, lessons } = await course('A', 'B', 'C', 'D');
    const [a, b, c, d] = lessons.map((lesson) => lesson._id);
    const answer = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: {
        basedOn: [a, b, c, d],
        lessons: [
          { _id: d, order: 0 },
          { _id: b, order: 1 },
          { _id: a, order: 2 },
          { _id: c, order: 3 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['lessons']);
    expect(titlesOf(answer.body.lessons)).toEqual(['D', 'B', 'A', 'C']);
    expect(answer.body.lessons.map((lesson: { order: number }) => lesson.order)).toEqual([0, 1, 2, 3]);
    expect(titlesOf(await listed(product._id))).toEqual(['D', 'B', 'A', 'C']);
  });

  it('changes no order at all when one id is unknown (404)', async () => {
    const { product, lessons } = await course('A', 'B', 'C');
    const before = await listed(product._id);
    const answer = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: {
        basedOn: [],
        lessons: [
          { _id: lessons[2]?._id, order: 0 },
          { _id: lessons[1]?._id, order: 1 },
          { _id: crypto.randomUUID(), order: 2 },
          { _id: lessons[0]?._id, order: 3 },
        ],
      },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Lesson not found');
    const after = await listed(product._id);
    expect(after.map((lesson) => [lesson._id, lesson.order])).toEqual(
      before.map((lesson) => [lesson._id, lesson.order]),
    );
  });

  it('refuses lessons of two products (400) and changes nothing', async () => {
    const first = await course('A1', 'A2');
    const second = await course('B1');
    const answer = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: {
        basedOn: [],
        lessons: [
          { _id: first.lessons[1]?._id, order: 0 },
          { _id: first.lessons[0]?._id, order: 1 },
          { _id: second.lessons[0]?._id, order: 7 },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('lessons: must all belong to one product');
    expect(titlesOf(await listed(first.product._id))).toEqual(['A1', 'A2']);
    expect((await listed(second.product._id))[0]?.order).toBe(0);
  });

  it('answers 400 naming the field for a repeated lesson, an empty list or a bad order', async () => {
    const { lessons } = await course('A', 'B');
    const id = lessons[0]?._id;
    const repeated = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: {
        basedOn: [],
        lessons: [
          { _id: id, order: 0 },
          { _id: id, order: 1 },
        ],
      },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('lessons: must not list a lesson twice');
    const empty = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: { basedOn: [], lessons: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^lessons: /);
    const negative = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: { basedOn: [], lessons: [{ _id: id, order: -1 }] },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/^lessons\.0\.order: /);
  });

  it('answers 401 and 403 and changes nothing', async () => {
    const { product, lessons, owner } = await course('A', 'B');
    const body = {
      basedOn: lessons.map((lesson) => lesson._id),
      lessons: [
        { _id: lessons[1]?._id, order: 0 },
        { _id: lessons[0]?._id, order: 1 },
      ],
    };
    expect((await t.call('PUT', '/lessons/order/update', { body })).status).toBe(401);
    expect((await t.call('PUT', '/lessons/order/update', { token: owner.token, body })).status).toBe(403);
    expect(titlesOf(await listed(product._id))).toEqual(['A', 'B']);
  });
});

describe("the learner's lesson reads follow every change", () => {
  /** What the owner is answered now, for the list and for each lesson. */
  async function ownerSees(ownerToken: string, productId: string, lessonIds: string[]) {
    const list = await t.call('GET', `/lessons?productId=${productId}`, { token: ownerToken });
    expect(list.status).toBe(200);
    const single = [];
    for (const id of lessonIds) {
      const answer = await t.call('GET', `/lessons/${id}`, { token: ownerToken });
      single.push(answer.status === 200 ? answer.body.title : answer.status);
    }
    return { list: titlesOf(list.body), single };
  }

  it('an edit, a new lesson, a reorder and a deletion show at once', async () => {
    const { product, lessons, owner } = await course('One', 'Two');
    const ids = lessons.map((lesson) => lesson._id);
    expect(await ownerSees(owner.token, product._id, ids)).toEqual({ list: ['One', 'Two'], single: ['One', 'Two'] });

    const edited = await t.call('PUT', `/lessons/${ids[0]}`, {
      token: admin.token,
      body: { version: 1, title: 'One, edited' },
    });
    expect(edited.status).toBe(200);
    expect(await ownerSees(owner.token, product._id, ids)).toEqual({
      list: ['One, edited', 'Two'],
      single: ['One, edited', 'Two'],
    });

    const three = await t.createLesson(admin, product._id, { title: 'Three' });
    expect((await ownerSees(owner.token, product._id, [])).list).toEqual(['One, edited', 'Two', 'Three']);

    const reordered = await t.call('PUT', '/lessons/order/update', {
      token: admin.token,
      body: {
        basedOn: [...ids, three._id],
        lessons: [
          { _id: ids[1], order: 0 },
          { _id: ids[0], order: 9 },
        ],
      },
    });
    expect(reordered.status).toBe(200);
    expect((await ownerSees(owner.token, product._id, [])).list).toEqual(['Two', 'Three', 'One, edited']);

    expect((await t.call('DELETE', `/lessons/${ids[1]}`, { token: admin.token })).status).toBe(200);
    expect(await ownerSees(owner.token, product._id, ids)).toEqual({
      list: ['Three', 'One, edited'],
      single: ['One, edited', 404],
    });
  });

  it('a change made through a second server on the same database shows on the first', async () => {
    const { product, lessons, owner } = await course('Before');
    const id = lessons[0]?._id ?? '';
    expect(await ownerSees(owner.token, product._id, [id])).toEqual({ list: ['Before'], single: ['Before'] });

    const second = createApp(t.deps);
    const edit = await second.request(`/api/lessons/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: 1, title: 'After' }),
    });
    expect(edit.status).toBe(200);
    expect(await ownerSees(owner.token, product._id, [id])).toEqual({ list: ['After'], single: ['After'] });
  });

  it('edits and reorders of one product at the same time: every edit succeeds, and one of two reorders of the same order', async () => {
    const { product, lessons, owner } = await course('A', 'B', 'C', 'D');
    const ids = lessons.map((lesson) => lesson._id);
    const answers = await Promise.all([
      ...ids.map((id, index) =>
        t.call('PUT', `/lessons/${id}`, { token: admin.token, body: { version: 1, title: `${'ABCD'[index]} edited` } }),
      ),
      t.call('PUT', '/lessons/order/update', {
        token: admin.token,
        body: { basedOn: ids, lessons: ids.map((id, index) => ({ _id: id, order: 10 - index })) },
      }),
      t.call('PUT', '/lessons/order/update', {
        token: admin.token,
        body: { basedOn: ids, lessons: [...ids].reverse().map((id, index) => ({ _id: id, order: 20 + index })) },
      }),
    ]);
    expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(
      answers
        .slice(4)
        .map((answer) => answer.status)
        .sort(),
    ).toEqual([200, 409]);
    expect((await ownerSees(owner.token, product._id, [])).list.sort()).toEqual([
      'A edited',
      'B edited',
      'C edited',
      'D edited',
    ]);
  });
});
