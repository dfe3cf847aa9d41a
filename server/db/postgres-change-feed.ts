import type pg from 'pg';
import { CHANGES_CHANNEL, type ChangeFeed, feedState, ownWrites, parseChange } from './change-feed.ts';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
/** A fence not back by then means the listening connection is gone without saying so. */
const FENCE_TIMEOUT_MS = 5_000;

/**
 * Changes received on a connection of their own that LISTENs; when it is lost, everything kept is
 * dropped and reads go to the database until it listens again (tried again ever more slowly).
 */
export async function postgresChangeFeed(
  newClient: () => pg.Client,
  /** Runs a query on the pool the server's requests use. */
  query: (text: string, values: unknown[]) => Promise<unknown>,
): Promise<ChangeFeed> {
  const state = feedState();
  let client: pg.Client | undefined;
  let schema = '';
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let fences = 0;
  const waiting = new Map<string, () => void>();

  const releaseFences = () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };

  const lose = async (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    state.lost();
    releaseFences();
    if (!closed) {
      setTimeout(() => void listen(), retryMs).unref();
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    }
    await lost.end().catch(() => undefined);
  };

  const listen = async () => {
    const next = newClient();
    client = next;
    next.on('error', () => void lose(next));
    next.on('end', () => void lose(next));
    next.on('notification', ({ channel, payload }) => {
      if (channel !== CHANGES_CHANNEL || payload === undefined) return;
      const change = parseChange(payload, schema);
      if (!change) return;
      if (change.table === 'fence') {
        waiting.get(change.key)?.();
        waiting.delete(change.key);
      } else state.changed(change);
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>('SELECT current_schema() AS schema');
      schema = rows[0]?.schema ?? 'public';
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client !== next) return;
      retryMs = RETRY_FIRST_MS;
      state.live = true;
      state.changed(null);
    } catch {
      await lose(next);
    }
  };

  const sendFence = async () => {
    const listener = client;
    if (!state.live || !listener) return;
    fences += 1;
    const key = `${process.pid}-${fences}`;
    const arrived = new Promise<void>((resolve) => waiting.set(key, resolve));
    const timeout = setTimeout(() => void lose(listener), FENCE_TIMEOUT_MS);
    try {
      await query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, `${schema} fence ${key}`]);
      await arrived;
    } catch {
      await lose(listener);
    } finally {
      clearTimeout(timeout);
      waiting.delete(key);
    }
  };

  await listen();
  return Object.assign(state, ownWrites(sendFence), {
    close: async () => {
      closed = true;
      if (client) await lose(client);
    },
  });
}
