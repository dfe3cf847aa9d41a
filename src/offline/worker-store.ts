import type { MetaEntry, OutboxOp, StoredMedia } from './db.ts';
import { committed, requested } from './idb.ts';
import type { OutboxStore } from './outbox.ts';

// The stores and the index of db.ts's schema this side reads, by the names Dexie gave them.
export const OUTBOX = 'outbox';
const META = 'meta';
const MEDIA = 'media';
export const BY_USER_STATE_SEQ = '[userId+state+seq]';

/** A user's ops in one state, in their order, on BY_USER_STATE_SEQ. */
export const opsInState = (userId: string, state: OutboxOp['state']) =>
  IDBKeyRange.bound([userId, state, -Infinity], [userId, state, Infinity]);

/**
 * The service worker's OutboxStore, on IndexedDB's own API. A device whose database the page has
 * not made yet has nothing queued: it reads as empty and writes nothing.
 */
export function idbOutbox(open: () => Promise<IDBDatabase | undefined>): OutboxStore {
  return {
    async queued(userId, limit) {
      const db = await open();
      if (!db) return [];
      const index = db.transaction(OUTBOX).objectStore(OUTBOX).index(BY_USER_STATE_SEQ);
      return requested(index.getAll(opsInState(userId, 'queued'), limit) as IDBRequest<OutboxOp[]>);
    },
    async settle(refused, acknowledged) {
      const db = await open();
      if (!db) return;
      const transaction = db.transaction(OUTBOX, 'readwrite');
      const outbox = transaction.objectStore(OUTBOX);
      // Set aside only what is still there, as Dexie's bulkUpdate does.
      for (const { key, changes } of refused) {
        const read = outbox.get(key) as IDBRequest<OutboxOp | undefined>;
        read.onsuccess = () => {
          if (read.result) outbox.put({ ...read.result, ...changes });
        };
      }
      for (const key of acknowledged) outbox.delete(key);
      await committed(transaction);
    },
    async getMeta(key) {
      const db = await open();
      if (!db) return undefined;
      const entry = await requested(
        db.transaction(META).objectStore(META).get(key) as IDBRequest<MetaEntry | undefined>,
      );
      return entry?.value;
    },
    async setMeta(key, value) {
      const db = await open();
      if (!db) return;
      const transaction = db.transaction(META, 'readwrite');
      const meta = transaction.objectStore(META);
      if (value === undefined) meta.delete(key);
      else meta.put({ key, value } satisfies MetaEntry);
      await committed(transaction);
    },
  };
}

/** A media file kept on this device, by its absolute URL; undefined when it is not kept. */
export async function keptMedia(
  open: () => Promise<IDBDatabase | undefined>,
  url: string,
): Promise<StoredMedia | undefined> {
  const db = await open();
  if (!db) return undefined;
  return requested(db.transaction(MEDIA).objectStore(MEDIA).get(url) as IDBRequest<StoredMedia | undefined>);
}
