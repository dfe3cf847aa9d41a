import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The binaries of the newest PostgreSQL installed the Debian way, if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** Ports a test's own PostgreSQL may take: the range given to the server fault tests. */
const FIRST_PORT = 4150;
const LAST_PORT = 4199;

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export interface OwnPostgres {
  /** postgres://…/postgres, for an admin connection (create a database, end connections). */
  url: string;
  /** Starts it again after `stop`; does nothing while it runs. */
  start(): Promise<void>;
  /** A fast shutdown, as `pg_ctl stop` and a restart do: every connection is ended. */
  stop(): Promise<void>;
  /** Ends every connection to `database` but this call's own (pg_terminate_backend); answers how many. */
  terminate(database: string): Promise<number>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL of the test's own, in a temporary folder (initdb, pg_ctl), so that a test can stop
 * and start it. initdb refuses to run as root: as root, it runs as the `postgres` user.
 */
export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const folder = await mkdtemp(path.join(tmpdir(), 'own-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout.trim())),
    );
    await chown(folder, uid ?? 0, gid ?? 0);
  }
  const postgres = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const data = path.join(folder, 'data');
  await postgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);

  let port = 0;
  const pgCtl = (args: string[]) => postgres('pg_ctl', ['-D', data, '-w', '-t', '120', ...args]);
  const startOn = (candidate: number) =>
    pgCtl([
      '-l',
      path.join(folder, 'log'),
      '-o',
      `-p ${candidate} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  for (let candidate = FIRST_PORT; candidate <= LAST_PORT && !port; candidate += 1) {
    if (!(await portIsFree(candidate))) continue;
    // Another run may take the port between the look and the start: the next one is tried then.
    port = await startOn(candidate).then(
      () => candidate,
      () => 0,
    );
  }
  if (!port) throw new Error(`no PostgreSQL could start on a port from ${FIRST_PORT} to ${LAST_PORT}`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;

  const stop = async () => {
    await pgCtl(['-m', 'fast', 'stop']);
    running = false;
  };
  return {
    url,
    start: async () => {
      if (running) return;
      await startOn(port);
      running = true;
    },
    stop,
    terminate: async (database) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: boolean }>(
          'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        );
        return rows.filter((row) => row.ended).length;
      } finally {
        await admin.end();
      }
    },
    destroy: async () => {
      await stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
