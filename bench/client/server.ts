import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The accounts the bench server is seeded with; the demo teacher owns the course COURSE. */
export const TEACHER = { email: 'teacher@bench.test', password: 'teacher-password-bench' };
const ADMIN = { email: 'admin@bench.test', password: 'admin-password-bench' };
export const COURSE = 'demo-core-words';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * The real server (server/index.ts) on the embedded database, serving a built client. It can be
 * stopped and started again on the same port and data, as a classroom's connection comes and goes.
 */
export class BenchServer {
  readonly url: string;
  private readonly dataDir: string;
  private readonly logPath: string;
  private process: ChildProcess | null = null;
  private log: WriteStream | null = null;

  constructor(
    readonly port: number,
    private readonly distDir: string,
  ) {
    const root = path.join('bench', 'tmp', `client-${port}`);
    this.url = `http://127.0.0.1:${port}`;
    this.dataDir = path.join(root, 'data');
    this.logPath = path.join(root, 'server.log');
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
  }

  /** Starts the server and waits until GET /api/health answers 200 (the first start seeds the demo). */
  async start(): Promise<void> {
    if (this.process) return;
    const taken = await fetch(`${this.url}/api/health`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`something already answers on port ${this.port}`);
    this.log = createWriteStream(this.logPath, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DIST_DIR: this.distDir,
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_CUSTOMER_EMAIL: TEACHER.email,
        DEMO_CUSTOMER_PASSWORD: TEACHER.password,
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => this.log?.write(chunk));
    this.process = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the bench server exited with ${child.exitCode}; see ${this.logPath}`);
      const healthy = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      // Healthy, and it is this server that answered (it would have exited had the port been taken).
      if (healthy && child.exitCode === null) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the bench server did not answer /api/health within 2 minutes; see ${this.logPath}`);
  }

  /** Stops the server: every request to it now fails. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = null;
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    this.log?.end();
    this.log = null;
  }

  /** Stops the server and deletes its data and log. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(path.dirname(this.logPath), { recursive: true, force: true });
  }
}
