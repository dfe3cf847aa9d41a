import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
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

describe('TRUST_PROXY=N', () => {
  it('takes the address one proxy wrote, not what the client put before it', async () => {
    const app = createApp({ ...t.deps, trustProxy: 1 });
    const statuses = [];
    for (let index = 0; index < 51; index += 1) {
      statuses.push((await failedLogin(app, `10.9.${index}.1, 203.0.113.50`, index)).status);
    }
    expect(statuses).toEqual([...Array(50).fill(401), 429]);
    expect((await failedLogin(app, '203.0.113.50, 203.0.113.51', 99)).status).toBe(401);
  });

  it('with two proxies, takes the entry two from the right', async () => {
    const app = createApp({ ...t.deps, trustProxy: 2 });
    const statuses = [];
    for (let index = 0; index < 51; index += 1) {
      statuses.push((await failedLogin(app, `10.8.${index}.1, 198.51.100.50, 10.0.0.2`, index)).status);
    }
    expect(statuses).toEqual([...Array(50).fill(401), 429]);
  });

  it('reads a number of proxies from the setting; true is one, unset none', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
