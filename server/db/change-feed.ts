/**
 * The changes the database announces (migration 0012: a row of users, products, lessons or
 * revoked_tokens inserted, updated or deleted, by any process), received by this process so that
 * what it keeps of those rows can be dropped. See docs/decisions/0009-per-process-identity-cache.md.
 */
export interface Change {
  table: string;
  key: string;
}

export interface ChangeFeed {
  /** Whether changes are being received: what a process keeps may be trusted only while true. */
  readonly live: boolean;
  /** Raised by every change received and by every loss of the feed. */
  readonly generation: number;
  /** Calls `listener` with every change, and with `null` when changes may have been missed. */
  subscribe(listener: (change: Change | null) => void): void;
  /** Notes that this process answered a request that may have changed rows (any non-GET). */
  wrote(): void;
  /** Resolves once every change this process's own requests made has been received. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** The channel migration 0012's trigger announces changes on. */
export const CHANGES_CHANNEL = 'changes';

/** A payload of the channel: "<schema> <table> <key>"; other schemas (the server tests') are not ours. */
export function parseChange(payload: string, schema: string): Change | undefined {
  const first = payload.indexOf(' ');
  const second = payload.indexOf(' ', first + 1);
  if (first < 0 || second < 0 || payload.slice(0, first) !== schema) return undefined;
  return { table: payload.slice(first + 1, second), key: payload.slice(second + 1) };
}

/** What both databases' feeds share: the listeners, the generation, and when it is live. */
export function feedState() {
  const listeners: ((change: Change | null) => void)[] = [];
  const state = {
    live: false,
    generation: 0,
    subscribe(listener: (change: Change | null) => void) {
      listeners.push(listener);
    },
    changed(change: Change | null) {
      state.generation += 1;
      for (const listener of listeners) listener(change);
    },
    /** The feed was lost (or not yet started): nothing kept may be trusted any more. */
    lost() {
      state.live = false;
      state.changed(null);
    },
  };
  return state;
}

/**
 * Waiting for this process's own writes to arrive, where they arrive on another connection: a
 * fence (a notification of our own, sent after those writes) is awaited, once for any number of
 * reads that come after the same writes.
 */
export function ownWrites(sendFence: () => Promise<void>) {
  let writes = 0;
  let caughtUpTo = 0;
  let pending: { upTo: number; done: Promise<void> } | undefined;
  return {
    wrote() {
      writes += 1;
    },
    caughtUp(): Promise<void> {
      if (caughtUpTo >= writes) return Promise.resolve();
      if (pending && pending.upTo >= writes) return pending.done;
      const upTo = writes;
      const done = sendFence().then(() => {
        caughtUpTo = Math.max(caughtUpTo, upTo);
      });
      pending = { upTo, done };
      return done;
    },
  };
}

/** PGlite announces a change to its listeners before the write that made it resolves. */
export async function pgliteChangeFeed(client: {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}): Promise<ChangeFeed> {
  const state = feedState();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => {
    const change = parseChange(payload, 'public');
    if (change) state.changed(change);
  });
  state.live = true;
  return Object.assign(state, {
    wrote() {},
    caughtUp: () => Promise.resolve(),
    close: async () => {
      state.lost();
      await unlisten();
    },
  });
}
