import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Account } from './fixtures.ts';
import { mailedLinks } from './mail-log.ts';
import { ADMIN, E2E_SERVER_LOG } from './settings.ts';

/**
 * A teacher of the test's own on the shared server, registered as a teacher registers (the mailed
 * link sets her password): what she does touches nothing of the demo teacher other specs use.
 * `serverLog` is the log of the server `request` talks to, where its mails are written.
 */
export async function newTeacher(
  request: APIRequestContext,
  prefix: string,
  serverLog = E2E_SERVER_LOG,
): Promise<Account> {
  const account = { email: `${prefix}-${Date.now()}@e2e.test`, password: `${prefix}-password` };
  const registered = await request.post('/api/auth/customer-register', {
    data: { email: account.email },
    // Each from an address of her own (the benchmarking range): a server lets one address register
    // only a few accounts a quarter of an hour, and a fixture registers a teacher for every test.
    headers: { 'X-Forwarded-For': `198.18.${randomInt(256)}.${randomInt(256)}` },
  });
  expect(registered.status(), 'customer-register').toBe(201);
  await expect.poll(() => mailedLinks(serverLog, account.email, /./).length).toBe(1);
  const token = new URL(mailedLinks(serverLog, account.email, /./)[0] as string).searchParams.get('token');
  const reset = await request.post('/api/auth/reset-password', { data: { token, password: account.password } });
  expect(reset.status(), 'reset-password').toBe(200);
  return account;
}

/** An admin gives the teacher a course (by its shop id), as on the Users page. */
export async function grantCourse(request: APIRequestContext, email: string, shopId: string): Promise<void> {
  const login = await request.post('/api/auth/customer-login', { data: ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const found = await request.get(`/api/admin/users/search?q=${encodeURIComponent(email)}`, { headers });
  const [user] = ((await found.json()) as { users: { _id: string }[] }).users;
  if (!user) throw new Error(`${email} was not found`);
  const granted = await request.put(`/api/admin/users/${user._id}/subscriptions`, {
    headers,
    data: { adminSubscriptions: [shopId] },
  });
  expect(granted.status(), 'granting the course').toBe(200);
}
