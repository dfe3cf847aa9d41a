import { expect, type Page } from '@playwright/test';

/**
 * Waits until the device's offline store (IndexedDB 'symbol-courses', table 'reads', ids
 * `userId|key`) holds the answers under `keys`: the app keeps them just after the page has shown.
 */
export async function keptOnDevice(page: Page, keys: readonly (readonly unknown[])[]) {
  const suffixes = keys.map((key) => `|${JSON.stringify(key)}`);
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        const known = await indexedDB.databases();
        if (!known.some((each) => each.name === 'symbol-courses')) return false;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open('symbol-courses');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains('reads')) return false;
          const ids = await new Promise<IDBValidKey[]>((resolve, reject) => {
            const request = db.transaction('reads').objectStore('reads').getAllKeys();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          return wanted.every((suffix) => ids.some((id) => String(id).endsWith(suffix)));
        } finally {
          db.close();
        }
      }, suffixes),
    )
    .toBe(true);
}
