import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type ChangeFeed, pgliteChangeFeed } from './change-feed.ts';
import { connectionWatch } from './outage.ts';
import { loadPgliteArtifacts } from './pglite-artifacts.ts';
import { checkpointWhenWalGrows } from './pglite-checkpoints.ts';
import { startFromTemplate } from './pglite-template.ts';
import { postgresChangeFeed } from './postgres-change-feed.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Changes to the rows each process keeps, as the database announces them. */
  changes: ChangeFeed;
  close(): Promise<void>;
  /** PGlite only: the whole database as a compressed archive, loadable with `loadDataDir`. */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: whether it answers now (asked at most once a second, and never waited for
   * longer than a few seconds). PGlite lives in this process: it is there while the process is.
   */
  reachable?: () => Promise<boolean>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  /** PostgreSQL; `schema` puts every table (and the migration journal) in that schema. */
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }
  /** PGlite stored in a folder, or in memory (optionally loaded from a dump of a migrated one). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/**
 * Opens the database and brings its schema up to date; nothing else needs to run before use.
 * Only the driver of the database asked for is loaded: each takes a while to load.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options);
  return openPglite(options);
}

/** When the newest migration of the folder was written (its journal's `when`), as drizzle records it. */
async function newestMigration(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration of the folder already: one query, where drizzle's
 * migrate would create its schema and table if missing, read the folder and open a transaction
 * on every start (the start of an existing data dir is what a school waits for).
 */
async function migrated(client: PGlite): Promise<boolean> {
  try {
    const { rows } = await client.query<{ newest: number | bigint | string | null }>(
      'SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.newest ?? 0) >= (await newestMigration());
  } catch {
    return false; // A new database: there is no migrations table yet.
  }
}

/**
 * PGlite clears its shared memory at every start, and on these machines the time goes with the
 * size: PostgreSQL's default (128MB) took about 0.35 s of the start-up of an existing data dir.
 * Each halving below 32MB would still save 40-60 ms, but whether the sync load then suffers could
 * not be told on a noisy machine: another user's read p99 during the bench's sync flood was
 * 62-135 ms with 16MB and 51-140 ms with 32MB (budget 100 ms). 32MB stays until one can tell.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * A WAL segment no longer needed is removed, not renamed for later use: PostgreSQL otherwise keeps
 * up to min_wal_size (80MB) of old segments, which a backup of the data dir would carry along (they
 * compress poorly), and which fill a small disk.
 */
const PGLITE_WAL = ['-c', 'wal_recycle=off'];

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  const { dataDir, loadDataDir } = options;
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    dataDir && !loadDataDir ? startFromTemplate(dataDir) : undefined,
  ]);
  const client = await PGlite.create({
    ...(await loadPgliteArtifacts()),
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, ...PGLITE_WAL],
  });
  // PGlite has one connection; its own lock makes queries wait while a transaction runs.
  const db = drizzle({ client, schema }) as unknown as Db;
  if (!(await migrated(client))) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  const changes = await pgliteChangeFeed(client);
  // Only a data dir on disk outlives a crash; one in memory has nothing to replay.
  const checkpoints = dataDir ? checkpointWhenWalGrows(client) : undefined;
  return {
    kind: 'pglite',
    db,
    changes,
    close: async () => {
      await checkpoints?.stop();
      await changes.close();
      await client.close();
    },
    dump: () => client.dumpDataDir('gzip'),
  };
}

/**
 * How long a request waits for a connection to PostgreSQL (a new one, or one of the pool's) before
 * it is answered 503: a database whose host stopped answering must not leave requests hanging.
 */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long GET /health waits for PostgreSQL to answer, and how long its answer is taken as fresh. */
const PROBE_TIMEOUT_MS = 3_000;
const PROBE_FRESH_MS = 1_000;

/** Whether `pool` answers a trivial query, asked at most once per PROBE_FRESH_MS however many ask. */
function probeEverySecond(pool: { query: (text: string) => Promise<unknown> }) {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  const probe = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    const answered = pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    if (!last || performance.now() - last.at > PROBE_FRESH_MS) last = { at: performance.now(), answer: probe() };
    return last.answer;
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Any number: it only has to be the same for every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_318_245;

async function openPostgres(options: { url: string; schema?: string; poolSize?: number }): Promise<Database> {
  if (options.schema && !SCHEMA_NAME.test(options.schema)) throw new Error(`Bad schema name ${options.schema}`);
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connection = {
    connectionString: options.url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const watch = connectionWatch(pg.Client, (line) => console.error(line));
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize ?? 10,
    Client: watch.Client,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A connection lost while idle in the pool: its client's own listener has logged the outage.
  pool.on('error', () => undefined);
  // Several server processes may start at once on one database: one migrates, the others wait.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (options.schema) await client.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await migratePg(drizzlePg({ client, schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
      ...(options.schema ? { migrationsSchema: options.schema } : {}),
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const changes = await postgresChangeFeed(
    // Named, so that pg_stat_activity tells an operator (or a test) which connection listens.
    () =>
      new pg.Client({
        ...connection,
        keepAlive: true,
        application_name: `symbol-courses changes ${options.schema ?? ''}`.trim(),
      }),
    (text, values) => pool.query(text, values),
  );
  return {
    kind: 'postgres',
    db,
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
    reachable: probeEverySecond(pool),
  };
}
