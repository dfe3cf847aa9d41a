import cluster from 'node:cluster';
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { serveBackupRequests } from './local-socket.ts';
import { backupSettings } from './settings.ts';
import { listBackups, madeAt, type WrittenBackup, writeBackup } from './write-backup.ts';

/** The longest a start waits before an overdue backup, so that the start itself is not slowed. */
const OVERDUE_DELAY_MS = 60_000;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * The server's side of backups, in the process that prepares the database (never in a worker):
 * every BACKUP_EVERY after the newest backup in BACKUP_DIR, and, on the embedded database, when
 * `npm run backup` asks (one at a time). Answers the database, whose `close` stops both first.
 */
export async function keepBackups(config: Config, database: Database): Promise<Database> {
  if (cluster.isWorker) return database;
  const settings = backupSettings();
  let running: Promise<unknown> = Promise.resolve();
  const backUp = (): Promise<WrittenBackup> => {
    const next = running.then(() => writeBackup(config, settings, database));
    running = next.then(
      (written) =>
        console.log(
          `Backup written: ${written.file} (${megabytes(written.bytes)} MB in ${(written.ms / 1000).toFixed(1)} s)`,
        ),
      (error: unknown) => console.error(`Backup failed: ${error instanceof Error ? error.message : error}`),
    );
    return next;
  };
  const stopServing =
    database.kind === 'pglite'
      ? await serveBackupRequests(config.dataDir, async () => (await backUp()).file).catch((error: unknown) => {
          // Backups on request are a convenience: the server serves without them.
          console.error(
            `npm run backup cannot ask this server (${error instanceof Error ? error.message : error}): set BACKUP_EVERY, or stop the server to back up`,
          );
          return undefined;
        })
      : undefined;
  let timer: NodeJS.Timeout | undefined;
  const { everyMs } = settings;
  if (everyMs) {
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        void backUp().finally(() => schedule(everyMs));
      }, delay).unref();
    };
    const newest = madeAt((await listBackups(settings.dir)).at(-1) ?? '');
    const due = newest ? newest.getTime() + everyMs - Date.now() : everyMs;
    schedule(Math.max(due, Math.min(everyMs, OVERDUE_DELAY_MS)));
    console.log(`Backups every ${everyMs / 1000} s into ${settings.dir}, keeping ${settings.keep}`);
  }
  return {
    ...database,
    close: async () => {
      clearTimeout(timer);
      await stopServing?.();
      await running;
      await database.close();
    },
  };
}
