import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/connect.ts';
import { pruneAppliedOps } from './repo/sync-batch.ts';
import { DEMO_COURSES } from './seed/demo/index.ts';
import { ensureFirstAdmin, seedDemoOnFirstStart } from './seed/seed.ts';
import { appDepsFrom, openConfiguredDatabase } from './start.ts';

const log = (line: string) => console.log(line);

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const deps = await appDepsFrom(config, database);
  await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword, config.dataDir, log);
  if (config.seedDemo) {
    await seedDemoOnFirstStart(
      database.db,
      DEMO_COURSES,
      {
        dataDir: config.dataDir,
        demoCustomerEmail: config.demoCustomerEmail,
        demoCustomerPassword: config.demoCustomerPassword,
      },
      log,
    );
  }
  const stopPruning = pruneEvery(database.db, config.dedupeWindowMs);
  const server = serve({ fetch: createApp(deps).fetch, port: config.port, hostname: config.host }, (info) => {
    log(`Symbol Courses is ready on http://localhost:${info.port} (${database.kind} database)`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopPruning();
    log(`${signal}: stopping`);
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * Devices that sync prune their own old dedupe rows; this sweep takes those of devices that went
 * quiet, once at start and then every window (at most hourly), without keeping the process alive.
 */
function pruneEvery(db: Database['db'], windowMs: number): () => void {
  const sweep = () =>
    pruneAppliedOps(db, new Date(Date.now() - windowMs)).catch((error: unknown) => {
      console.error('Pruning applied ops failed:', error instanceof Error ? error.message : error);
    });
  void sweep();
  const timer = setInterval(sweep, Math.min(windowMs, 60 * 60 * 1000));
  timer.unref();
  return () => clearInterval(timer);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
