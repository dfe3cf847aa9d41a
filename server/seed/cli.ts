import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../start.ts';
import { DEMO_COURSES } from './demo/index.ts';
import { ensureFirstAdmin, seedDemo } from './seed.ts';

/** npm run seed: adds the demo content that is missing, never touching what is there. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const log = (line: string) => console.log(line);
  await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword, config.dataDir, log);
  await seedDemo(
    database.db,
    DEMO_COURSES,
    {
      dataDir: config.dataDir,
      demoCustomerEmail: config.demoCustomerEmail,
      demoCustomerPassword: config.demoCustomerPassword,
    },
    log,
  );
  console.log('Seeding done.');
} finally {
  await database.close();
}
