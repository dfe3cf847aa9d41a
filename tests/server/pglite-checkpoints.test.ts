import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/connect';
import { CHECKPOINT_WAL_BYTES } from '#server/db/pglite-checkpoints';
import { newPgliteDataDir } from './support/pglite-data-dir.ts';

/**
 * The embedded database checkpoints itself as its WAL grows, so that the start after a crash
 * replays little (server/db/pglite-checkpoints.ts). PGlite has no checkpointer of its own.
 */

let folder: string;
let database: Database;

async function walSinceCheckpoint(): Promise<number> {
  const result = (await database.db.execute(
    sql`SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::bigint AS bytes FROM pg_control_checkpoint()`,
  )) as unknown as { rows: { bytes: string | number }[] };
  return Number(result.rows[0]?.bytes);
}

describe.runIf(!process.env.DATABASE_URL)('the embedded database on disk', () => {
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pglite-checkpoints-'));
    await newPgliteDataDir(path.join(folder, 'pglite'));
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'pglite') });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('checkpoints by itself once more WAL than the limit was written, and keeps no old WAL', {
    timeout: 300_000,
  }, async () => {
    await database.db.execute(sql`CREATE TABLE wal_filler (id serial PRIMARY KEY, body text)`);
    // 2 kB rows of random text (not compressed by PostgreSQL), 4 MB a statement.
    const fill = sql`INSERT INTO wal_filler (body)
      SELECT string_agg(md5(random()::text), '') FROM generate_series(1, 2000) AS row_number, generate_series(1, 64) GROUP BY row_number`;
    while ((await walSinceCheckpoint()) < CHECKPOINT_WAL_BYTES * 1.5) await database.db.execute(fill);

    // The check runs every few seconds: wait for it (a deadline only as a safety net).
    const deadline = Date.now() + 120_000;
    while ((await walSinceCheckpoint()) >= CHECKPOINT_WAL_BYTES && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await walSinceCheckpoint(), 'WAL a crash start would replay').toBeLessThan(CHECKPOINT_WAL_BYTES);
    const segments = (await readdir(path.join(folder, 'pglite', 'pg_wal'))).filter((name) =>
      /^[0-9A-F]{24}$/.test(name),
    );
    expect(segments.length, `WAL segments kept: ${segments.join(', ')}`).toBeLessThanOrEqual(2);
  });
});
