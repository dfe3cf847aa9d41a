import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD } from '#domain/auth';
import { INVITED_ACCOUNT_EXISTS, LAST_ADMIN, NOT_YOUR_COURSE, ONLY_ADMINS_CHANGE_SHOP_IDS } from '#domain/roles';
import { roleChanges } from '#server/db/schema';
import { findUserById } from '#server/repo/users';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
/** The course the author is given, and one she is not. */
let own: { _id: string; shopifyProductId: string };
let other: { _id: string; shopifyProductId: string };

beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
  own = await t.createProduct(admin, { title: 'Own course' });
  other = await t.createProduct(admin, { title: 'Other course' });
});
afterAll(() => t.close());

type RoleBody = { role: string; products?: string[]; password?: string };

const giveRole = (target: Caller, body: RoleBody, by: Caller = admin) =>
  t.call('PUT', `/admin/users/${target.user.id}/role`, { token: by.token, body: { password: by.password, ...body } });

const changesOf = (userId: string) =>
  t.db.select().from(roleChanges).where(eq(roleChanges.userId, userId)).orderBy(roleChanges.id);

const canManageUsers = async (caller: Caller) => (await t.call('GET', '/admin/users', { token: caller.token })).status;

describe('PUT /api/admin/users/{id}/role: admins', () => {
  it('makes a user an admin and takes it away, each at once for the sessions the user already has', async () => {
    const user = await t.createUser();
    expect(await canManageUsers(user)).toBe(403);

    const made = await giveRole(user, { role: 'admin' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ _id: user.user.id, admin: true, authorOf: [] });
    expect((await findUserById(t.db, user.user.id))?.admin).toBe(true);
    expect(await canManageUsers(user)).toBe(200);

    const taken = await giveRole(user, { role: 'none' });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ admin: false, authorOf: [] });
    expect(await canManageUsers(user)).toBe(403);
  });

  it('never takes the role of the last admin, whoever asks', async () => {
    const refused = await giveRole(admin, { role: 'author', products: [own._id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LAST_ADMIN);
    expect((await findUserById(t.db, admin.user.id))?.admin).toBe(true);

    const second = await t.createUser();
    expect((await giveRole(second, { role: 'admin' })).status).toBe(200);
    // Two admins: one may step down; then the other is the last.
    expect((await giveRole(admin, { role: 'none' }, second)).status).toBe(200);
    const last = await giveRole(second, { role: 'none' }, second);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(LAST_ADMIN);
    expect((await giveRole(admin, { role: 'admin' }, second)).status).toBe(200);
    expect((await giveRole(second, { role: 'none' })).status).toBe(200);
  });

  it("needs the acting admin's own password: a wrong one changes nothing and logs nothing", async () => {
    const user = await t.createUser();
    const refused = await giveRole(user, { role: 'admin', password: 'not the password' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(WRONG_PASSWORD);
    expect((await findUserById(t.db, user.user.id))?.admin).toBe(false);
    expect(await changesOf(user.user.id)).toEqual([]);
    // Without the password the change is not even considered.
    const missing = await t.call('PUT', `/admin/users/${user.user.id}/role`, {
      token: admin.token,
      body: { role: 'admin' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^password: /);
  });

  it('answers 400 for an author without courses or with an unknown one, 404 for an unknown user', async () => {
    const user = await t.createUser();
    const none = await giveRole(user, { role: 'author', products: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('products: an author needs at least one course');
    const unknown = await giveRole(user, { role: 'author', products: ['no-such-course'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('products: no course has the id no-such-course');
    const role = await giveRole(user, { role: 'superuser' });
    expect(role.status).toBe(400);
    const missing = await t.call('PUT', `/admin/users/${crypto.randomUUID()}/role`, {
      token: admin.token,
      body: { role: 'admin', password: admin.password },
    });
    expect(missing.status).toBe(404);
    expect(await changesOf(user.user.id)).toEqual([]);
  });
});

describe('authors', () => {
  let author: Caller;
  let ownLesson: { _id: string; version: number };
  let otherLesson: { _id: string; version: number };
  let ownSet: string;
  let otherSet: string;

  beforeAll(async () => {
    author = await t.createUser();
    const given = await giveRole(author, { role: 'author', products: [own._id, own._id] });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ admin: false, authorOf: [own._id] });
    ownLesson = await t.createLesson(admin, own._id, { title: 'Own lesson' });
    otherLesson = await t.createLesson(admin, other._id, { title: 'Other lesson' });
    const cards = [{ title: 'Cat', image: '/cat.png', findIndex: 1, backgroundColor: '#FFFFFF' }];
    otherSet = (await t.call('POST', '/findit-cards', { token: admin.token, body: { productId: other._id, cards } }))
      .body._id;
    const created = await t.call('POST', '/findit-cards', { token: author.token, body: { productId: own._id, cards } });
    expect(created.status).toBe(201);
    ownSet = created.body._id;
  });

  const as = (caller: Caller, method: string, path: string, body?: unknown) =>
    t.call(method, path, { token: caller.token, ...(body === undefined ? {} : { body }) });

  it("edit their courses' lessons, lesson cards, Find It cards and media", async () => {
    const course = (await as(author, 'GET', `/products/${own._id}`)).body;
    const lesson = (await as(author, 'GET', `/lessons/${ownLesson._id}`)).body;
    const set = (await as(author, 'GET', `/findit-cards/${own._id}`)).body;
    const added = await as(author, 'POST', '/lessons', { productId: own._id, title: 'Added by the author' });
    const allowed: [string, string, unknown?][] = [
      ['GET', `/lessons/admin?productId=${own._id}`],
      ['PUT', `/lessons/${ownLesson._id}`, { ...lesson, title: 'Edited by the author' }],
      [
        'PUT',
        '/lessons/order/update',
        {
          lessons: [
            { _id: added.body._id, order: 1 },
            { _id: ownLesson._id, order: 2 },
          ],
        },
      ],
      [
        'PUT',
        `/products/${own._id}`,
        { ...course, lessonCards: [{ id: 'say-it', title: 'Say!', image: '', bgColor: '#112233' }] },
      ],
      [
        'PUT',
        `/findit-cards/${ownSet}`,
        { cards: [...set.cards, { title: 'Dog', image: '/dog.png', findIndex: 2, backgroundColor: '#FFFFFF' }] },
      ],
      ['GET', `/media?productId=${own._id}`],
      ['DELETE', `/lessons/${added.body._id}`],
    ];
    expect(added.status).toBe(201);
    for (const [method, path, body] of allowed) {
      expect((await as(author, method, path, body)).status, `${method} ${path}`).toBe(200);
    }
    expect((await findUserById(t.db, author.user.id))?.authorOf).toEqual([own._id]);
    const saved = (await as(admin, 'GET', `/lessons/${ownLesson._id}`)).body;
    expect(saved.title).toBe('Edited by the author');
  });

  it('are refused (403) other courses, users, subscriptions, shop ids and whole courses', async () => {
    const course = (await as(author, 'GET', `/products/${own._id}`)).body;
    const otherCourse = (await as(admin, 'GET', `/products/${other._id}`)).body;
    const lesson = (await as(admin, 'GET', `/lessons/${otherLesson._id}`)).body;
    const refused: [string, string, unknown?][] = [
      ['GET', `/lessons/admin?productId=${other._id}`],
      ['POST', '/lessons', { productId: other._id, title: 'Not mine' }],
      ['PUT', `/lessons/${otherLesson._id}`, { ...lesson, title: 'Not mine' }],
      ['DELETE', `/lessons/${otherLesson._id}`],
      ['PUT', '/lessons/order/update', { lessons: [{ _id: otherLesson._id, order: 3 }] }],
      ['POST', '/findit-cards', { productId: other._id, cards: [] }],
      ['PUT', `/findit-cards/${otherSet}`, { cards: [] }],
      ['GET', `/media?productId=${other._id}`],
      ['PUT', `/products/${other._id}`, { ...otherCourse, title: 'Not mine' }],
      ['POST', '/products', { title: 'New course' }],
      ['DELETE', `/products/${own._id}`],
      ['POST', `/products/${own._id}/duplicate`],
      ['GET', '/admin/users'],
      ['GET', '/admin/users/search?q=a'],
      ['PUT', `/admin/users/${author.user.id}/subscriptions`, { adminSubscriptions: [other.shopifyProductId] }],
      ['PUT', `/admin/users/${author.user.id}/role`, { role: 'admin', password: author.password }],
      ['POST', '/admin/users/invitations', { email: 'friend@example.com', role: 'none', password: author.password }],
      ['GET', '/admin/users/role-changes'],
    ];
    for (const [method, path, body] of refused) {
      expect((await as(author, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const shopId = await as(author, 'PUT', `/products/${own._id}`, { ...course, shopifyProductId: 'moved-elsewhere' });
    expect(shopId.status).toBe(403);
    expect(shopId.body.message).toBe(ONLY_ADMINS_CHANGE_SHOP_IDS);
    const otherLessonAnswer = await as(author, 'DELETE', `/lessons/${otherLesson._id}`);
    expect(otherLessonAnswer.body.message).toBe(NOT_YOUR_COURSE);
    // Nothing changed.
    expect((await as(admin, 'GET', `/lessons/${otherLesson._id}`)).body.title).toBe('Other lesson');
    expect((await as(admin, 'GET', `/products/${own._id}`)).body.shopifyProductId).toBe(own.shopifyProductId);
    expect((await findUserById(t.db, author.user.id))?.adminSubscriptions).toEqual([]);
  });

  it('see drafts of their own courses only', async () => {
    const draft = await t.createProduct(admin, { title: 'Own draft', shopifyProductId: '' });
    const otherDraft = await t.createProduct(admin, { title: 'Other draft', shopifyProductId: '' });
    expect((await giveRole(author, { role: 'author', products: [own._id, draft._id] })).status).toBe(200);
    const listed = (await as(author, 'GET', '/products')).body as { _id: string }[];
    expect(listed.map((product) => product._id)).toContain(draft._id);
    expect(listed.map((product) => product._id)).not.toContain(otherDraft._id);
    expect((await as(author, 'GET', `/products/${draft._id}`)).status).toBe(200);
    expect((await as(author, 'GET', `/products/${otherDraft._id}`)).status).toBe(404);
  });

  it('lose their courses at once, in the session they already have', async () => {
    const user = await t.createUser();
    expect((await giveRole(user, { role: 'author', products: [own._id] })).status).toBe(200);
    expect((await as(user, 'GET', `/lessons/admin?productId=${own._id}`)).status).toBe(200);
    expect((await giveRole(user, { role: 'author', products: [other._id] })).status).toBe(200);
    expect((await as(user, 'GET', `/lessons/admin?productId=${own._id}`)).status).toBe(403);
    expect((await as(user, 'GET', `/lessons/admin?productId=${other._id}`)).status).toBe(200);
    expect((await giveRole(user, { role: 'none' })).status).toBe(200);
    expect((await as(user, 'GET', `/lessons/admin?productId=${other._id}`)).status).toBe(403);
  });
});

describe('DELETE /api/products/{id}', () => {
  it("takes the course out of its authors' roles, logged: an author of no other course holds no role", async () => {
    const gone = await t.createProduct(admin, { title: 'Course to delete' });
    const onlyThis = await t.createUser();
    const alsoOther = await t.createUser();
    expect((await giveRole(onlyThis, { role: 'author', products: [gone._id] })).status).toBe(200);
    expect((await giveRole(alsoOther, { role: 'author', products: [gone._id, other._id] })).status).toBe(200);
    expect((await t.call('DELETE', `/products/${gone._id}`, { token: admin.token })).status).toBe(200);
    expect(await findUserById(t.db, onlyThis.user.id)).toMatchObject({ admin: false, authorOf: [] });
    expect(await findUserById(t.db, alsoOther.user.id)).toMatchObject({ authorOf: [other._id] });
    const logged = (await t.call('GET', `/admin/users/role-changes?userId=${onlyThis.user.id}`, { token: admin.token }))
      .body.changes as { from: string; to: string; by: { _id: string } | null }[];
    expect(logged[0]).toMatchObject({ from: 'author', to: 'none', by: { _id: admin.user.id } });
    expect((await changesOf(alsoOther.user.id)).at(-1)).toMatchObject({ toRole: 'author', products: [other._id] });
    expect((await t.call('GET', `/lessons/admin?productId=${other._id}`, { token: alsoOther.token })).status).toBe(200);
  });
});

describe('GET /api/admin/users/role-changes', () => {
  it('lists every role change, newest first: whose, by whom, when, from what to what', async () => {
    const user = await t.createUser();
    await giveRole(user, { role: 'author', products: [own._id] });
    await giveRole(user, { role: 'admin' });
    // The role the user holds already: no change, nothing logged.
    await giveRole(user, { role: 'admin' });
    await giveRole(user, { role: 'none' });
    const answer = await t.call('GET', `/admin/users/role-changes?userId=${user.user.id}`, { token: admin.token });
    expect(answer.status).toBe(200);
    const changes = answer.body.changes as { from: string; to: string; at: string }[];
    expect(changes.map(({ from, to }) => `${from}>${to}`)).toEqual(['admin>none', 'author>admin', 'none>author']);
    expect(changes[2]).toMatchObject({
      user: { _id: user.user.id, email: user.email },
      by: { _id: admin.user.id, email: admin.email },
      products: [own._id],
      invited: false,
    });
    expect(Number.isNaN(Date.parse(changes[0]?.at ?? ''))).toBe(false);
    const everyone = await t.call('GET', '/admin/users/role-changes', { token: admin.token });
    expect(everyone.body.changes[0]).toEqual(answer.body.changes[0]);
    expect(everyone.body.changes.length).toBeGreaterThan(changes.length);
  });
});

describe('POST /api/admin/users/invitations', () => {
  const linkIn = (text: string) => /https?:\/\/\S+reset-password\?token=([\w-]+)/.exec(text)?.[1];

  it('creates the account with the role; the invited person sets a password and signs in holding it', async () => {
    const email = 'new.author@school.example';
    const invited = await t.call('POST', '/admin/users/invitations', {
      token: admin.token,
      body: { email: ' New.Author@school.example ', role: 'author', products: [own._id], password: admin.password },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.user).toMatchObject({ email, admin: false, authorOf: [own._id] });
    const mail = t.mailer.sent.findLast((sent) => sent.to === email);
    expect(mail?.text).toContain('Your role: Author of Own course.');
    const token = linkIn(mail?.text ?? '');
    expect(token).toBeDefined();

    const password = 'violet tractor over the hill';
    expect((await t.call('POST', '/auth/reset-password', { body: { token, password } })).status).toBe(200);
    const signedIn = await t.call('POST', '/auth/customer-login', { body: { email, password } });
    expect(signedIn.status).toBe(200);
    const me = await t.call('GET', '/auth/get-user', { token: signedIn.body.accessToken });
    expect(me.body).toMatchObject({ email, admin: false, authorOf: [own._id] });
    const lessons = await t.call('GET', `/lessons/admin?productId=${own._id}`, { token: signedIn.body.accessToken });
    expect(lessons.status).toBe(200);

    const log = await t.call('GET', `/admin/users/role-changes?userId=${invited.body.user._id}`, {
      token: admin.token,
    });
    expect(log.body.changes).toEqual([expect.objectContaining({ from: 'none', to: 'author', invited: true })]);
  });

  it('invites an admin; refuses a taken email and a wrong password, creating no one', async () => {
    const sent = t.mailer.sent.length;
    const asAdmin = await t.call('POST', '/admin/users/invitations', {
      token: admin.token,
      body: { email: 'second.admin@school.example', role: 'admin', password: admin.password },
    });
    expect(asAdmin.status).toBe(201);
    expect(asAdmin.body.user).toMatchObject({ admin: true, authorOf: [] });
    expect(t.mailer.sent.at(-1)?.text).toContain('Your role: Admin.');

    const taken = await t.call('POST', '/admin/users/invitations', {
      token: admin.token,
      body: { email: admin.email, role: 'none', password: admin.password },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(INVITED_ACCOUNT_EXISTS);
    const wrong = await t.call('POST', '/admin/users/invitations', {
      token: admin.token,
      body: { email: 'nobody@school.example', role: 'admin', password: 'not it' },
    });
    expect(wrong.status).toBe(403);
    const search = await t.call('GET', '/admin/users/search?q=nobody@school', { token: admin.token });
    expect(search.body.users).toEqual([]);
    expect(t.mailer.sent.length).toBe(sent + 1);
  });
});
