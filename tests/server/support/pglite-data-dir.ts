import { inject } from 'vitest';
import { openDatabase } from '#server/db/connect';
import { startFromTemplate } from '#server/db/pglite-template';

/**
 * Makes a new PGlite data dir hold a migrated, empty database: a copy of the run's migrated one
 * (global-setup.ts), as a built server starts its own from the build's template. A copy takes about a
 * second, where creating and migrating a database took 15 s on a busy machine. A run against
 * PostgreSQL has no template: there the database is created. A data dir holding one is left as it is.
 */
export async function newPgliteDataDir(dataDir: string): Promise<void> {
  const template = inject('pgliteTemplateDir');
  if (template) await startFromTemplate(dataDir, template);
  else await (await openDatabase({ kind: 'pglite', dataDir })).close();
}
