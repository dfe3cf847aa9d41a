import { expect, type Page } from '@playwright/test';
import { KEEPING_MEDIA_LOCK } from '#offline/web-lock.ts';

/**
 * Every row of one table of the app's offline store (IndexedDB 'symbol-courses'), read with the
 * browser's own API; none when the database or the table is not there yet. A database the page has
 * not made yet is not opened: that would make an empty one, which the page would then have to complete.
 */
export function deviceRows<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const answer = <R>(request: IDBRequest<R>) =>
      new Promise<R>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const made = await indexedDB.databases();
    if (!made.some((database) => database.name === 'symbol-courses')) return [];
    const db = await answer(indexedDB.open('symbol-courses'));
    try {
      return db.objectStoreNames.contains(name) ? await answer(db.transaction(name).objectStore(name).getAll()) : [];
    } finally {
      db.close();
    }
  }, table);
}

/** Waits until the page keeps no visited file in the background any more (its Web Lock is free). */
export async function keepingMediaDone(page: Page): Promise<void> {
  const keeping = () =>
    page.evaluate(async (name) => {
      const { held = [], pending = [] } = await navigator.locks.query();
      return [...held, ...pending].some((lock) => lock.name === name);
    }, KEEPING_MEDIA_LOCK);
  await expect.poll(keeping).toBe(false);
}
