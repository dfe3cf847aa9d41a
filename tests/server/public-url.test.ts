import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { loadConfig } from '#server/config';
import { setupTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const linkIn = (text: string) => /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(text)?.[0] ?? '';

describe('links in mails', () => {
  it('never follow the Host header: a foreign host is refused, mails point to PUBLIC_URL', async () => {
    const caller = await t.createUser();
    const before = t.mailer.sent.length;
    const forged = await t.app.request('http://attacker.example/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'attacker.example' },
      body: JSON.stringify({ email: caller.email }),
    });
    expect(forged.status).toBe(400);
    const register = await t.app.request('http://attacker.example/api/auth/customer-register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'fresh.teacher@example.com' }),
    });
    expect(register.status).toBe(400);
    expect(t.mailer.sent.length).toBe(before);

    await t.call('POST', '/auth/request-password-reset', { body: { email: caller.email } });
    await t.call('POST', '/auth/customer-register', { body: { email: 'fresh.teacher@example.com' } });
    const links = t.mailer.sent.slice(before).map((mail) => linkIn(mail.text));
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
  });

  it('accepts the hosts listed in ALLOWED_HOSTS, with links still to PUBLIC_URL', async () => {
    const app = createApp({
      ...t.deps,
      publicUrl: 'https://courses.example.org',
      allowedHosts: ['courses.example.org', 'intranet.school'],
    });
    const caller = await t.createUser();
    const answer = await app.request('http://intranet.school/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: caller.email }),
    });
    expect(answer.status).toBe(200);
    expect(linkIn(t.mailer.sent.at(-1)?.text ?? '')).toMatch(
      /^https:\/\/courses\.example\.org\/reset-password\?token=/,
    );
    expect((await app.request('http://localhost/api/health')).status).toBe(400);
  });
});

describe('PUBLIC_URL and ALLOWED_HOSTS settings', () => {
  it('refuses to start in production without PUBLIC_URL, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set when NODE_ENV=production/);
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://Courses.Example.org/', MAIL_TO_LOG: '1' });
    expect(config.publicUrl).toBe('https://courses.example.org');
    expect(config.allowedHosts).toEqual(['courses.example.org']);
  });

  it('defaults to http://localhost:PORT in development, accepting this machine’s loopback names', () => {
    const config = loadConfig({ PORT: '4100' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.allowedHosts).toEqual(['localhost:4100', '127.0.0.1:4100', '[::1]:4100']);
    expect(loadConfig({ PORT: '4100', ALLOWED_HOSTS: 'Intranet.School, 10.0.0.5:4100' }).allowedHosts).toEqual([
      'localhost:4100',
      '127.0.0.1:4100',
      '[::1]:4100',
      'intranet.school',
      '10.0.0.5:4100',
    ]);
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'courses.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.org/app' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
