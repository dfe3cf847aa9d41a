import { type OfflineDb, offlineDb, type SavedRead } from './db.ts';
import { noteSavedReads } from './open-db.ts';
import { readId, savedRead } from './page-store.ts';

/** Several reads saved in one transaction, as a course download or an installed pack keeps them. */
export async function saveReads(
  userId: string,
  entries: readonly (readonly [key: readonly unknown[], value: unknown])[],
  db: OfflineDb = offlineDb,
) {
  const storedAt = Date.now();
  await db.reads.bulkPut(entries.map(([key, value]) => savedRead(userId, key, value, storedAt)));
  noteSavedReads();
}

export function loadRead(
  userId: string,
  key: readonly unknown[],
  db: OfflineDb = offlineDb,
): Promise<SavedRead | undefined> {
  return db.reads.get(readId(userId, key));
}

/** Drops a saved answer the server no longer gives this user (a course taken away, a lesson deleted). */
export async function forgetRead(userId: string, key: readonly unknown[], db: OfflineDb = offlineDb): Promise<void> {
  await db.reads.delete(readId(userId, key));
}
