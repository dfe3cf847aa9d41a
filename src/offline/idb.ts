// The offline store through IndexedDB's own API, for the service worker: Dexie is 31 kB of
// gzipped script that every first visit would fetch twice (the page's copy and the worker's, which
// cannot import() it). The page makes the database (db.ts, with Dexie); this side only opens it.

/** The database's name: the page's Dexie and the worker open the same one. */
export const OFFLINE_DB_NAME = 'symbol-courses';

/** An IndexedDB request as a promise. */
export function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves once the transaction has committed (its writes are then safe), rejects if it fails. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    const fail = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = fail;
    transaction.onabort = fail;
  });
}

/**
 * The database as the page made it, or undefined when no page has made it yet (nothing is kept
 * then): it is never made here, so the page's Dexie makes it whole, with its stores and indexes.
 */
function openExisting(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    let missing = false;
    request.onupgradeneeded = () => {
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      if (!missing) return reject(request.error ?? new Error(`${name} could not be opened`));
      // The aborted creation is not an error to report: the database is simply not there.
      event.preventDefault();
      resolve(undefined);
    };
  });
}

/**
 * Opens the offline store when first asked, and again after the page upgraded its schema or the
 * browser closed it: an open connection would otherwise block the page's upgrade.
 */
export function storeOpener(name = OFFLINE_DB_NAME): () => Promise<IDBDatabase | undefined> {
  let open: Promise<IDBDatabase | undefined> | undefined;
  return () => {
    open ??= openExisting(name).then(
      (db) => {
        if (!db) open = undefined;
        else {
          const forget = () => {
            db.close();
            open = undefined;
          };
          db.onversionchange = forget;
          db.onclose = forget;
        }
        return db;
      },
      (error: unknown) => {
        open = undefined;
        throw error;
      },
    );
    return open;
  };
}
