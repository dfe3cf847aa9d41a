import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/auth/tokens.ts';
import { revokedTokens } from '../../server/db/schema.ts';
import { setupTestApp, TEST_SECRET, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const getUser = (token: string) => t.call('GET', '/auth/get-user', { token });

/** A second server process on the same database, as after a restart or beside this one. */
async function getUserOnAnotherServer(token: string): Promise<number> {
  const other = createApp({ ...t.deps });
  const response = await other.request('/api/auth/get-user', { headers: { Authorization: `Bearer ${token}` } });
  return response.status;
}

describe('POST /api/auth/logout', () => {
  it('ends the token it is called with, on every server process, and only that one', async () => {
    const teacher = await t.createUser();
    const login = await t.call('POST', '/auth/customer-login', {
      body: { email: teacher.email, password: teacher.password },
    });
    const laptop = login.body.accessToken as string;
    expect((await getUser(teacher.token)).status).toBe(200);

    const out = await t.call('POST', '/auth/logout', { token: teacher.token, body: {} });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('You are signed out.');

    expect((await getUser(teacher.token)).status).toBe(401);
    expect(await getUserOnAnotherServer(teacher.token)).toBe(401);
    // Her other device keeps its session.
    expect((await getUser(laptop)).status).toBe(200);
  });

  it('ends tokens signed out of offline by their ids, sent later with another session or none', async () => {
    const teacher = await t.createUser();
    const idOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti as string;
    const out = await t.call('POST', '/auth/logout', { body: { tokenIds: [idOf(teacher.token)] } });
    expect(out.status).toBe(200);
    expect((await getUser(teacher.token)).status).toBe(401);
  });

  it('is answered 200 again for a token already ended, and refuses ids that are not token ids', async () => {
    const teacher = await t.createUser();
    await t.call('POST', '/auth/logout', { token: teacher.token, body: {} });
    expect((await t.call('POST', '/auth/logout', { token: teacher.token, body: {} })).status).toBe(200);
    const bad = await t.call('POST', '/auth/logout', { body: { tokenIds: ['not-an-id'] } });
    expect(bad.status).toBe(400);
  });

  it('a token from before tokens had ids is ended with all sessions of its user', async () => {
    const teacher = await t.createUser();
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ ver: teacher.user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(teacher.user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(TEST_SECRET);
    expect((await getUser(old)).status).toBe(200);
    await t.call('POST', '/auth/logout', { token: old, body: {} });
    expect((await getUser(old)).status).toBe(401);
    expect((await getUser(teacher.token)).status).toBe(401);
  });

  it('forgets revocations of tokens that have expired anyway', async () => {
    const teacher = await t.createUser();
    await t.call('POST', '/auth/logout', { token: teacher.token, body: {} });
    expect(await t.db.select().from(revokedTokens)).not.toHaveLength(0);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const later = crypto.randomUUID();
      await t.call('POST', '/auth/logout', { body: { tokenIds: [later] } });
      const rows = await t.db.select().from(revokedTokens);
      expect(rows.map((row) => row.tokenId)).toEqual([later]);
    } finally {
      t.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('POST /api/admin/users/{id}/sign-out-everywhere', () => {
  it('ends every session of the user at once, for admins only', async () => {
    const admin = await t.createAdmin();
    const teacher = await t.createUser();
    const tablet = (
      await t.call('POST', '/auth/customer-login', { body: { email: teacher.email, password: teacher.password } })
    ).body.accessToken as string;

    const refused = await t.call('POST', `/admin/users/${teacher.user.id}/sign-out-everywhere`, {
      token: teacher.token,
    });
    expect(refused.status).toBe(403);

    const done = await t.call('POST', `/admin/users/${teacher.user.id}/sign-out-everywhere`, { token: admin.token });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`${teacher.email} is signed out everywhere.`);
    expect((await getUser(teacher.token)).status).toBe(401);
    expect((await getUser(tablet)).status).toBe(401);
    expect(await getUserOnAnotherServer(tablet)).toBe(401);
    // She can sign in again.
    const again = await t.call('POST', '/auth/customer-login', {
      body: { email: teacher.email, password: teacher.password },
    });
    expect((await getUser(again.body.accessToken)).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await t.createAdmin();
    const answer = await t.call('POST', '/admin/users/no-such-user/sign-out-everywhere', { token: admin.token });
    expect(answer.status).toBe(404);
  });
});

describe('the HTTP cache of a shared browser', () => {
  it('every /api answer says no-store: signed-in reads, errors and unknown calls', async () => {
    const teacher = await t.createUser();
    for (const answer of [
      await getUser(teacher.token),
      await t.call('GET', '/auth/get-user'),
      await t.call('GET', '/no-such-call'),
      await t.call('GET', '/health'),
    ]) {
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});

describe('GET /api/auth/outbox-key', () => {
  it('gives each user her own key, the same on every server process, and nothing without a session', async () => {
    const ann = await t.createUser();
    const bob = await t.createUser();
    const first = await t.call('GET', '/auth/outbox-key', { token: ann.token });
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.key, 'base64url')).toHaveLength(32);
    const other = createApp({ ...t.deps });
    const again = await other.request('/api/auth/outbox-key', { headers: { Authorization: `Bearer ${ann.token}` } });
    expect(((await again.json()) as { key: string }).key).toBe(first.body.key);
    expect((await t.call('GET', '/auth/outbox-key', { token: bob.token })).body.key).not.toBe(first.body.key);
    expect((await t.call('GET', '/auth/outbox-key')).status).toBe(401);
  });
});
