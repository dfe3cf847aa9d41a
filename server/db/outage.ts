import type pg from 'pg';

/** Errors met on a connection to PostgreSQL, or on the attempt to open one. */
const connectionErrors = new WeakSet<object>();

/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed, cannot connect now). */
const LOST_CONNECTION_STATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
/** What node-postgres itself says of a connection that ended, or of one it could not get in time. */
const LOST_CONNECTION_TEXT =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * Whether this error (not its causes) means the database could not be reached: met on a
 * connection or while opening one, or said so by PostgreSQL or its driver. A query's own fault
 * (bad input, a constraint) is not one, and PGlite, in this process, gives none.
 */
export function isConnectionLoss(error: object): boolean {
  if (connectionErrors.has(error)) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && LOST_CONNECTION_STATE.test(code)) ||
    (typeof message === 'string' && LOST_CONNECTION_TEXT.test(message))
  );
}

/**
 * Watches the connections of one pool, made by `Client` (node-postgres's, handed in: it is loaded
 * only for PostgreSQL): the first failure of an outage is logged as one line, the return as
 * another, and no lost connection is ever left without a listener (node-postgres ends the process
 * with an unhandled `error` event otherwise).
 */
export function connectionWatch(Client: typeof pg.Client, log: (line: string) => void) {
  let downSince: number | undefined;

  const failed = (error: Error) => {
    connectionErrors.add(error);
    if (downSince !== undefined) return;
    downSince = Date.now();
    log(
      `The database cannot be reached (${error.message || error.name}): requests that need it are answered 503 until it is back`,
    );
  };
  const reached = () => {
    if (downSince === undefined) return;
    log(`The database is reachable again, after ${Math.round((Date.now() - downSince) / 1000)} s`);
    downSince = undefined;
  };

  /** The pool's connections: each reports its failures and successes to the watch. */
  class WatchedClient extends Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on('error', failed);
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error) => void): void;
    override connect(callback?: (error: Error) => void): Promise<pg.Client> | undefined {
      const settle = (error: Error | undefined) => (error ? failed(error) : reached());
      if (callback) {
        super.connect((error: Error | undefined) => {
          settle(error);
          callback(error as Error);
        });
        return undefined;
      }
      return super.connect().then(
        (client) => {
          settle(undefined);
          return client;
        },
        (error: Error) => {
          settle(error);
          throw error;
        },
      );
    }
  }

  return { Client: WatchedClient };
}
