import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServers } from './support/server-processes.ts';

/**
 * SIGTERM (a deploy, `systemctl stop`): the server takes no new connection, closes the idle ones
 * at once, finishes the requests under way with `Connection: close` (no client sends another on
 * them), closes its database and exits 0.
 */

const ADMIN = { email: 'admin@shutdown.test', password: 'admin password shutdown' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
  });
}

/** Whether a new connection to `port` is taken: answers the error code when it is refused. */
function connectTo(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * The first answer to a new connection other than being taken. The listening socket is the cluster
 * primary's: it closes once the worker's closed server has told the primary, a message that can
 * arrive after the worker has closed its idle connections; a connection taken in between is
 * closed unserved.
 */
async function refusedOnceClosed(port: number): Promise<string> {
  for (;;) {
    const answer = await connectTo(port);
    if (answer !== 'connected') return answer;
  }
}

describe('a server asked to stop (SIGTERM)', () => {
  it('refuses new connections, closes idle ones, finishes the request under way with Connection: close, and exits 0', {
    timeout: 300_000,
  }, async () => {
    const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    const { servers, stop } = await startServers(
      1,
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { database },
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const server = servers[0];
      if (!server) throw new Error('no server');
      const port = Number(new URL(server.url).port);

      // A sign-in under way: its headers are sent, half its body is not.
      const body = Buffer.from(JSON.stringify(ADMIN));
      const slow = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/customer-login',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      });
      const slowAnswer = answerOf(slow);
      slow.write(body.subarray(0, 10));

      // A keep-alive connection left idle after its answer (which also shows the sign-in's
      // headers, sent before it, have reached the server).
      const idle = http.request({ host: '127.0.0.1', port, path: '/api/health', agent });
      const idleSocket = new Promise<net.Socket>((resolve) => idle.on('socket', resolve));
      const idleAnswer = answerOf(idle);
      idle.end();
      expect((await idleAnswer).status).toBe(200);
      const idleClosed = once(await idleSocket, 'close');

      process.kill(server.pid, 'SIGTERM');
      await server.printed((output) => output.includes('SIGTERM: stopping'));

      await idleClosed;
      expect(await refusedOnceClosed(port), 'a new connection').toBe('ECONNREFUSED');

      slow.end(body.subarray(10));
      const answer = await slowAnswer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toHaveProperty('accessToken');
      expect(answer.headers.connection).toBe('close');

      expect(await server.exited, 'the exit code').toBe(0);
      expect(server.output()).not.toContain('Not stopped within');
    } finally {
      agent.destroy();
      await stop();
    }
  });
});
