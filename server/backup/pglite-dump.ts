import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/connect.ts';

export const PGLITE_PART = 'database/pglite.tar.gz';

/**
 * The embedded database's data dir as one archive, with its migration. Taken inside a transaction,
 * which PGlite runs alone: no other transaction is half done in the copy, and the checkpoint just
 * before it leaves nothing for the restored copy to replay.
 */
export async function dumpPglite(database: Database): Promise<{ archive: Blob; migration: number }> {
  const { dump } = database;
  if (!dump) throw new Error('Only the embedded database is dumped here');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`CHECKPOINT`);
    const { rows } = (await tx.execute(
      sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | null }[] };
    return { archive: await dump(), migration: Number(rows[0]?.newest ?? 0) };
  });
}

/** The embedded database of a data dir, opened only when it has one (opening would make a new one). */
export async function openExistingPglite(dataDir: string): Promise<Database> {
  const folder = path.join(dataDir, 'pglite');
  await access(path.join(folder, 'PG_VERSION')).catch(() => {
    throw new Error(`There is no database in ${dataDir} to back up (DATA_DIR; DATABASE_URL is unset).`);
  });
  return openDatabase({ kind: 'pglite', dataDir: folder });
}

/** Writes an archive of `dumpPglite` into a new data dir folder, and brings its schema up to date. */
export async function loadPglite(folder: string, archive: Blob): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: folder, loadDataDir: archive });
  await database.close();
}
