import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startServers } from './support/server-processes.ts';

/** The server processes whose parent is `pid`: a primary's workers (not, say, tsx's esbuild). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('server/index.ts'))
      .map((line) => Number.parseInt(line.trim(), 10))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

const readyLines = (output: string) => output.split('\n').filter((line) => line.includes('is ready on')).length;

async function until(check: () => boolean, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.env.DATABASE_URL)('WORKERS on PostgreSQL', () => {
  it('serves the port from that many processes, and one that dies is replaced while the others answer', {
    timeout: 180_000,
  }, async () => {
    const account = { email: 'workers@example.com', password: 'workers password one' };
    const { servers, stop } = await startServers(1, {
      WORKERS: '2',
      ADMIN_EMAIL: account.email,
      ADMIN_PASSWORD: account.password,
    });
    try {
      const server = servers[0];
      if (!server) throw new Error('no server');
      await until(() => readyLines(server.output()) === 2, 'two workers ready');
      const workers = childrenOf(server.pid);
      expect(workers).toHaveLength(2);

      process.kill(workers[0] ?? 0, 'SIGKILL');
      // A connection kept alive to the dead worker is reset, and one handed to it in the moment
      // before the primary learns it died is never answered: a client gives up after a while and
      // tries again on a new connection, as browsers do for a GET, and reaches a worker that lives.
      const health = async () => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
          } catch (error) {
            if (attempt === 4) throw error;
          }
        }
      };
      for (let index = 0; index < 10; index += 1) expect((await health()).status).toBe(200);
      await until(() => readyLines(server.output()) === 3, 'a new worker ready');
      expect(childrenOf(server.pid)).toHaveLength(2);

      const signIns = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${server.url}/api/auth/customer-login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(account),
            signal: AbortSignal.timeout(30_000),
          }).then((answer) => answer.status),
        ),
      );
      expect(signIns).toEqual(Array(6).fill(200));
    } finally {
      await stop();
    }
  });

  it('runs one process on the embedded database, whatever WORKERS says', { timeout: 300_000 }, async () => {
    const { servers, stop } = await startServers(1, { WORKERS: '4' }, { database: 'pglite' });
    try {
      const server = servers[0];
      if (!server) throw new Error('no server');
      expect(server.output()).toContain('WORKERS=4 needs DATABASE_URL');
      expect(readyLines(server.output())).toBe(1);
      expect(childrenOf(server.pid)).toEqual([]);
    } finally {
      await stop();
    }
  });
});
