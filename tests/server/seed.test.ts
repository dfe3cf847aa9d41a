import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, findItCardSets, lessons, products, users } from '#server/db/schema';
import type { DemoCourse } from '#server/seed/demo-course';
import { ensureFirstAdmin, seedDemo, seedDemoOnFirstStart } from '#server/seed/seed';
import { setupTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.ts';

let t: TestApp;
/** DATA_DIR, where generated passwords are kept. */
let dataDir: string;
beforeAll(async () => {
  t = await setupTestApp();
  dataDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-seed-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The generated password a log line points to: its file must be readable by the server's user only. */
async function passwordIn(line: string): Promise<string> {
  const file = /password is in (\S+) \(/.exec(line)?.[1] ?? '';
  expect(path.dirname(file)).toBe(dataDir);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  const password = (await readFile(file, 'utf8')).trim();
  expect(line).not.toContain(password);
  return password;
}

function logger() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}

async function login(email: string, password: string) {
  const answer = await t.call('POST', '/auth/customer-login', { body: { email, password } });
  if (answer.status !== 200) return { status: answer.status, user: undefined, token: undefined };
  const me = await t.call('GET', '/auth/get-user', { token: answer.body.accessToken });
  return { status: answer.status, user: me.body, token: answer.body.accessToken as string };
}

const removeAdmins = () => t.db.delete(users).where(eq(users.admin, true));

/** Two tiny courses shaped like the real demo: a full one (owned by the demo customer) and a smaller one. */
function tinyCourses(tag: string): DemoCourse[] {
  return [
    {
      product: { id: `full-${tag}`, shopifyProductId: `shop-full-${tag}`, title: `Full ${tag}`, description: 'Demo' },
      lessons: [
        {
          id: `full-${tag}-l1`,
          title: 'Hello',
          image: '/demo/hello.png',
          description: 'Greetings',
          sections: { sayIt: { title: 'Say hello' }, findIt: { cardIndexes: [1] } },
        },
        {
          id: `full-${tag}-l2`,
          title: 'More',
          image: '',
          description: '',
          sections: {
            playIt: {
              game: 'find-the-correct-one',
              findTheCorrectOneLevels: [{ imageOptions: [{ src: '/a.png', alt: 'a' }], correctAnswerIndexes: [0] }],
            },
          },
        },
        { id: `full-${tag}-l3`, title: 'Stop', image: '', description: '', sections: {} },
      ],
      findItCards: [
        { image: '/demo/hello.png', title: 'hello', findIndex: 1, backgroundColor: '#FFEEDD' },
        { image: '/demo/more.png', title: 'more', findIndex: 2, backgroundColor: '#DDEEFF' },
      ],
    },
    {
      product: { id: `small-${tag}`, shopifyProductId: `shop-small-${tag}`, title: `Small ${tag}` },
      lessons: [{ id: `small-${tag}-l1`, title: 'Only', image: '', description: '', sections: {} }],
      findItCards: [],
    },
  ];
}

async function counts() {
  const [productRows, lessonRows, setRows, userRows] = await Promise.all([
    t.db.select({ id: products.id }).from(products),
    t.db.select({ id: lessons.id }).from(lessons),
    t.db.select({ id: findItCardSets.id }).from(findItCardSets),
    t.db.select({ id: users.id }).from(users),
  ]);
  return { products: productRows.length, lessons: lessonRows.length, sets: setRows.length, users: userRows.length };
}

describe('ensureFirstAdmin', () => {
  it('creates admin@example.com with a generated password kept in a 0600 file, printing only its path', async () => {
    const { lines, log } = logger();
    await ensureFirstAdmin(t.db, undefined, undefined, dataDir, log);
    expect(lines).toHaveLength(1);
    const password = await passwordIn(lines[0] ?? '');
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = await login('admin@example.com', password);
    expect(admin.status).toBe(200);
    expect(admin.user.admin).toBe(true);
  });

  it('does nothing while an admin exists', async () => {
    const { lines, log } = logger();
    const before = await counts();
    await ensureFirstAdmin(t.db, 'second@example.com', 'second password', dataDir, log);
    expect(lines).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await login('second@example.com', 'second password')).status).toBe(401);
  });

  it('creates the admin with the given email and password, without printing the password', async () => {
    await removeAdmins();
    const { lines, log } = logger();
    await ensureFirstAdmin(t.db, 'boss@school.example', 'a given admin password', dataDir, log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('boss@school.example');
    expect(lines[0]).not.toContain('a given admin password');
    const admin = await login('boss@school.example', 'a given admin password');
    expect(admin.user.admin).toBe(true);
  });

  it('makes an existing account with that email the admin, keeping its password', async () => {
    await removeAdmins();
    const existing = await t.createUser({ email: 'teacher.admin@example.com' });
    await ensureFirstAdmin(t.db, 'teacher.admin@example.com', 'ignored password', dataDir, logger().log);
    const signedIn = await login('teacher.admin@example.com', TEST_PASSWORD);
    expect(signedIn.user._id).toBe(existing.user.id);
    expect(signedIn.user.admin).toBe(true);
  });
});

describe('seedDemo', () => {
  it('creates the products, the lessons in order and the card set, and a demo customer owning the first course', async () => {
    const courses = tinyCourses('a');
    const { lines, log } = logger();
    const before = await counts();
    await seedDemo(
      t.db,
      courses,
      { dataDir, demoCustomerEmail: 'demo.a@example.com', demoCustomerPassword: 'demo password a' },
      log,
    );
    expect(await counts()).toEqual({
      products: before.products + 2,
      lessons: before.lessons + 4,
      sets: before.sets + 2,
      users: before.users + 1,
    });
    expect(lines.some((line) => line.includes('Full a'))).toBe(true);
    expect(lines.join('\n')).not.toContain('demo password a');

    const admin = await t.createAdmin();
    const product = await t.call('GET', '/products/full-a', { token: admin.token });
    expect(product.status).toBe(200);
    expect(product.body).toMatchObject({ shopifyProductId: 'shop-full-a', title: 'Full a', description: 'Demo' });
    expect(product.body.lessonCards).toHaveLength(9);
    const seededLessons = await t.call('GET', '/lessons?productId=full-a', { token: admin.token });
    expect(seededLessons.body.map((lesson: { _id: string; order: number }) => [lesson._id, lesson.order])).toEqual([
      ['full-a-l1', 0],
      ['full-a-l2', 1],
      ['full-a-l3', 2],
    ]);
    expect(seededLessons.body[0].sections.sayIt.title).toBe('Say hello');
    expect(seededLessons.body[1].sections.playIt.game).toBe('find-the-correct-one');
    const set = await t.call('GET', '/findit-cards/full-a', { token: admin.token });
    expect(set.body._id).toBeTruthy();
    expect(set.body.cards.map((card: { index: number; title: string }) => [card.index, card.title])).toEqual([
      [1, 'hello'],
      [2, 'more'],
    ]);

    const customer = await login('demo.a@example.com', 'demo password a');
    expect(customer.status).toBe(200);
    expect(customer.user).toMatchObject({
      admin: false,
      customerSubscriptions: ['shop-full-a'],
      adminSubscriptions: [],
    });
    const listed = await t.call('GET', '/products', { token: customer.token });
    expect(listed.body.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining(['full-a', 'small-a']));
    expect((await t.call('GET', '/products/full-a', { token: customer.token })).status).toBe(200);
    expect((await t.call('GET', '/lessons?productId=full-a', { token: customer.token })).status).toBe(200);
    expect((await t.call('GET', '/products/small-a', { token: customer.token })).status).toBe(403);
  });

  it('duplicates nothing and overwrites nothing when run again', async () => {
    const courses = tinyCourses('b');
    const settings = { dataDir, demoCustomerEmail: 'demo.b@example.com', demoCustomerPassword: 'demo password b' };
    await seedDemo(t.db, courses, settings, logger().log);
    const admin = await t.createAdmin();
    const changed = await t.call('PUT', '/products/full-b', {
      token: admin.token,
      body: { version: 1, title: 'Renamed by an admin', shopifyProductId: 'shop-full-b' },
    });
    expect(changed.status).toBe(200);
    await t.call('DELETE', '/lessons/full-b-l2', { token: admin.token });
    await t.call('PUT', '/lessons/full-b-l1', { token: admin.token, body: { version: 1, title: 'Edited lesson' } });
    const before = await counts();

    const { lines, log } = logger();
    await seedDemo(t.db, courses, { ...settings, demoCustomerPassword: 'another password' }, log);
    expect(lines).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await t.call('GET', '/products/full-b', { token: admin.token })).body.title).toBe('Renamed by an admin');
    const kept = await t.call('GET', '/lessons?productId=full-b', { token: admin.token });
    expect(kept.body.map((lesson: { title: string }) => lesson.title)).toEqual(['Edited lesson', 'Stop']);
    expect((await login('demo.b@example.com', 'demo password b')).status).toBe(200);
    expect((await login('demo.b@example.com', 'another password')).status).toBe(401);
  });

  it('keeps a generated password for the default demo customer in a 0600 file, printing only its path', async () => {
    const { lines, log } = logger();
    await seedDemo(t.db, tinyCourses('c'), { dataDir }, log);
    const line = lines.find((entry) => entry.includes('teacher@example.com')) ?? '';
    const password = await passwordIn(line);
    const customer = await login('teacher@example.com', password);
    expect(customer.user.customerSubscriptions).toEqual(['shop-full-c']);
  });
});

describe('seedDemoOnFirstStart', () => {
  it('seeds a database that was never seeded, and never brings back a course an admin deleted', async () => {
    await t.db.delete(appMeta);
    const courses = tinyCourses('d');
    const settings = { dataDir, demoCustomerEmail: 'demo.d@example.com', demoCustomerPassword: 'demo password d' };
    await seedDemoOnFirstStart(t.db, async () => courses, settings, logger().log);
    const admin = await t.createAdmin();
    expect((await t.call('GET', '/products/full-d', { token: admin.token })).status).toBe(200);

    expect((await t.call('DELETE', '/products/full-d', { token: admin.token })).status).toBe(200);
    const { lines, log } = logger();
    await seedDemoOnFirstStart(t.db, async () => courses, settings, log);
    expect(lines).toEqual([]);
    expect((await t.call('GET', '/products/full-d', { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', '/lessons/full-d-l1', { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', '/products/small-d', { token: admin.token })).status).toBe(200);

    // `npm run seed` on demand adds what is missing.
    await seedDemo(t.db, courses, settings, logger().log);
    expect((await t.call('GET', '/products/full-d', { token: admin.token })).status).toBe(200);
  });
});
