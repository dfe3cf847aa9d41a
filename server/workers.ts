import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after its start counts toward a crash loop. */
const QUICK_EXIT_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Within the primary's own 10 s: a worker drains its requests for 7 s, then closes its database. */
const STOP_WAIT_MS = 9_000;

/**
 * Starts `count` workers and starts again any that exits while the server runs (a worker that
 * keeps dying at once is restarted ever more slowly, up to every 30 s). Answers a function that
 * stops them all: each finishes what it serves, as on SIGTERM.
 */
export function superviseWorkers(count: number, log: (line: string) => void): () => Promise<void> {
  let stopping = false;
  let quickExits = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, quickExits === 0 ? 0 : 500 * 2 ** quickExits);
    log(`worker ${worker.id} exited (${signal ?? code}); starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  log(`starting ${count} workers`);
  for (let index = 0; index < count; index += 1) fork();

  return async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            // A worker that has not ended by then is killed, so that the primary ends in time.
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_WAIT_MS);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
}
