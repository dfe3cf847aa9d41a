import type { Page } from '@playwright/test';

/**
 * Every row of one table of the app's offline store (IndexedDB 'symbol-courses'), read with the
 * browser's own API; none when the table is not there yet.
 */
export function deviceRows<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const answer = <R>(request: IDBRequest<R>) =>
      new Promise<R>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await answer(indexedDB.open('symbol-courses'));
    try {
      return db.objectStoreNames.contains(name) ? await answer(db.transaction(name).objectStore(name).getAll()) : [];
    } finally {
      db.close();
    }
  }, table);
}
