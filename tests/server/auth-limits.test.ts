import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { SERVER_BUSY } from '#server/auth/password-check';
import { HashGate } from '#server/auth/passwords';
import { startServers } from './support/server-processes.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let owner: Caller;
beforeAll(async () => {
  t = await setupTestApp({ trustProxy: 1 });
  owner = await t.createUser();
});
afterAll(() => t.close());

const linkIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';

/** A JSON POST from a client at `address` (the app trusts one proxy, which names it). */
function post(app: { request: typeof t.app.request }, path: string, address: string, body: unknown) {
  return app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
}

const login = (address: string, email: string, password: string) =>
  post(t.app, '/auth/customer-login', address, { email, password });

/** Counts every password hash the server runs. */
class CountingGate extends HashGate {
  runs = 0;
  override run<T>(work: () => Promise<T>): Promise<T> {
    this.runs += 1;
    return super.run(work);
  }
}

describe('sign-in limits', () => {
  it('a stranger’s wrong passwords do not lock the owner out from her own address', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('198.51.100.66', owner.email, 'a wrong guess')).status).toBe(401);
    }
    const stranger = await login('198.51.100.66', owner.email, 'another guess');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('198.51.100.77', owner.email, owner.password)).status).toBe(200);
  });

  it('checks at most 10 of 40 guesses sent at once', async () => {
    const victim = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login('198.51.100.88', victim.email, `guess number ${index}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('refuses password checks beyond the server’s cap with 503 and Retry-After, and does not count them', async () => {
    const app = createApp({ ...t.deps, hashes: new HashGate(1, 1, 7) });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        post(app, '/auth/customer-login', '198.51.100.99', {
          email: `pupil${index}@example.com`,
          password: 'wrong password',
        }),
      ),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 503 || answer.status === 401)).toBe(true);
    for (const answer of busy) {
      expect(answer.headers.get('retry-after')).toBe('7');
      expect(((await answer.json()) as { message: string }).message).toBe(SERVER_BUSY);
    }
    // Only the checked attempts count: 50 per address in all.
    const checked = answers.length - busy.length;
    const more = [];
    for (let index = 0; index < 50 - checked; index += 1) {
      more.push(
        (
          await post(app, '/auth/customer-login', '198.51.100.99', {
            email: `more${index}@example.com`,
            password: 'x-wrong-x',
          })
        ).status,
      );
    }
    expect(more.every((status) => status === 401)).toBe(true);
    // The address is past its failures; the owner's right password still signs her in.
    expect((await login('198.51.100.99', owner.email, owner.password)).status).toBe(200);
  });

  it('50 failed sign-ins from a school’s address lock no teacher out: right passwords pass, failures stay few', async () => {
    const school = '198.51.100.50';
    for (let pupil = 0; pupil < 5; pupil += 1) {
      for (let guess = 0; guess < 10; guess += 1) {
        expect((await login(school, `pupil${pupil}@example.com`, `guess ${guess}`)).status).toBe(401);
      }
    }
    const teacher = await t.createUser();
    expect((await login(school, teacher.email, teacher.password)).status).toBe(200);
    // Right passwords do not count: many teachers sign in, and the address stays as it was.
    for (let again = 0; again < 5; again += 1) {
      expect((await login(school, teacher.email, teacher.password)).status).toBe(200);
    }
    // From the busy address each account has 3 failures, not 10: guessing from it gets few tries.
    const other = await t.createUser();
    const guesses = [];
    for (let guess = 0; guess < 4; guess += 1) guesses.push((await login(school, other.email, `no ${guess}`)).status);
    expect(guesses).toEqual([401, 401, 401, 429]);
    expect((await login(school, other.email, other.password)).status).toBe(429);
    expect((await login('198.51.100.51', other.email, other.password)).status).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('hashes no password for a link that is not valid, and limits attempts per address', async () => {
    const gate = new CountingGate();
    const app = createApp({ ...t.deps, hashes: gate });
    const statuses = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const answer = await post(app, '/auth/reset-password', '203.0.113.20', {
        token: `made-up-token-${attempt}`,
        password: 'a long new password',
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(20).fill(400), 429]);
    expect(gate.runs).toBe(0);
    // Another address is not affected, and a valid link hashes once.
    await t.call('POST', '/auth/request-password-reset', { body: { email: owner.email } });
    const token = linkIn(t.mailer.sent.at(-1)?.text ?? '');
    const valid = await post(app, '/auth/reset-password', '203.0.113.21', { token, password: 'a long new password' });
    expect(valid.status).toBe(200);
    expect(gate.runs).toBe(1);
    owner = { ...owner, password: 'a long new password' };
  });

  it('a new link supersedes the older ones, and a reset ends every link', async () => {
    const caller = await t.createUser();
    const linkFor = async () => {
      await t.call('POST', '/auth/request-password-reset', { body: { email: caller.email } });
      return linkIn(t.mailer.sent.at(-1)?.text ?? '');
    };
    const first = await linkFor();
    const second = await linkFor();
    const reset = (token: string, password: string) =>
      t.call('POST', '/auth/reset-password', { body: { token, password } });
    const old = await reset(first, 'first new password');
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await reset(second, 'second new password')).status).toBe(200);
    expect((await reset(second, 'third new password')).status).toBe(400);
    const signIn = await t.call('POST', '/auth/customer-login', {
      body: { email: caller.email, password: 'second new password' },
    });
    expect(signIn.status).toBe(200);
  });
});

describe('POST /api/auth/customer-register', () => {
  it('limits new accounts per address, other addresses unaffected', async () => {
    const register = (address: string, index: number) =>
      post(t.app, '/auth/customer-register', address, { email: `class${index}-${address}@example.com` });
    const statuses = [];
    for (let index = 0; index < 11; index += 1) statuses.push((await register('203.0.113.30', index)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await register('203.0.113.31', 0)).status).toBe(201);
  });
});

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('share the sign-in limit: 10 wrong passwords in all, not 10 each', { timeout: 300_000 }, async () => {
    const account = { email: 'owner@example.com', password: 'owner password one' };
    const { servers, stop } = await startServers(2, { ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password });
    try {
      const attempt = (index: number, password: string) =>
        fetch(`${servers[index % 2]?.url}/api/auth/customer-login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...account, password }),
        }).then((answer) => answer.status);
      const statuses = await Promise.all(Array.from({ length: 24 }, (_, index) => attempt(index, `guess ${index}`)));
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(14);
      expect(await attempt(0, account.password)).toBe(429);
      expect(await attempt(1, account.password)).toBe(429);
    } finally {
      await stop();
    }
  });
});
