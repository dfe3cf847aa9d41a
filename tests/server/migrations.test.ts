import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/connect';
import { newPgliteDataDir } from './support/pglite-data-dir.ts';

/** A table of the first migration. */
const TABLE = 'users';

async function tableExists(database: Database, table: string): Promise<boolean> {
  const { rows } = (await database.db.execute(sql`SELECT to_regclass(${table}) IS NOT NULL AS present`)) as unknown as {
    rows: { present: boolean }[];
  };
  return rows[0]?.present === true;
}

/**
 * An existing data dir is opened without running drizzle's migrate when it has every migration;
 * one that lacks migrations must still get them.
 */
describe.skipIf(process.env.DATABASE_URL)('opening an existing PGlite data dir', () => {
  it('applies the migrations a data dir lacks, then opens it as it is', {
    timeout: 120_000,
  }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-migrations-'));
    const dataDir = path.join(dir, 'pglite');
    try {
      await newPgliteDataDir(dataDir);
      let database = await openDatabase({ kind: 'pglite', dataDir });
      expect(await tableExists(database, TABLE)).toBe(true);
      // As a data dir whose journal lacks the migrations: none of their tables, none of their rows.
      await database.db.execute(sql`DROP SCHEMA public CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
      await database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations`);
      await database.close();

      database = await openDatabase({ kind: 'pglite', dataDir });
      expect(await tableExists(database, TABLE)).toBe(true);
      await database.close();

      database = await openDatabase({ kind: 'pglite', dataDir });
      expect(await tableExists(database, TABLE)).toBe(true);
      await database.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
