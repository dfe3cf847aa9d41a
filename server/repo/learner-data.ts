import { sql } from 'drizzle-orm';
import type { LearnerExport } from '#domain/learner-export';
import type { Executor } from '../db/connect.ts';

type Rows<T> = { rows: T[] };

/**
 * The tables of this database whose records name a learner: every table with a learner_id column,
 * read from the schema itself, so a table added later is in every export without a change here.
 */
export async function learnerTables(db: Executor): Promise<string[]> {
  const found = (await db.execute(sql`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = 'learner_id'
    ORDER BY table_name`)) as unknown as Rows<{ table_name: string }>;
  return found.rows.map((row) => row.table_name);
}

/** Every record naming one learner, each as its table stores it (column names as in the database). */
export async function learnerRecords(db: Executor, learnerId: string, now: Date): Promise<LearnerExport> {
  const profile = (await db.execute(
    sql`SELECT to_jsonb(l) AS record FROM learners AS l WHERE l.id = ${learnerId}`,
  )) as unknown as Rows<{ record: Record<string, unknown> }>;
  const tables: LearnerExport['tables'] = { learners: profile.rows.map((row) => row.record) };
  for (const table of await learnerTables(db)) {
    const records = (await db.execute(sql`
      SELECT to_jsonb(t) AS record FROM ${sql.identifier(table)} AS t
      WHERE t.learner_id = ${learnerId} ORDER BY to_jsonb(t)::text`)) as unknown as Rows<{
      record: Record<string, unknown>;
    }>;
    tables[table] = records.rows.map((row) => row.record);
  }
  return { exportedAt: now.toISOString(), learnerId, tables };
}
