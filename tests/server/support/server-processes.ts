import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../bench/server/start-server.ts';
import { newPgliteDataDir } from './pglite-data-dir.ts';

export interface RunningServer {
  url: string;
  pid: number;
  output: () => string;
  /**
   * Settles once `check` holds for what the process has printed, checked as each piece of it comes:
   * it waits for the output, never for a time. Rejects when the process has ended without it.
   */
  printed: (check: (output: string) => boolean) => Promise<void>;
  /** Settles with the exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Calls `/api<path>` on a running server, as JSON, with the token as a Bearer header. */
export async function callServer(
  server: RunningServer | undefined,
  path: string,
  init: RequestInit & { token?: string } = {},
) {
  if (!server) throw new Error('no such server');
  const { token, ...rest } = init;
  return fetch(`${server.url}/api${path}`, {
    ...rest,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
}

/** A database of its own on the PostgreSQL of `adminUrl` (DATABASE_URL unless given), dropped by `drop`. */
async function ownPostgres(adminUrl = process.env.DATABASE_URL) {
  if (!adminUrl) throw new Error('server processes on PostgreSQL need DATABASE_URL');
  const name = `servers_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  // A connection for each statement: one kept open would fail the test when its PostgreSQL stops.
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Real server processes (server/index.ts, as `npm start` runs it), each with a data dir of its own:
 * on one PostgreSQL database of their own (created from DATABASE_URL and dropped by `stop`), or,
 * with `database: 'pglite'`, each on the embedded database in its data dir, which starts as a copy
 * of the run's migrated template (`adminUrl` names another PostgreSQL than DATABASE_URL's).
 * `restart` stops one and starts it again on the same port and data dir, as a deploy does; `crash`
 * kills it first.
 */
export async function startServers(
  count: number,
  env: Record<string, string> = {},
  { database = 'postgres', adminUrl }: { database?: 'postgres' | 'pglite'; adminUrl?: string } = {},
) {
  const postgres = database === 'postgres' ? await ownPostgres(adminUrl) : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-servers-'));
  const dataDirOf = (index: number) => env.DATA_DIR ?? path.join(dataDir, String(index));
  const children: ChildProcess[] = [];
  const ports: number[] = [];

  async function startOne(index: number): Promise<RunningServer> {
    const port = ports[index] ?? (await freePort());
    ports[index] = port;
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDirOf(index),
        DATABASE_URL: postgres?.url ?? '',
        JWT_SECRET: 'servers-test-secret-servers-test-secret',
        SEED_DEMO: '0',
        SMTP_URL: '',
        WORKERS: '1',
        // These tests load one teacher's token as many devices would (crashes mid-sync, outages):
        // her sync budget (tested in sync-limits.test.ts) would answer them 429.
        SYNC_OPS_PER_MINUTE: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children[index] = child;
    const exited = once(child, 'exit').then(
      ([code]) => code as number | null,
      () => null,
    );
    const waiting = new Set<() => void>();
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk) => {
        output += String(chunk);
        for (const settle of waiting) settle();
      });
    }
    // 'close' comes once the process has ended and all it printed has been read.
    const closed = once(child, 'close').catch(() => undefined);
    const printed = (check: (output: string) => boolean) =>
      new Promise<void>((resolve, reject) => {
        const settle = () => {
          if (!check(output)) return;
          waiting.delete(settle);
          resolve();
        };
        waiting.add(settle);
        settle();
        void closed.then(() => {
          if (waiting.delete(settle)) reject(new Error(`server ${index} ended without printing that:\n${output}`));
        });
      });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server ${index} exited with ${child.exitCode}:\n${output}`);
      if (
        await fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return { url, pid: child.pid ?? 0, output: () => output, printed, exited };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server ${index} did not answer within 2 minutes:\n${output}`);
  }

  async function stopOne(child: ChildProcess | undefined) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    // A server that has not stopped after 15 s is ended: a test never hangs on its clean-up.
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  }

  async function restart(index: number): Promise<RunningServer> {
    await stopOne(children[index]);
    return startOne(index);
  }

  /** Kills one with SIGKILL (a crash, the OOM killer) and starts it again on the same port and data dir. */
  async function crash(index: number): Promise<RunningServer> {
    const child = children[index];
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
    return startOne(index);
  }

  async function stop() {
    await Promise.all(children.map(stopOne));
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  try {
    // One after the other: both migrate the same new database.
    const servers: RunningServer[] = [];
    for (let index = 0; index < count; index += 1) {
      // A new embedded database starts from the template, as a built server's does.
      if (!postgres) await newPgliteDataDir(path.join(dataDirOf(index), 'pglite'));
      servers.push(await startOne(index));
    }
    return {
      servers,
      restart,
      crash,
      stop,
      /** Stops one (SIGTERM) and leaves it stopped; `restart` starts it again. */
      stopServer: (index: number) => stopOne(children[index]),
      /** The DATA_DIR of one: the test's own when its env names one. */
      dataDirOf,
      /** The database of all of them, on PostgreSQL. */
      databaseUrl: postgres?.url,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
