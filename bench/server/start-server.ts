import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from '../../scripts/server-command.ts';

/** The accounts the bench server is seeded with; the demo teacher owns the course COURSE. */
export const TEACHER = { email: 'teacher@server-bench.test', password: 'teacher-password-server-bench' };
export const ADMIN = { email: 'admin@server-bench.test', password: 'admin-password-server-bench' };
export const COURSE = 'demo-core-words';
/** USER_HZ, the unit of the CPU times in /proc/<pid>/stat: 100 on every Linux build in use. */
const CLOCK_TICKS = 100;

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerSettings {
  port: number;
  /** DATA_DIR; its server.log collects what the server prints. */
  dataDir: string;
  /** '' for PGlite under dataDir. */
  databaseUrl: string;
  /** WORKERS: server processes on PostgreSQL (1 unless said). */
  workers?: number;
}

/** The dedupe window the bench runs the server with, so that its pruning shows within the run. */
export const DEDUPE_SECONDS = 10;

/** The real server process, compiled by `npm run build`, as `npm start` runs it. */
export class ServerProcess {
  readonly url: string;

  private constructor(
    private readonly child: ChildProcess,
    readonly settings: ServerSettings,
    /** Milliseconds from the spawn to the first 200 of GET /api/health. */
    readonly startupMs: number,
  ) {
    this.url = `http://127.0.0.1:${settings.port}`;
  }

  /** Spawns the server and waits until GET /api/health answers 200 (the first start seeds the demo). */
  static async start(settings: ServerSettings): Promise<ServerProcess> {
    const logPath = path.join(settings.dataDir, 'server.log');
    const log = openSync(logPath, 'a');
    const started = performance.now();
    const child = spawn(process.execPath, [...serverNodeFlags(), 'dist-server/index.js'], {
      env: {
        ...process.env,
        PORT: String(settings.port),
        HOST: '127.0.0.1',
        DATA_DIR: settings.dataDir,
        DATABASE_URL: settings.databaseUrl,
        JWT_SECRET: 'server-bench-secret-server-bench-secret',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_CUSTOMER_EMAIL: TEACHER.email,
        DEMO_CUSTOMER_PASSWORD: TEACHER.password,
        SMTP_URL: '',
        SYNC_DEDUPE_SECONDS: String(DEDUPE_SECONDS),
        // The sync figures measure what the server can apply: one token stands for many teachers,
        // so the budget of one teacher (SYNC_OPS_PER_MINUTE) is off.
        SYNC_OPS_PER_MINUTE: '0',
        WORKERS: String(settings.workers ?? 1),
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const health = `http://127.0.0.1:${settings.port}/api/health`;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited with ${child.exitCode}:\n${readFileSync(logPath, 'utf8').slice(-2000)}`);
      }
      const ready = await fetch(health).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return new ServerProcess(child, settings, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not answer ${health} within 2 minutes; see ${logPath}`);
  }

  /** Why the process is gone, with the end of its log, when it exited on its own. */
  exited(): string | undefined {
    const { exitCode, signalCode } = this.child;
    if (exitCode === null && signalCode === null) return undefined;
    const log = readFileSync(path.join(this.settings.dataDir, 'server.log'), 'utf8');
    return `the server exited (${signalCode ?? `code ${exitCode}`}): ${log.slice(-1500)}`;
  }

  /** Resident memory now and at its peak, in MB, from /proc/<pid>/status. */
  memory(): { rssMb: number; peakMb: number } {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  }

  /** Sets the peak of `memory()` to the resident memory now (Linux's clear_refs), to measure one piece of work's peak. */
  resetPeakMemory(): void {
    writeFileSync(`/proc/${this.child.pid}/clear_refs`, '5');
  }

  /** CPU time (user + system) the process has used so far, in ms, from /proc/<pid>/stat. */
  cpuMs(): number {
    const fields = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  }

  /** SIGKILL, as a crash or the OOM killer ends it; resolves once the process is gone. */
  async kill(): Promise<void> {
    const { child } = this;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
  async stop(): Promise<void> {
    const { child } = this;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
}
