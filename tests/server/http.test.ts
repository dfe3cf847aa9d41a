import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { createApp } from '#server/app';
import { getActivity, minutesAgo } from './support/progress.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
let distDir: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
  distDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-dist-'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Symbol Courses</title>');
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'assets', 'app-1234.js'),
    `export const lessons = ${JSON.stringify(Array(400).fill('go'))};`,
  );
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

/** Signs of a stack trace or of the server's files in an answer. */
const LEAK = /\bat \S+ \(|\.ts:\d+|node_modules|Error:|DrizzleQueryError|Failed query/;

describe('security headers', () => {
  it('sends the CSP and the other security headers on API answers, errors included', async () => {
    for (const answer of [await t.call('GET', '/health'), await t.call('GET', '/products')]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('frame-src')).toContain('https://www.youtube.com');
      expect(directives.get('frame-src')).toContain('https://www.youtube-nocookie.com');
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('sends HSTS of at least a year over HTTPS only', async () => {
    const plain = await t.app.request('http://x/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await t.app.request('https://x/api/health');
    const hsts = secure.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    // A forwarded https counts only behind a trusted proxy.
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect((await t.app.request('http://x/api/health', forwarded)).headers.get('strict-transport-security')).toBeNull();
    const proxied = createApp({ ...t.deps, trustProxy: 1 });
    expect((await proxied.request('http://x/api/health', forwarded)).headers.get('strict-transport-security')).toMatch(
      /max-age=/,
    );
  });
});

describe('CORS', () => {
  const origin = 'https://school.example';

  it('sends no CORS headers when no origin is configured', async () => {
    const answer = await t.call('GET', '/health', { headers: { Origin: origin } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.app.request('/api/products', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the listed origins only, with credentials and never *', async () => {
    const app = createApp({ ...t.deps, corsOrigins: [origin] });
    const listed = await app.request('/api/health', { headers: { Origin: origin } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await app.request('/api/products', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const other = await app.request('/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('bad requests', () => {
  it('answers 413 to a body over 1 MiB, with or without a Content-Length', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024) });
    const answer = await t.call('POST', '/products', { token: admin.token, body: big });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request is larger than 1 MiB');
    const streamed = await t.app.request('/api/activities/sync', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Just under the limit is read and validated as usual.
    const under = await t.call('POST', '/products', {
      token: admin.token,
      body: JSON.stringify({ title: 'x'.repeat(1024 * 1024 - 100) }),
    });
    expect(under.status).toBe(400);
    expect(under.body.message).toMatch(/^title: /);
  });

  it('answers 400 {message} to malformed JSON', async () => {
    const answer = await t.call('POST', '/products', { token: admin.token, body: '{"title": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/JSON/);
  });

  it('answers 404 JSON to an unknown /api path, also when the client is served beside the API', async () => {
    const withClient = createApp({ ...t.deps, distDir });
    for (const app of [t.app, withClient]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await app.request('/api/no-such-call', { method });
        expect(answer.status, method).toBe(404);
        expect(answer.headers.get('content-type')).toMatch(/application\/json/);
        expect(((await answer.json()) as { message: string }).message).toBe(
          `No such call: ${method} /api/no-such-call`,
        );
      }
    }
    // Page routes of the client still get the app.
    const page = await withClient.request('/class/x/lessons/y/find-it');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Symbol Courses');
  });

  it('gzips the client’s scripts for browsers that accept it, and caches hashed assets for good', async () => {
    const withClient = createApp({ ...t.deps, distDir });
    const script = await withClient.request('/assets/app-1234.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await withClient.request('/assets/app-1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('export const lessons');
    const page = await withClient.request('/index.html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers GET /api/health with {ok: true}', async () => {
    const answer = await t.call('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
  });

  it('never answers 500 or a stack trace to input the database cannot store', async () => {
    const product = await t.createProduct(admin);
    const lesson = await t.createLesson(admin, product._id);
    const answers = [
      await t.call('GET', '/products/a%00b', { token: admin.token }),
      await t.call('POST', '/products', { token: admin.token, body: { title: 'a\u0000b' } }),
      await t.call('PUT', `/lessons/${lesson._id}`, {
        token: admin.token,
        body: { version: 1, title: 'x', sections: { sayIt: { title: 'nul \u0000' } } },
      }),
      await t.call('GET', '/admin/users/search?q=a%00', { token: admin.token }),
      await t.call('POST', '/activities/start-lesson', {
        token: admin.token,
        body: { productId: product._id, lessonId: lesson._id, occurredAt: '0000-01-01T00:00:00Z' },
      }),
      await t.call('POST', '/activities/start-lesson', {
        token: admin.token,
        body: { productId: product._id, lessonId: lesson._id, opId: 'nul\u0000' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/cannot be stored/);
      expect(JSON.stringify(answer.body)).not.toMatch(LEAK);
    }
    expect((await t.call('GET', `/lessons/${lesson._id}`, { token: admin.token })).body.sections.sayIt.title).toBe('');
  });

  it('never puts a stack trace in an error answer', async () => {
    const customer = await t.createUser();
    const answers = [
      await t.call('GET', '/products'),
      await t.call('POST', '/products', { token: customer.token, body: { title: 'x' } }),
      await t.call('POST', '/products', { token: admin.token, body: '{' }),
      await t.call('POST', '/products', { token: admin.token, body: { title: 3 } }),
      await t.call('GET', `/products/${crypto.randomUUID()}`, { token: admin.token }),
      await t.call('GET', '/nope', { token: admin.token }),
      await t.call('POST', '/auth/customer-login', { body: { email: 'a@b.example', password: 'x' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 400, 400, 404, 404, 401]);
    for (const answer of answers) {
      expect(typeof answer.body.message).toBe('string');
      expect(JSON.stringify(answer.body)).not.toMatch(LEAK);
    }
  });
});

describe('the accessToken cookie', () => {
  it('does not authenticate a write from another origin, but does from the app itself', async () => {
    const product = await t.createProduct(admin);
    const cookie = `accessToken=${admin.token}`;
    const body = { title: 'By cookie' };
    const foreign = await t.call('POST', '/products', {
      body,
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(401);
    const foreignDelete = await t.call('DELETE', `/products/${product._id}`, {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(foreignDelete.status).toBe(401);
    expect((await t.call('GET', `/products/${product._id}`, { token: admin.token })).status).toBe(200);

    const sameOrigin = await t.call('POST', '/products', {
      body,
      headers: { Cookie: cookie, Origin: 'http://localhost' },
    });
    expect(sameOrigin.status).toBe(201);
    const noOrigin = await t.call('POST', '/products', { body, headers: { Cookie: cookie } });
    expect(noOrigin.status).toBe(201);
    // A read by cookie works from anywhere (CORS keeps the answer from other sites).
    const read = await t.call('GET', '/products', { headers: { Cookie: cookie, Origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
    // A configured origin may write with the cookie; a Bearer header is not sent by other sites on their own.
    const listed = createApp({ ...t.deps, corsOrigins: ['https://school.example'] });
    const fromListed = await listed.request('/api/products', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://school.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(fromListed.status).toBe(201);
    const bearer = await t.call('POST', '/products', {
      token: admin.token,
      body,
      headers: { Origin: 'https://evil.example' },
    });
    expect(bearer.status).toBe(201);
  });
});

describe('rate limits', () => {
  it('limits guessing from a busy client address (429 with Retry-After) while right passwords pass', async () => {
    const app = createApp({ ...t.deps, trustProxy: 1 });
    const login = (address: string, email: string, password: string) =>
      app.request('/api/auth/customer-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email, password }),
      });
    // A whole classroom behind one address: 50 failures, each for another email.
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, index) => login('203.0.113.7', `pupil${index}@example.com`, 'wrong password')),
    );
    expect(failures.map((answer) => answer.status)).toEqual(Array(50).fill(401));
    // The teacher behind the same address signs in: a right password is never locked out.
    expect((await login('203.0.113.7', admin.email, admin.password)).status).toBe(200);
    // Guessing one account from the busy address meets the limit after a few tries.
    let blocked: Response | undefined;
    for (let guess = 0; guess < 10 && !blocked; guess += 1) {
      const answer = await login('203.0.113.7', admin.email, `guess ${guess}`);
      if (answer.status === 429) blocked = answer;
      else expect(answer.status).toBe(401);
    }
    if (!blocked) throw new Error('ten guesses from a busy address were never limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/^Too many attempts/);
    expect((await login('198.51.100.1', admin.email, admin.password)).status).toBe(200);
  });

  it('mails a reset link at most five times per email in 15 minutes, always answering the same 200', async () => {
    const customer = await t.createUser();
    const before = t.mailer.sent.length;
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push(await t.call('POST', '/auth/request-password-reset', { body: { email: customer.email } }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(200));
    expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);
    expect(t.mailer.sent.slice(before).filter((mail) => mail.to === customer.email)).toHaveLength(5);
  });
});

describe('many requests at once', () => {
  it('creates 50 lessons at once, each at its own place at the end', async () => {
    const product = await t.createProduct(admin);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.call('POST', '/lessons', { token: admin.token, body: { productId: product._id, title: `Lesson ${index}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const orders = answers.map((answer) => answer.body.order).sort((a, b) => a - b);
    expect(orders).toEqual(Array.from({ length: 50 }, (_, index) => index));
    const listed = await t.call('GET', `/lessons?productId=${product._id}`, { token: admin.token });
    expect(listed.body).toHaveLength(50);
  });

  it('applies 50 progress updates at once, and the record is right', async () => {
    const product = await t.createProduct(admin);
    const lessons = [
      await t.createLesson(admin, product._id, { title: 'One' }),
      await t.createLesson(admin, product._id, { title: 'Two' }),
    ];
    const customer = await t.createUser({ customerSubscriptions: [product.shopifyProductId] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.call('POST', '/activities/update-progress', {
          token: customer.token,
          body: {
            productId: product._id,
            lessonId: lessons[index % 2]?._id,
            activityKey: ACTIVITY_KEYS[Math.floor(index / 2) % ACTIVITY_KEYS.length],
            url: `/step-${index}`,
            occurredAt: minutesAgo(100 - index),
            opId: `concurrent-${index}`,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const first = (await getActivity(t, customer, product._id, lessons[0]?._id ?? '')).body;
    const second = (await getActivity(t, customer, product._id, lessons[1]?._id ?? '')).body;
    expect(first.activitiesDone).toEqual([...ACTIVITY_KEYS]);
    expect(first.completed).toBe(true);
    expect(first.lastItem.url).toBe('/step-48');
    expect(second.activitiesDone).toEqual([...ACTIVITY_KEYS]);
    expect(second.lastItem.url).toBe('/step-49');
  });
});
