import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await setupTestApp();
  server = serve({
    fetch: t.app.fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** One request on the agent's connection; answers status, headers and body. */
function request(agent: http.Agent, method: string, path: string, body?: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { Host: 'localhost', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a body over 1 MiB on a keep-alive connection', () => {
  it('is answered 413 with Connection: close, and the client’s next request works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.from(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' }));
      for (let round = 0; round < 3; round += 1) {
        const tooLarge = await request(agent, 'POST', '/api/auth/customer-login', big);
        expect(tooLarge.status).toBe(413);
        expect(tooLarge.headers.connection).toBe('close');
        const next = await request(agent, 'GET', '/api/health');
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
