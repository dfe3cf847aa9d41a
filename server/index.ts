import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
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
  const server = serve({ fetch: createApp(deps).fetch, port: config.port, hostname: config.host }, (info) => {
    log(`Symbol Courses is ready on http://localhost:${info.port} (${database.kind} database)`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
