import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '#server/auth/tokens';
import { setupTestApp, TEST_SECRET, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const linkIn = (text: string) => /https?:\/\/\S+reset-password\?token=([\w-]+)/.exec(text);

describe('POST /api/auth/customer-login', () => {
  it('answers a token and its expiry for the right password', async () => {
    const caller = await t.createUser();
    const answer = await t.call('POST', '/auth/customer-login', {
      body: { email: caller.email.toUpperCase(), password: caller.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const days = (Date.parse(answer.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const me = await t.call('GET', '/auth/get-user', { token: answer.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(caller.email);
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const caller = await t.createUser();
    const wrong = await t.call('POST', '/auth/customer-login', {
      body: { email: caller.email, password: 'nope-nope' },
    });
    const unknown = await t.call('POST', '/auth/customer-login', {
      body: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toBe('Invalid email or password');
  });

  it('answers 400 naming the field when the body is incomplete', async () => {
    const answer = await t.call('POST', '/auth/customer-login', { body: { email: 'a@example.com' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^password: /);
  });

  it('limits failed attempts per email with 429 and Retry-After', async () => {
    const caller = await t.createUser();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await t.call('POST', '/auth/customer-login', {
        body: { email: caller.email, password: 'wrong-one' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await t.call('POST', '/auth/customer-login', {
      body: { email: caller.email, password: caller.password },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await t.createUser();
    const unaffected = await t.call('POST', '/auth/customer-login', {
      body: { email: other.email, password: other.password },
    });
    expect(unaffected.status).toBe(200);
  });
});

describe('GET /api/auth/get-user', () => {
  it('never sends the password hash', async () => {
    const caller = await t.createUser();
    const answer = await t.call('GET', '/auth/get-user', { token: caller.token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      [
        '_id',
        'admin',
        'adminSubscriptions',
        'authorOf',
        'createdAt',
        'customerSubscriptions',
        'displayName',
        'email',
        'name',
      ].sort(),
    );
  });

  it('reads the accessToken cookie when there is no Authorization header', async () => {
    const caller = await t.createUser();
    const answer = await t.call('GET', '/auth/get-user', { headers: { Cookie: `accessToken=${caller.token}` } });
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(caller.user.id);
  });

  it('takes identity from the token, never from the customerId header', async () => {
    const caller = await t.createUser();
    const other = await t.createUser();
    const answer = await t.call('GET', '/auth/get-user', {
      token: caller.token,
      headers: { customerId: other.user.id },
    });
    expect(answer.body._id).toBe(caller.user.id);
  });

  it('answers 401 without a token, with a forged one, with alg none and with a wrong audience', async () => {
    const caller = await t.createUser();
    expect((await t.call('GET', '/auth/get-user')).status).toBe(401);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(caller.user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await t.call('GET', '/auth/get-user', { token: forged })).status).toBe(401);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: caller.user.id, ver: 0, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: 1, exp: 9e9 }),
    ).toString('base64url');
    expect((await t.call('GET', '/auth/get-user', { token: `${header}.${payload}.` })).status).toBe(401);
    const otherAudience = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(caller.user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(TEST_SECRET);
    expect((await t.call('GET', '/auth/get-user', { token: otherAudience })).status).toBe(401);
    const noExpiry = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(caller.user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .sign(TEST_SECRET);
    expect((await t.call('GET', '/auth/get-user', { token: noExpiry })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const caller = await t.createUser();
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(caller.user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(TEST_SECRET);
    expect((await t.call('GET', '/auth/get-user', { token: expired })).status).toBe(401);
  });

  it('answers 401 for a token issued in the future or longer ago than TOKEN_TTL, whatever its expiry', async () => {
    const caller = await t.createUser();
    const seconds = Math.floor(Date.now() / 1000);
    const issuedAt = (iat: number, exp: number) =>
      new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(caller.user.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(TEST_SECRET);
    const future = await issuedAt(seconds + 3600, seconds + 7200);
    expect((await t.call('GET', '/auth/get-user', { token: future })).status).toBe(401);
    const tooOld = await issuedAt(seconds - 8 * 86_400, seconds + 86_400);
    expect((await t.call('GET', '/auth/get-user', { token: tooOld })).status).toBe(401);
    const slightSkew = await issuedAt(seconds + 10, seconds + 3600);
    expect((await t.call('GET', '/auth/get-user', { token: slightSkew })).status).toBe(200);
  });
});

describe('register and reset password', () => {
  it('creates the account and mails a link that sets the password once', async () => {
    const email = 'new.teacher@example.com';
    const answer = await t.call('POST', '/auth/customer-register', { body: { email: ' New.Teacher@Example.com ' } });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toContain(email);
    const mail = t.mailer.sent.find((sent) => sent.to === email);
    const token = linkIn(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const tooShort = await t.call('POST', '/auth/reset-password', { body: { token, password: 'short' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toMatch(/^password: /);

    const set = await t.call('POST', '/auth/reset-password', { body: { token, password: 'a good password' } });
    expect(set.status).toBe(200);
    const again = await t.call('POST', '/auth/reset-password', { body: { token, password: 'another password' } });
    expect(again.status).toBe(400);

    const login = await t.call('POST', '/auth/customer-login', { body: { email, password: 'a good password' } });
    expect(login.status).toBe(200);
  });

  it('refuses a common password or one character repeated with a clear message, and the link still works', async () => {
    const caller = await t.createUser();
    await t.call('POST', '/auth/request-password-reset', { body: { email: caller.email } });
    const token = linkIn(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    const common =
      'password: is one of the most common passwords, which others guess first. Please choose another one.';
    const repeated = 'password: must not be one character repeated';
    for (const [password, message] of [
      ['password1', common],
      ['Iloveyou1', common],
      ['qwertyuiop', common],
      ['aaaaaaaa', repeated],
      ['1111111111', repeated],
      ['🙂🙂🙂🙂🙂🙂🙂🙂', repeated],
    ]) {
      const answer = await t.call('POST', '/auth/reset-password', { body: { token, password } });
      expect(answer.status, password).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const set = await t.call('POST', '/auth/reset-password', { body: { token, password: 'kettle on the windowsill' } });
    expect(set.status).toBe(200);
  });

  it('answers 409 with the message and the reset link for an existing email', async () => {
    const caller = await t.createUser();
    const answer = await t.call('POST', '/auth/customer-register', { body: { email: caller.email } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/already exists/);
    expect(answer.body.url).toMatch(/\/reset-password$/);
  });

  it('answers 400 for an email that is not one', async () => {
    const answer = await t.call('POST', '/auth/customer-register', { body: { email: 'not-an-email' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^email: /);
  });

  it('always answers 200 to a reset request, and mails only existing accounts', async () => {
    const caller = await t.createUser();
    const before = t.mailer.sent.length;
    const known = await t.call('POST', '/auth/request-password-reset', { body: { email: caller.email } });
    const unknown = await t.call('POST', '/auth/request-password-reset', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(t.mailer.sent.slice(before).map((mail) => mail.to)).toEqual([caller.email]);
  });

  it('invalidates earlier tokens when the password is reset', async () => {
    const caller = await t.createUser();
    await t.call('POST', '/auth/request-password-reset', { body: { email: caller.email } });
    const token = linkIn(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    expect((await t.call('GET', '/auth/get-user', { token: caller.token })).status).toBe(200);
    await t.call('POST', '/auth/reset-password', { body: { token, password: 'brand new password' } });
    expect((await t.call('GET', '/auth/get-user', { token: caller.token })).status).toBe(401);
  });

  it('refuses a reset link after an hour', async () => {
    const caller = await t.createUser();
    await t.call('POST', '/auth/request-password-reset', { body: { email: caller.email } });
    const token = linkIn(t.mailer.sent.at(-1)?.text ?? '')?.[1];
    t.clock.advance(61 * 60 * 1000);
    try {
      const answer = await t.call('POST', '/auth/reset-password', { body: { token, password: 'brand new password' } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/expired/);
    } finally {
      t.clock.advance(-61 * 60 * 1000);
    }
  });
});
