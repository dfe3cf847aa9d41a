import cluster from 'node:cluster';
import type { Database, Executor } from '../db/connect.ts';
import { PERIOD_UNIT_MS, periodMs } from '../period.ts';
import { eraseArchivedBefore } from '../repo/learners.ts';

/** How often the server looks for archived learners past the retention period. */
const CHECK_EVERY_MS = PERIOD_UNIT_MS.h;

/**
 * LEARNER_RETENTION: how long an archived learner's records are kept, such as `365d` or `90d`
 * (the school's own rule); unset: kept until a teacher deletes them. A bad value stops the start.
 */
export function learnerRetentionMs(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.LEARNER_RETENTION?.trim() ?? '';
  if (!text) return undefined;
  const ms = periodMs(text);
  if (ms <= 0) {
    throw new Error(
      `LEARNER_RETENTION must look like 365d, 30d or 12h, or be unset to keep archived learners, not "${text}"`,
    );
  }
  return ms;
}

/**
 * Erases every archived learner archived longer ago than the retention period, with all their
 * records, as a teacher's delete does, and says so in the log. Answers how many.
 */
export async function eraseExpiredLearners(db: Executor, retentionMs: number, now: Date): Promise<number> {
  const erased = await eraseArchivedBefore(db, new Date(now.getTime() - retentionMs));
  if (erased > 0) {
    console.log(
      `Learner retention: erased ${erased} archived learner${erased === 1 ? '' : 's'} archived more than ${retentionMs / PERIOD_UNIT_MS.d} days ago, with all their records`,
    );
  }
  return erased;
}

/**
 * The server's side of LEARNER_RETENTION, in the process that prepares the database (never in a
 * worker): once soon after the start, then every hour. Answers the database, whose `close` stops it.
 */
export function keepLearnerRetention(database: Database, env: NodeJS.ProcessEnv = process.env): Database {
  const retentionMs = learnerRetentionMs(env);
  if (cluster.isWorker || retentionMs === undefined) return database;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running
      .then(() => eraseExpiredLearners(database.db, retentionMs, new Date()))
      .catch((error: unknown) =>
        console.error(
          `Learner retention failed, tried again in an hour: ${error instanceof Error ? error.message : error}`,
        ),
      );
  };
  const timer = setInterval(check, CHECK_EVERY_MS).unref();
  const first = setTimeout(check, 0).unref();
  console.log(
    `Archived learners are erased ${retentionMs / PERIOD_UNIT_MS.d} days after they were archived (LEARNER_RETENTION)`,
  );
  return {
    ...database,
    close: async () => {
      clearInterval(timer);
      clearTimeout(first);
      await running;
      await database.close();
    },
  };
}
