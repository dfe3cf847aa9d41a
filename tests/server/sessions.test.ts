import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutProofOf } from '#domain/sign-out-proof';
import { createApp } from '#server/app';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '#server/auth/tokens';
import { revokedTokens } from '#server/db/schema';
import { type Caller, setupTestApp, TEST_SECRET, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const getUser = (token: string) => t.call('GET', '/auth/get-user', { token });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
const idOf = (token: string) => claimsOf(token).jti as string;

/** A token of the caller's signed as the server signs them, with the claims given (none: no id, an hour to live). */
function tokenOf(caller: Caller, claims: { iat?: number; exp?: number; jti?: string }, secret?: string) {
  const now = Math.floor(Date.now() / 1000);
  const token = new SignJWT({ ver: caller.user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(caller.user.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(claims.iat ?? now)
    .setExpirationTime(claims.exp ?? now + 3600);
  if (claims.jti) token.setJti(claims.jti);
  return token.sign(secret ? new TextEncoder().encode(secret) : TEST_SECRET);
}

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

  it('ends tokens signed out of offline by their proofs, sent later with another session or none', async () => {
    const teacher = await t.createUser();
    const proof = await signOutProofOf(teacher.token);
    // The proof is no token: it signs nobody in.
    expect((await getUser(proof ?? '')).status).toBe(401);
    expect((await getUser(teacher.token)).status).toBe(200);
    const out = await t.call('POST', '/auth/logout', { body: { signOutProofs: [proof] } });
    expect(out.status).toBe(200);
    expect((await getUser(teacher.token)).status).toBe(401);
    expect(await getUserOnAnotherServer(teacher.token)).toBe(401);
  });

  it('keeps a revocation until the token would have expired anyway, and stores none for an expired token', async () => {
    const teacher = await t.createUser();
    const exp = JSON.parse(Buffer.from(teacher.token.split('.')[1] ?? '', 'base64url').toString()).exp as number;
    await t.call('POST', '/auth/logout', { body: { signOutProofs: [await signOutProofOf(teacher.token)] } });
    const [row] = await t.db
      .select()
      .from(revokedTokens)
      .where(eq(revokedTokens.tokenId, idOf(teacher.token)));
    // Its exp, plus the clock skew the server accepts it with.
    expect(row?.expiresAt.getTime()).toBe((exp + 60) * 1000);

    const past = Math.floor(Date.now() / 1000) - 8 * 24 * 60 * 60;
    const expired = await tokenOf(teacher, { iat: past, exp: past + 3600, jti: crypto.randomUUID() });
    const answer = await t.call('POST', '/auth/logout', { body: { signOutProofs: [await signOutProofOf(expired)] } });
    expect(answer.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(revokedTokens)
        .where(eq(revokedTokens.tokenId, idOf(expired))),
    ).toEqual([]);
  });

  it('stores nothing for made-up token ids or proofs: ids are ignored, proofs of no token of this server refused', async () => {
    const teacher = await t.createUser();
    const rowsBefore = (await t.db.select().from(revokedTokens)).length;
    const madeUpIds = Array.from({ length: 50 }, () => crypto.randomUUID());
    const ids = await t.call('POST', '/auth/logout', { body: { tokenIds: madeUpIds } });
    expect(ids.status).toBe(200);

    const [header, payload] = teacher.token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claimsOf(teacher.token), jti: crypto.randomUUID() })).toString(
      'base64url',
    );
    const realProof = (await signOutProofOf(teacher.token)) ?? '';
    const forged = [
      `${header}.${payload}.${'A'.repeat(43)}`,
      `${header}.${otherPayload}.${realProof.split('.')[2]}`,
      await signOutProofOf(
        await tokenOf(teacher, { jti: crypto.randomUUID() }, 'another-secret-that-is-long-enough-too!'),
      ),
    ];
    for (const proof of forged) {
      const answer = await t.call('POST', '/auth/logout', { body: { signOutProofs: [realProof, proof] } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('signOutProofs.1: is not a token of this server');
    }
    const notProofs = await t.call('POST', '/auth/logout', { body: { signOutProofs: [teacher.token.slice(0, -2)] } });
    expect(notProofs.status).toBe(400);
    expect(notProofs.body.message).toBe('signOutProofs.0: must be the sign-out proof of a token');
    expect(await t.db.select().from(revokedTokens)).toHaveLength(rowsBefore);
    expect((await getUser(teacher.token)).status).toBe(200);
  });

  it('is limited per address: 120 calls in 15 minutes, then 429 with Retry-After; other addresses go on', async () => {
    const app = createApp({ ...t.deps, trustProxy: 1 });
    const logout = (address: string, token?: string) =>
      app.request('/api/auth/logout', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: '{}',
      });
    for (let call = 0; call < 120; call += 1) expect((await logout('198.51.100.120')).status).toBe(200);
    const teacher = await t.createUser();
    const refused = await logout('198.51.100.120', teacher.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await getUser(teacher.token)).status).toBe(200);
    expect((await logout('198.51.100.121', teacher.token)).status).toBe(200);
    expect((await getUser(teacher.token)).status).toBe(401);
  });

  it('a token from before tokens had ids is ended with all sessions of its user', async () => {
    const teacher = await t.createUser();
    const old = await tokenOf(teacher, {});
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
      await t.call('POST', '/auth/logout', { body: {} });
      expect(await t.db.select().from(revokedTokens)).toEqual([]);
    } finally {
      t.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  const signOutEverywhere = (token: string | undefined, body: unknown) =>
    t.call('POST', '/auth/sign-out-everywhere', { token, body });

  it('ends every other session of the signed-in user once she types her password; this device stays signed in', async () => {
    const teacher = await t.createUser();
    const login = () =>
      t.call('POST', '/auth/customer-login', { body: { email: teacher.email, password: teacher.password } });
    const lostTablet = (await login()).body.accessToken as string;
    const laptop = (await login()).body.accessToken as string;

    const wrong = await signOutEverywhere(laptop, { password: 'not her password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('That is not your password. Please type it again.');
    expect((await getUser(lostTablet)).status).toBe(200);

    const done = await signOutEverywhere(laptop, { password: teacher.password });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('You are signed out on every other device. This device stays signed in.');
    expect(typeof done.body.expiresAt).toBe('string');
    for (const ended of [lostTablet, laptop, teacher.token]) {
      expect((await getUser(ended)).status).toBe(401);
      expect(await getUserOnAnotherServer(ended)).toBe(401);
    }
    expect((await getUser(done.body.accessToken)).body.email).toBe(teacher.email);
    expect(await getUserOnAnotherServer(done.body.accessToken)).toBe(200);
  });

  it('needs a session and a password, and counts wrong passwords as failed sign-ins', async () => {
    const teacher = await t.createUser();
    expect((await signOutEverywhere(undefined, { password: teacher.password })).status).toBe(401);
    const missing = await signOutEverywhere(teacher.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('password: is required');
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await signOutEverywhere(teacher.token, { password: `guess ${guess}` })).status).toBe(403);
    }
    expect((await signOutEverywhere(teacher.token, { password: teacher.password })).status).toBe(429);
    const signIn = await t.call('POST', '/auth/customer-login', {
      body: { email: teacher.email, password: teacher.password },
    });
    expect(signIn.status).toBe(429);
    expect((await getUser(teacher.token)).status).toBe(200);
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
