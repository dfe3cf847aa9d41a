import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { test } from '@playwright/test';
import { mailedLinks } from './mail-log.ts';
import { spawnServer } from './server-process.ts';
import { E2E_DIST_DIR, E2E_PORT } from './settings.ts';

/**
 * A server of a test file's own that the test can stop and start again, as a classroom's
 * connection comes and goes: same port, same database, its own copy of the built client (so a
 * test can publish a "new version" of it). Stopped, its embedded database can be read directly.
 */
export class OwnServer {
  readonly url: string;
  readonly distDir: string;
  readonly logPath: string;
  private readonly dataDir: string;
  private process: ChildProcess | null = null;
  private log: WriteStream | null = null;
  private prepared = false;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {
    const root = `test-results/own-server-${port}`;
    this.url = `http://127.0.0.1:${port}`;
    this.dataDir = `${root}/data`;
    this.distDir = `${root}/dist`;
    this.logPath = `${root}/server.log`;
  }

  /** Starts the server; the first start begins from an empty database and a fresh copy of the build. */
  async start(): Promise<void> {
    if (this.process) return;
    if (!this.prepared) {
      const root = path.dirname(this.logPath);
      rmSync(root, { recursive: true, force: true });
      mkdirSync(root, { recursive: true });
      cpSync(E2E_DIST_DIR, this.distDir, { recursive: true });
      this.prepared = true;
    }
    this.log = createWriteStream(this.logPath, { flags: 'a' });
    const server = spawnServer({ port: this.port, dataDir: this.dataDir, distDir: this.distDir, env: this.env });
    for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => this.log?.write(chunk));
    this.process = server;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}; see ${this.logPath}`);
      const healthy = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer /api/health within 2 minutes; see ${this.logPath}`);
  }

  /** Stops the server the way a dead connection looks to the app: every request now fails. */
  async stop(): Promise<void> {
    const server = this.process;
    if (!server) return;
    this.process = null;
    if (server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    this.log?.end();
    this.log = null;
  }

  /** Runs a query on the stopped server's database. */
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (this.process) throw new Error('stop the server before reading its database');
    const db = await PGlite.create(path.join(this.dataDir, 'pglite'));
    try {
      return (await db.query<T>(sql, params)).rows;
    } finally {
      await db.close();
    }
  }

  mailedLinks(email: string, subject: RegExp): string[] {
    return mailedLinks(this.logPath, email, subject);
  }
}

/**
 * A spec file's own server on E2E_PORT + `offset`: its tests run one after another against it,
 * started before the first (a first start makes a new embedded database, which on a busy machine
 * takes longer than a hook's usual minute: the server's own two-minute deadline decides) and
 * stopped after the last.
 */
export function ownServerForSpec(offset: number, { testTimeout = 180_000 } = {}): OwnServer {
  const server = new OwnServer(E2E_PORT + offset);
  test.describe.configure({ mode: 'serial', timeout: testTimeout });
  test.use({ baseURL: server.url });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await server.start();
  });
  test.afterAll(async () => server.stop());
  return server;
}
