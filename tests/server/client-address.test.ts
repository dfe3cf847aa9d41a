import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { loadConfig } from '#server/config';
import { setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

function failedLogin(app: ReturnType<typeof createApp>, forwardedFor: string, index: number) {
  return app.request('/api/auth/customer-login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: `pupil${index}@example.com`, password: 'wrong password' }),
  });
}

/**
 * The address the server took, seen through the sign-in limits: after 50 failures from one address
 * it is busy, and there an account gets 3 failures instead of 10. `forwardedFor(n)` is the
 * X-Forwarded-For of the n-th request: the test varies what the client could write.
 */
async function guessesAtBusyAddress(app: ReturnType<typeof createApp>, forwardedFor: (n: number) => string) {
  const failures = [];
  for (let index = 0; index < 50; index += 1)
    failures.push((await failedLogin(app, forwardedFor(index), index)).status);
  expect(failures).toEqual(Array(50).fill(401));
  const guesses = [];
  for (let guess = 0; guess < 3; guess += 1)
    guesses.push((await failedLogin(app, forwardedFor(100 + guess), 0)).status);
  return guesses;
}

describe('TRUST_PROXY=N', () => {
  it('takes the address one proxy wrote, not what the client put before it', async () => {
    const app = createApp({ ...t.deps, trustProxy: 1 });
    expect(await guessesAtBusyAddress(app, (n) => `10.9.${n}.1, 203.0.113.50`)).toEqual([401, 401, 429]);
    // Another address the proxy wrote is not busy: the same account may fail there.
    expect((await failedLogin(app, '203.0.113.50, 203.0.113.51', 0)).status).toBe(401);
  });

  it('with two proxies, takes the entry two from the right', async () => {
    const app = createApp({ ...t.deps, trustProxy: 2 });
    expect(await guessesAtBusyAddress(app, (n) => `10.8.${n}.1, 198.51.100.50, 10.0.0.2`)).toEqual([401, 401, 429]);
  });

  it('reads a number of proxies from the setting; true is one, unset none', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
