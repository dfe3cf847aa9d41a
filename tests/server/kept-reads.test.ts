import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '#server/db/change-feed';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

/**
 * Each process keeps the caller's row, their token's revocation and a read's product access, and
 * drops them as the database announces changes (server/repo/kept-reads.ts). Changes made beside
 * the app (another process, an operator's SQL) are written here straight to the database: only
 * the announcement can tell the app about them.
 */

let t: TestApp;
let admin: Caller;
const announced: Change[] = [];
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
  t.deps.changes.subscribe((change) => {
    if (change) announced.push(change);
  });
});
afterAll(() => t.close());

/** Runs `statement` on the database, beside the app, and waits until the app heard of the change. */
async function besideTheApp(statement: ReturnType<typeof sql>, table: string, key: string) {
  const heard = announced.length;
  await t.db.execute(statement);
  await expect
    .poll(() => announced.slice(heard).some((change) => change.table === table && change.key === key))
    .toBe(true);
}

async function ownedCourse() {
  const product = await t.createProduct(admin);
  const lesson = await t.createLesson(admin, product._id, { title: 'Kept' });
  const owner = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
  return { product, lesson, owner, paths: [`/lessons?productId=${product._id}`, `/lessons/${lesson._id}`] };
}

const statuses = (paths: string[], caller: Caller) =>
  Promise.all(paths.map(async (path) => (await t.call('GET', path, { token: caller.token })).status));

describe('what a process keeps follows changes made anywhere', () => {
  it('a subscription taken away in the database ends access to the course at once', async () => {
    const { owner, paths } = await ownedCourse();
    expect(await statuses(paths, owner)).toEqual([200, 200]);
    await besideTheApp(
      sql`update users set customer_subscriptions = '[]'::jsonb where id = ${owner.user.id}`,
      'users',
      owner.user.id,
    );
    expect(await statuses(paths, owner)).toEqual([403, 403]);
  });

  it('a token revoked or a user deleted in the database is refused at once', async () => {
    const { owner, paths } = await ownedCourse();
    const other = await t.createUser();
    expect(await statuses([...paths, '/auth/get-user'], owner)).toEqual([200, 200, 200]);
    expect((await t.call('GET', '/auth/get-user', { token: other.token })).status).toBe(200);

    const tokenId = JSON.parse(Buffer.from(owner.token.split('.')[1] ?? '', 'base64url').toString()).jti as string;
    await besideTheApp(
      sql`insert into revoked_tokens (token_id, expires_at) values (${tokenId}, now() + interval '1 day')`,
      'revoked_tokens',
      tokenId,
    );
    expect(await statuses([...paths, '/auth/get-user'], owner)).toEqual([401, 401, 401]);

    await besideTheApp(sql`delete from users where id = ${other.user.id}`, 'users', other.user.id);
    expect((await t.call('GET', '/auth/get-user', { token: other.token })).status).toBe(401);
  });

  it("a product's shop id changed, or a lesson moved to another course, is followed at once, by reads and by steps", async () => {
    const { product, lesson, owner, paths } = await ownedCourse();
    const elsewhere = await t.createProduct(admin);
    expect(await statuses(paths, owner)).toEqual([200, 200]);
    const step = { productId: product._id, lessonId: lesson._id, activityKey: 'say-it' };
    const progress = async () =>
      (await t.call('POST', '/activities/update-progress', { token: owner.token, body: step })).status;
    const synced = async () => {
      const ops = [
        { ...step, type: 'update-progress', opId: crypto.randomUUID(), seq: 1, occurredAt: new Date().toISOString() },
      ];
      const answer = await t.call('POST', '/activities/sync', { token: owner.token, body: { clientId: 'kept', ops } });
      return answer.body.results[0].status as string;
    };
    expect([await progress(), await synced()]).toEqual([200, 'applied']);

    await besideTheApp(
      sql`update lessons set product_id = ${elsewhere._id} where id = ${lesson._id}`,
      'lessons',
      lesson._id,
    );
    expect(await statuses(paths, owner)).toEqual([200, 403]);
    // The lesson is no longer in the course the steps name.
    expect([await progress(), await synced()]).toEqual([404, 'rejected']);

    await besideTheApp(
      sql`update products set shopify_product_id = 'sold-elsewhere' where id = ${product._id}`,
      'products',
      product._id,
    );
    expect(await statuses(paths, owner)).toEqual([403, 403]);
  });

  it('a lesson found missing is found once a lesson with its id is made', async () => {
    const { lesson, owner, paths } = await ownedCourse();
    const away = `${lesson._id}-away`;
    await besideTheApp(sql`update lessons set id = ${away} where id = ${lesson._id}`, 'lessons', lesson._id);
    expect(await statuses(paths, owner)).toEqual([200, 404]);
    await besideTheApp(sql`update lessons set id = ${lesson._id} where id = ${away}`, 'lessons', lesson._id);
    expect(await statuses(paths, owner)).toEqual([200, 200]);
  });
});

describe.runIf(process.env.DATABASE_URL)('when the connection that hears changes is lost', () => {
  it('reads go to the database until it listens again, and then follow changes again', async () => {
    const { owner, paths } = await ownedCourse();
    expect(await statuses(paths, owner)).toEqual([200, 200]);
    const current = await t.db.execute<{ schema: string }>(sql`select current_schema() as schema`);
    const schema = (current as unknown as { rows: { schema: string }[] }).rows[0]?.schema;
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`symbol-courses changes ${schema}`}`,
    );
    await expect.poll(() => t.deps.changes.live).toBe(false);

    // Unheard: the app must read it from the database.
    await t.db.execute(sql`update users set customer_subscriptions = '[]'::jsonb where id = ${owner.user.id}`);
    expect(await statuses(paths, owner)).toEqual([403, 403]);

    await expect.poll(() => t.deps.changes.live, { timeout: 10_000 }).toBe(true);
    const product = await t.createProduct(admin);
    await besideTheApp(
      sql`update users set customer_subscriptions = ${JSON.stringify([product.shopifyProductId])}::jsonb where id = ${owner.user.id}`,
      'users',
      owner.user.id,
    );
    expect((await t.call('GET', `/lessons?productId=${product._id}`, { token: owner.token })).status).toBe(200);
  });
});
