import pg from 'pg';
import type { Budget } from '../lib/figures.ts';

/** Where PostgreSQL runs; the bench creates (and drops) its own database there. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
/** Not `test`, which the test suite uses; BENCH_POSTGRES_DATABASE gives two benches running at once one each. */
const BENCH_DATABASE = process.env.BENCH_POSTGRES_DATABASE ?? 'symbol_bench';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(BENCH_DATABASE)) throw new Error(`Bad BENCH_POSTGRES_DATABASE ${BENCH_DATABASE}`);

/** One database the server can run on. */
export interface Target {
  group: string;
  /** 'data dir' or 'database', as the start-up figures name what is fresh or existing. */
  store: string;
  /** DATABASE_URL for the server: '' for PGlite under DATA_DIR. */
  databaseUrl: string;
  /** Budgets of the start-ups on a fresh and on an existing store, in ms. */
  startupBudgets: { fresh?: Budget; existing?: Budget };
  /** Lesson reads must keep at least this share (%) of GET /api/health's throughput… */
  shareBudget?: number;
  /** …and their revisits answered 304 at least this one. */
  revisitShareBudget?: number;
  /**
   * p99 (ms) of the lesson reads at 50 connections: issue 14 sets it on PostgreSQL. PGlite runs one
   * query at a time, so its p99 at 50 connections is about 50 answers' time: reported, no budget.
   */
  readP99Budget?: number;
  /** Ops per second of sync with 500-op batches and 10 connections. */
  syncBudget: number;
  /** Another user's lesson read p99 (ms) while a teacher's devices flood sync. */
  floodReadBudget?: number;
  dispose(): Promise<void>;
}

export const pglite: Target = {
  group: 'server · PGlite',
  store: 'data dir',
  databaseUrl: '',
  // The start-up budgets hold for the embedded database, the one a school runs without setup.
  startupBudgets: { fresh: { atMost: 2000 }, existing: { atMost: 500 } },
  syncBudget: 5000,
  floodReadBudget: 100,
  dispose: async () => {},
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const drop = (client: pg.Client) => client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);

/** A fresh, empty bench database, or why PostgreSQL cannot be used. */
export async function postgres(): Promise<Target | { skipped: string }> {
  try {
    await admin(async (client) => {
      await drop(client);
      await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    });
  } catch (error) {
    return {
      skipped: `PostgreSQL at ${ADMIN_URL} is not reachable: ${error instanceof Error ? error.message : error}`,
    };
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return {
    group: 'server · PostgreSQL',
    store: 'database',
    databaseUrl: url.toString(),
    startupBudgets: {},
    shareBudget: 40,
    revisitShareBudget: 50,
    readP99Budget: 50,
    syncBudget: 20_000,
    dispose: () => admin(drop).then(() => undefined),
  };
}
