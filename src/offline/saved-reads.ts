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

/** A saved answer read inside a transaction of the page's Dexie (an installed pack's). */
export function loadRead(
  userId: string,
  key: readonly unknown[],
  db: OfflineDb = offlineDb,
): Promise<SavedRead | undefined> {
  return db.reads.get(readId(userId, key));
}
