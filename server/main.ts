// The server itself, loaded by index.ts once it has set PGlite's compile going.
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import type { Database } from './db/connect.ts';
import { pruneAppliedOps } from './repo/sync-batch.ts';
import { ensureFirstAdmin, seedDemoOnFirstStart } from './seed/seed.ts';
import { appDepsFrom, openConfiguredDatabase } from './start.ts';
import { superviseWorkers } from './workers.ts';

const log = (line: string) => console.log(line);

/** What happens once per database start, not once per process: migrations run in openConfiguredDatabase. */
async function prepare(config: Config, database: Database) {
  await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword, config.dataDir, log);
  if (config.seedDemo) {
    await seedDemoOnFirstStart(
      database.db,
      async () => (await import('./seed/demo/index.ts')).DEMO_COURSES,
      {
        dataDir: config.dataDir,
        demoCustomerEmail: config.demoCustomerEmail,
        demoCustomerPassword: config.demoCustomerPassword,
      },
      log,
    );
  }
}

/** How long requests under way when a stop is asked have to finish before their connections are closed. */
const DRAIN_MS = 7_000;
/** A stop that has not ended by then (a database that does not close) ends the process with code 1. */
const STOP_DEADLINE_MS = 10_000;

/** Ends the process on SIGINT/SIGTERM once `close` is done: code 0, or 1 when it fails or takes too long. */
function onStop(close: () => Promise<void>) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    setTimeout(() => {
      console.error(`Not stopped within ${STOP_DEADLINE_MS / 1000} s: ending now`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * Takes no new connection and closes the idle ones at once; the answers still under way say
 * `Connection: close` (Node does both once `close` is called), and their connections are closed
 * after `drainMs` if they have not finished by then.
 */
async function closeServer(server: Server, drainMs: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise<void>((resolve) => server.close(() => resolve())),
    new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        server.closeAllConnections();
        resolve();
      }, drainMs);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * Idle keep-alive connections stay open longer than common proxies keep theirs (60 s), so that the
 * proxy or client closes one first. When the server closed them after Node's 5 s, a request sent
 * on one in that moment met a reset connection (seen once as ECONNRESET on an e2e test's POST).
 */
function keepIdleConnections(server: Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/** One process serving the API and the client; `primary` also prepares the database and prunes. */
async function serveHere(config: Config, primary: boolean) {
  const database = await openConfiguredDatabase(config);
  const deps = await appDepsFrom(config, database);
  if (primary) await prepare(config, database);
  const stopPruning = primary ? pruneEvery(database.db, config.dedupeWindowMs) : () => undefined;
  const server = serve({ fetch: createApp(deps).fetch, port: config.port, hostname: config.host }, (info) => {
    const where = cluster.isWorker ? `worker ${cluster.worker?.id}, ` : '';
    log(`Symbol Courses is ready on http://localhost:${info.port} (${where}${database.kind} database)`);
  });
  keepIdleConnections(server as Server);
  onStop(async () => {
    stopPruning();
    await closeServer(server as Server, DRAIN_MS);
    await database.close();
  });
}

/**
 * Several processes on one PostgreSQL: this one migrates, seeds and prunes, then starts the
 * workers, which share the port (node:cluster) and keep nothing that matters in their memory.
 */
async function runPrimary(config: Config) {
  const database = await openConfiguredDatabase(config);
  await prepare(config, database);
  const stopPruning = pruneEvery(database.db, config.dedupeWindowMs);
  const stopWorkers = superviseWorkers(config.workers, log);
  onStop(async () => {
    stopPruning();
    await stopWorkers();
    await database.close();
  });
}

/** How long after the start the first sweep waits: on PGlite its queries hold the one connection,
 * and when it ran at once a school's first requests after a restart waited for it (20-30 ms). */
const FIRST_SWEEP_DELAY_MS = 5000;

/**
 * Devices that sync prune their own old dedupe rows; this sweep takes those of devices that went
 * quiet, soon after start and then every window (at most hourly), without keeping the process alive.
 */
function pruneEvery(db: Database['db'], windowMs: number): () => void {
  const sweep = () =>
    pruneAppliedOps(db, new Date(Date.now() - windowMs)).catch((error: unknown) => {
      console.error('Pruning applied ops failed:', error instanceof Error ? error.message : error);
    });
  const every = Math.min(windowMs, 60 * 60 * 1000);
  const next = (delay: number) =>
    setTimeout(() => {
      void sweep();
      timer = next(every);
    }, delay).unref();
  let timer = next(FIRST_SWEEP_DELAY_MS);
  return () => clearTimeout(timer);
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serveHere(config, false);
  if (config.workersAsked !== undefined && config.workersAsked > 1 && config.workers === 1) {
    log(`WORKERS=${config.workersAsked} needs DATABASE_URL: the embedded database serves one process`);
  }
  return config.workers > 1 ? runPrimary(config) : serveHere(config, true);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
