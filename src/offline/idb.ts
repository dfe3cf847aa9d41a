// The offline store through IndexedDB's own API: Dexie is 31 kB of gzipped script. The service
// worker, which cannot import() it, only opens the database; the page's first-visit work (saved
// reads, visited media) makes it, on Dexie's own schema (schema.ts), when Dexie has not made it yet.

import { latestStores, NATIVE_VERSION } from './schema.ts';

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
 * Makes the stores and indexes the database lacks, as Dexie makes them for the same schema: all of
 * them for a new database, the later versions' for one an older app made, and all of them for an
 * empty one (opened without a version by a script that only meant to read it). The schema has no
 * data migrations, only stores and indexes added, so this is what Dexie's own upgrade would do.
 */
function makeStores(db: IDBDatabase, transaction: IDBTransaction): void {
  for (const { name, keyPath, indexes } of latestStores()) {
    const store = db.objectStoreNames.contains(name)
      ? transaction.objectStore(name)
      : db.createObjectStore(name, { keyPath });
    for (const index of indexes) {
      if (!store.indexNames.contains(index.name)) {
        store.createIndex(index.name, index.keyPath, { multiEntry: index.multiEntry });
      }
    }
  }
}

/**
 * The database as it is on this device. Where there is none: with `make`, it is made whole, on
 * Dexie's schema; else undefined (nothing is kept then), and nothing is made.
 */
function openExisting(name: string, make: boolean): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const request = make ? indexedDB.open(name, NATIVE_VERSION) : indexedDB.open(name);
    let missing = false;
    request.onupgradeneeded = () => {
      if (make && request.transaction) return makeStores(request.result, request.transaction);
      // The worker makes nothing: a database is the page's to make.
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      if (make && request.error?.name === 'VersionError') {
        // Dexie has since upgraded it past this schema: it is opened as it is.
        event.preventDefault();
        return resolve(openExisting(name, false));
      }
      if (!missing) return reject(request.error ?? new Error(`${name} could not be opened`));
      // The aborted creation is not an error to report: the database is simply not there.
      event.preventDefault();
      resolve(make ? openExisting(name, false) : undefined);
    };
  });
}

/**
 * Opens the offline store when first asked, and again after the page upgraded its schema or the
 * browser closed it: an open connection would otherwise block the page's upgrade.
 */
export function storeOpener(name = OFFLINE_DB_NAME, make = false): () => Promise<IDBDatabase | undefined> {
  let open: Promise<IDBDatabase | undefined> | undefined;
  return () => {
    open ??= openExisting(name, make).then(
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
