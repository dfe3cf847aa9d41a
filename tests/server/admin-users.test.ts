import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '#server/repo/users';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
/** Users created after the admin, oldest first. */
const created: Caller[] = [];

const USER_KEYS = [
  '_id',
  'admin',
  'adminSubscriptions',
  'authorOf',
  'createdAt',
  'customerSubscriptions',
  'displayName',
  'email',
  'name',
];

beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
  // 25 users for paging, some with names the search tests look for.
  const named = [
    { name: 'Ann Hundred', displayName: '100% Sure', email: 'ann@example.com' },
    { name: 'Bob_Smith', displayName: '', email: 'bob.underscore@example.com' },
    { name: 'BobXSmith', displayName: '', email: 'bob.x@example.com' },
    { name: 'Carla', displayName: 'Mrs Lighthouse', email: 'carla@school.example' },
    { name: 'Dave', displayName: '', email: 'Dave.Teacher@Village.example' },
  ];
  for (let index = 0; index < 25; index += 1) {
    created.push(await t.createUser(named[index] ?? { name: `Pupil ${index}` }));
  }
});
afterAll(() => t.close());

const idsOf = (users: { _id: string }[]) => users.map((user) => user._id);

describe('GET /api/admin/users?page=n', () => {
  it('answers {users, totalPages}, 20 per page, newest first', async () => {
    const everyone = [admin, ...created].reverse().map((caller) => caller.user.id);
    const page1 = await t.call('GET', '/admin/users?page=1', { token: admin.token });
    expect(page1.status).toBe(200);
    expect(Object.keys(page1.body).sort()).toEqual(['totalPages', 'users']);
    expect(page1.body.totalPages).toBe(2);
    expect(idsOf(page1.body.users)).toEqual(everyone.slice(0, 20));
    expect(Object.keys(page1.body.users[0]).sort()).toEqual(USER_KEYS);
    const page2 = await t.call('GET', '/admin/users?page=2', { token: admin.token });
    expect(page2.body.totalPages).toBe(2);
    expect(idsOf(page2.body.users)).toEqual(everyone.slice(20));
    expect(page2.body.users.at(-1)).toMatchObject({ _id: admin.user.id, admin: true });
    const beyond = await t.call('GET', '/admin/users?page=3', { token: admin.token });
    expect(beyond.body).toEqual({ users: [], totalPages: 2 });
    const byDefault = await t.call('GET', '/admin/users', { token: admin.token });
    expect(byDefault.body).toEqual(page1.body);
  });

  it('answers 400 naming the page when it is not a page number', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const answer = await t.call('GET', `/admin/users?page=${page}`, { token: admin.token });
      expect(answer.status, page).toBe(400);
      expect(answer.body.message).toMatch(/^page: /);
    }
  });
});

describe('GET /api/admin/users/search?q=', () => {
  const search = async (q: string) => {
    const answer = await t.call('GET', `/admin/users/search?q=${encodeURIComponent(q)}`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['users']);
    return answer.body.users as { _id: string; name: string; email: string }[];
  };

  it('matches the name, the display name or the email, in any case', async () => {
    expect((await search('carla')).map((user) => user.name)).toEqual(['Carla']);
    expect((await search('LIGHTHOUSE')).map((user) => user.name)).toEqual(['Carla']);
    expect((await search('dave.teacher@village')).map((user) => user.email)).toEqual(['dave.teacher@village.example']);
    expect((await search('hundred')).map((user) => user.name)).toEqual(['Ann Hundred']);
    expect(await search('nobody-has-this')).toEqual([]);
    const pupils = await search('pupil');
    expect(pupils).toHaveLength(20);
    expect(Object.keys(pupils[0] ?? {}).sort()).toEqual(USER_KEYS);
  });

  it('takes % and _ as the characters themselves, not as wildcards', async () => {
    expect((await search('100%')).map((user) => user.name)).toEqual(['Ann Hundred']);
    expect((await search('%')).map((user) => user.name)).toEqual(['Ann Hundred']);
    expect((await search('b_s')).map((user) => user.name)).toEqual(['Bob_Smith']);
    expect((await search('_')).map((user) => user.name)).toEqual(['Bob_Smith']);
    expect(await search('\\')).toEqual([]);
  });
});

describe('PUT /api/admin/users/{id}/subscriptions', () => {
  it('replaces the admin list only; admin, customerSubscriptions and other fields in the body are ignored', async () => {
    const customer = await t.createUser({ customerSubscriptions: ['shop-a'], adminSubscriptions: ['old'] });
    const answer = await t.call('PUT', `/admin/users/${customer.user.id}/subscriptions`, {
      token: admin.token,
      body: {
        adminSubscriptions: ['shop-b', 'shop-c', 'shop-b'],
        admin: true,
        customerSubscriptions: [],
        email: 'taken-over@example.com',
        name: 'Renamed',
      },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(USER_KEYS);
    expect(answer.body).toMatchObject({
      _id: customer.user.id,
      admin: false,
      customerSubscriptions: ['shop-a'],
      adminSubscriptions: ['shop-b', 'shop-c'],
      email: customer.user.email,
    });
    const stored = await findUserById(t.db, customer.user.id);
    expect(stored).toMatchObject({
      admin: false,
      email: customer.user.email,
      name: customer.user.name,
      customerSubscriptions: ['shop-a'],
      adminSubscriptions: ['shop-b', 'shop-c'],
      passwordHash: customer.user.passwordHash,
      tokenVersion: customer.user.tokenVersion,
    });
    // Still no admin rights.
    expect((await t.call('GET', '/admin/users', { token: customer.token })).status).toBe(403);
  });

  it('grants and takes away access to a course', async () => {
    const product = await t.createProduct(admin);
    const customer = await t.createUser();
    const open = () => t.call('GET', `/products/${product._id}`, { token: customer.token });
    expect((await open()).status).toBe(403);
    await t.call('PUT', `/admin/users/${customer.user.id}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [product.shopifyProductId] },
    });
    expect((await open()).status).toBe(200);
    const cleared = await t.call('PUT', `/admin/users/${customer.user.id}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [] },
    });
    expect(cleared.body.adminSubscriptions).toEqual([]);
    expect((await open()).status).toBe(403);
  });

  it('answers 404 for an unknown user and 400 naming the field', async () => {
    const unknown = await t.call('PUT', `/admin/users/${crypto.randomUUID()}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [] },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    const target = created[0]?.user.id;
    const missing = await t.call('PUT', `/admin/users/${target}/subscriptions`, { token: admin.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^adminSubscriptions: /);
    const notStrings = await t.call('PUT', `/admin/users/${target}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [1, ''] },
    });
    expect(notStrings.status).toBe(400);
    expect(notStrings.body.message).toMatch(/^adminSubscriptions\.0: /);
  });
});

describe('admin user calls are for admins only', () => {
  it('answers 401 without a token and 403 to a customer, for all three calls', async () => {
    const customer = await t.createUser();
    const target = created[1] as Caller;
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/users?page=1'],
      ['GET', '/admin/users/search?q=a'],
      ['PUT', `/admin/users/${customer.user.id}/subscriptions`, { adminSubscriptions: ['shop-x'] }],
      ['PUT', `/admin/users/${target.user.id}/subscriptions`, { adminSubscriptions: 'not-a-list' }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.call(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const forbidden = await t.call(method, path, { token: customer.token, body });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.body).not.toHaveProperty('users');
    }
    expect((await findUserById(t.db, customer.user.id))?.adminSubscriptions).toEqual([]);
  });
});
