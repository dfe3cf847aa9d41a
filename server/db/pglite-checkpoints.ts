import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL as one backend, without the checkpointer process that checkpoints a server
 * every few minutes: it checkpoints only when it closes. After a crash (SIGKILL, the OOM killer, a
 * power cut) the next start replays all the WAL written since the last clean stop, which grew for as
 * long as the server ran: 100 MB of it took 2 s of CPU on a loaded machine, and an hour of syncing
 * classes writes more. So the server checkpoints itself whenever the WAL since the last checkpoint
 * passes this size; a crash start then replays at most this much and what one interval writes
 * (about 0.3 s of CPU on a loaded machine). A checkpoint only writes to their files the pages
 * PostgreSQL holds in memory: what a commit acknowledged is in the WAL already, checkpoint or not.
 */
export const CHECKPOINT_WAL_BYTES = 32 * 1024 * 1024;
/** How often the WAL is measured: one cheap query. */
const CHECK_EVERY_MS = 2000;

const WAL_SINCE_CHECKPOINT =
  'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::bigint AS bytes FROM pg_control_checkpoint()';

export interface Checkpoints {
  /** Measures the WAL now and checkpoints when it passed the size. */
  check(): Promise<void>;
  /** Stops checking, once a check under way has finished. */
  stop(): Promise<void>;
}

/** Checks the WAL of `client` every `everyMs` and checkpoints when more than `walBytes` were written since the last checkpoint. */
export function checkpointWhenWalGrows(
  client: PGlite,
  { walBytes = CHECKPOINT_WAL_BYTES, everyMs = CHECK_EVERY_MS }: { walBytes?: number; everyMs?: number } = {},
): Checkpoints {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const check = async () => {
    const { rows } = await client.query<{ bytes: string | number | bigint }>(WAL_SINCE_CHECKPOINT);
    if (Number(rows[0]?.bytes ?? 0) >= walBytes) await client.exec('CHECKPOINT');
  };
  const next = (): NodeJS.Timeout =>
    setTimeout(() => {
      running = check()
        .catch((error: unknown) => {
          if (!stopped) console.error('Checkpoint failed:', error instanceof Error ? error.message : error);
        })
        .finally(() => {
          if (!stopped) timer = next();
        });
    }, everyMs).unref();
  let timer = next();
  return {
    check,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
