import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  createWriteStream,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  type WriteStream,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { test } from '@playwright/test';
import { mailedLinks } from './mail-log.ts';
import { SERVER_ENTRY, spawnServer } from './server-process.ts';
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
  /** Outside the folder a first start wipes: the server an earlier worker of the file left running. */
  private readonly pidPath: string;
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
    this.pidPath = `${root}.pid`;
  }

  /**
   * Starts the server (nothing to do if it runs); the first start begins from an empty database and
   * a fresh copy of the build. The port must be free: a server that an earlier worker of the same
   * file left running (a worker ended before its afterAll stopped it) is stopped first, and a port
   * held by anything else fails the start with a message that says so, rather than letting the
   * health check below be answered by a server that is not this one.
   */
  async start(): Promise<void> {
    if (this.process) return;
    await this.stopLeftover();
    if (!(await portIsFree(this.port))) {
      throw new Error(
        `port ${this.port} is in use by a process that is not this spec's server: another run on the same E2E_PORT?`,
      );
    }
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
    if (server.pid) writeFileSync(this.pidPath, String(server.pid));
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

  /**
   * Stops this port's server that another process of this run started and left running (its id
   * kept in pidPath), and waits until it has exited: it is not this process's child, so its exit
   * is watched by asking the system whether it still runs.
   */
  private async stopLeftover(): Promise<void> {
    let pid: number;
    try {
      pid = Number(readFileSync(this.pidPath, 'utf8'));
    } catch {
      return;
    }
    rmSync(this.pidPath, { force: true });
    if (!Number.isInteger(pid) || pid <= 0 || !isServerProcess(pid, this.port)) return;
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 20_000;
    while (isServerProcess(pid, this.port)) {
      if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
    rmSync(this.pidPath, { force: true });
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
 * Whether a process with this id runs the e2e server on this port, started from this folder (on
 * Linux, read from its command line and settings: an id the system gave again to another process
 * is left alone).
 */
function isServerProcess(pid: number, port: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    return (
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVER_ENTRY) &&
      readlinkSync(`/proc/${pid}/cwd`) === process.cwd() &&
      readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)
    );
  } catch {
    return false;
  }
}

/** Whether nothing listens on the port (on the address the servers use). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * A spec file's own server on E2E_PORT + `offset`, shared by its tests: started before the first (a
 * first start makes a new embedded database, which on a busy machine takes longer than a hook's
 * usual minute: the server's own two-minute deadline decides) and stopped after the last. Each test
 * stands on its own: none relies on what an earlier one left, and a test that stopped the server
 * (the classroom's network gone) finds it started again by the next one's beforeEach. The tests
 * are not `serial`: one failing does not skip the others; Playwright goes on in a new worker, whose
 * beforeAll starts the server anew (a new database: no test needs what an earlier one made).
 */
export function ownServerForSpec(offset: number, { testTimeout = 180_000 } = {}): OwnServer {
  const server = new OwnServer(E2E_PORT + offset);
  test.describe.configure({ timeout: testTimeout });
  test.use({ baseURL: server.url });
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await server.start();
  });
  test.beforeEach(async () => server.start());
  test.afterAll(async () => server.stop());
  return server;
}
