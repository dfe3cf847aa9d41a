import pg from 'pg';
import { BadBackupError } from './archive.ts';

/** Rows read and written per round trip. */
const BATCH_ROWS = 500;
const TABLE_PART = /^database\/tables\/([a-z_][a-z0-9_]*)\.jsonl$/;
/** The name the change feed's connection carries (server/db/connect.ts): a server process holds it open. */
const SERVER_CONNECTION = 'symbol-courses changes%';

export const tablePart = (table: string) => `database/tables/${table}.jsonl`;
export const tableOfPart = (name: string) => TABLE_PART.exec(name)?.[1];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'symbol-courses backup' });
  await client.connect();
  return client;
}

/** The newest migration the database has, as drizzle records it (0 for none). */
async function newestMigration(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ newest: string | null }>(
    'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.newest ?? 0);
}

async function tables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  );
  return rows.map((row) => row.name);
}

/** A table's rows as JSON lines (PostgreSQL's own `row_to_json`), read through a cursor. */
async function* rowsOf(client: pg.Client, table: string): AsyncIterable<Buffer> {
  await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM "${table}" t`);
  for (;;) {
    const { rows } = await client.query<{ r: string }>(`FETCH ${BATCH_ROWS} FROM backup_rows`);
    if (rows.length === 0) break;
    yield Buffer.from(`${rows.map((row) => row.r).join('\n')}\n`);
  }
  await client.query('CLOSE backup_rows');
}

/**
 * Every table of the database's schema, each as one part, read in one REPEATABLE READ transaction:
 * one snapshot of the whole database while the server goes on writing. Answers its migration.
 */
export async function dumpPostgres(
  url: string,
  addPart: (name: string, source: AsyncIterable<Uint8Array>) => Promise<void>,
): Promise<number> {
  const client = await connect(url);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migration = await newestMigration(client);
    for (const table of await tables(client)) await addPart(tablePart(table), rowsOf(client, table));
    await client.query('COMMIT');
    return migration;
  } finally {
    await client.end();
  }
}

/** The tables in an order that inserts every referenced row before the rows that refer to it. */
async function insertOrder(client: pg.Client, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
      WHERE c.contype = 'f' AND child.relnamespace = current_schema()::regnamespace AND child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const { parent } of rows.filter((row) => row.child === name)) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

async function insertRows(client: pg.Client, table: string, lines: AsyncIterable<Buffer>) {
  let pending: string[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await client.query(`INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`, [
      `[${pending.join(',')}]`,
    ]);
    pending = [];
  };
  let carry = '';
  for await (const chunk of lines) {
    const text = carry + chunk.toString('utf8');
    const parts = text.split('\n');
    carry = parts.pop() ?? '';
    for (const line of parts) {
      pending.push(line);
      if (pending.length >= BATCH_ROWS) await flush();
    }
  }
  await flush();
}

/** Every serial column's sequence set past the largest value restored. */
async function advanceSequences(client: pg.Client) {
  const { rows } = await client.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
  );
  for (const { table, column } of rows) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
      [`"${table}"`, column],
    );
  }
}

/** Refuses while a server process has the database open: it would go on writing over what is restored. */
export async function refuseWhileServed(url: string) {
  const client = await connect(url);
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1',
    [SERVER_CONNECTION],
  );
  await client.end();
  if ((rows[0]?.n ?? 0) > 0) {
    throw new BadBackupError('A server is running on this database: stop every server process first, then restore.');
  }
}

/**
 * Replaces every row of the database (already migrated by the caller) with the backup's tables, in
 * one transaction: a failure leaves the database as it was. User triggers (version counters, change
 * notices) are held off so that rows come back exactly as they were saved.
 */
export async function loadPostgres(
  url: string,
  migration: number,
  parts: { table: string; rows: () => AsyncIterable<Buffer> }[],
): Promise<void> {
  const client = await connect(url);
  try {
    const here = await newestMigration(client);
    if (here !== migration) {
      throw new BadBackupError(
        `This backup was made by another version of Symbol Courses (its database is at migration ${migration}, this version's at ${here}). Restore it with the version that made it, then upgrade.`,
      );
    }
    const present = await tables(client);
    const missing = parts.filter((part) => !present.includes(part.table)).map((part) => part.table);
    if (missing.length > 0) throw new BadBackupError(`This database has no table ${missing.join(', ')}.`);
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${present.map((table) => `"${table}"`).join(', ')}`);
    for (const table of await insertOrder(client, present)) {
      const part = parts.find((candidate) => candidate.table === table);
      if (!part) continue;
      await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
      await insertRows(client, table, part.rows());
      await client.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
    }
    await advanceSequences(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
