import type { SavedRead, StoredMedia } from './db.ts';
import { committed, requested, storeOpener } from './idb.ts';
import { fetchMedia, VISITED, withOwners } from './media-store.ts';
import { noteSavedReads } from './open-db.ts';

// What a first visit keeps in the background (the saved copies of its reads, the media of what it
// opened), on IndexedDB's own API rather than Dexie, which then loads only on pages that need it
// (decision record 8). The database is made here on Dexie's schema when Dexie has not made it yet.

const READS = 'reads';
const MEDIA = 'media';

export type Opener = () => Promise<IDBDatabase | undefined>;

/** The page's own connection, which makes the database when it is not there. */
export const openPageStore: Opener = storeOpener(undefined, true);

export async function opened(open: Opener): Promise<IDBDatabase> {
  const db = await open();
  if (!db) throw new Error('The offline store could not be made');
  return db;
}

/** A saved read's key: the user's and the query's, so one teacher never reads another's copy. */
export const readId = (userId: string, key: readonly unknown[]): string => `${userId}|${JSON.stringify(key)}`;

/** A server answer as it is kept for a user. */
export const savedRead = (userId: string, key: readonly unknown[], value: unknown, storedAt: number): SavedRead => ({
  id: readId(userId, key),
  userId,
  value,
  storedAt,
});

/** Keeps a server answer for a user, under the same key its query has. */
export async function saveRead(
  userId: string,
  key: readonly unknown[],
  value: unknown,
  open: Opener = openPageStore,
): Promise<void> {
  const transaction = (await opened(open)).transaction(READS, 'readwrite');
  transaction.objectStore(READS).put(savedRead(userId, key, value, Date.now()));
  await committed(transaction);
  noteSavedReads();
}

/** A user's saved copy of a server answer, looked up while the server is late. */
export async function lookUpRead(
  userId: string,
  key: readonly unknown[],
  open: Opener = openPageStore,
): Promise<SavedRead | undefined> {
  const reads = (await opened(open)).transaction(READS).objectStore(READS);
  return requested(reads.get(readId(userId, key)) as IDBRequest<SavedRead | undefined>);
}

/** Drops a saved answer the server no longer gives this user (a course taken away, a lesson deleted). */
export async function forgetRead(userId: string, key: readonly unknown[], open: Opener = openPageStore): Promise<void> {
  const transaction = (await opened(open)).transaction(READS, 'readwrite');
  transaction.objectStore(READS).delete(readId(userId, key));
  await committed(transaction);
}

/** Keeps files in one transaction, each with the owners a copy kept meanwhile already has. */
async function storeWithOwners(db: IDBDatabase, files: readonly StoredMedia[]): Promise<void> {
  const transaction = db.transaction(MEDIA, 'readwrite');
  const media = transaction.objectStore(MEDIA);
  for (const file of files) {
    const read = media.get(file.url) as IDBRequest<StoredMedia | undefined>;
    read.onsuccess = () => media.put(withOwners(file, read.result));
  }
  await committed(transaction);
}

/**
 * Keeps a file of a visited lesson: a file already kept gains the 'visited' owner, any other is
 * fetched and kept. Once `signal` is aborted (the session ended), it stores nothing more.
 */
export async function keepVisited(url: string, signal: AbortSignal, open: Opener = openPageStore): Promise<void> {
  signal.throwIfAborted();
  const db = await opened(open);
  const kept = await requested(
    db.transaction(MEDIA).objectStore(MEDIA).get(url) as IDBRequest<StoredMedia | undefined>,
  );
  signal.throwIfAborted();
  if (kept?.owners.includes(VISITED)) return;
  const file = kept ? { ...kept, owners: [VISITED] } : await fetchMedia(url, VISITED, { signal, notKept: true });
  signal.throwIfAborted();
  await storeWithOwners(db, [file]);
}
