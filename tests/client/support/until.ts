import { getConfig } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Resolves with what `check` answers once it answers something (not null, undefined or false); rejects
 * with what it throws. It checks now and after each change to the document or to its focus, never
 * against a clock: on a busy machine the answer only comes later, and what never comes ends with the
 * test's own timeout. `check` reads the page (queryBy…, isConnected, activeElement); with fake timers,
 * advance them instead.
 */
export function until<T>(check: () => T | null | undefined | false): Promise<T> {
  return getConfig().asyncWrapper(
    () =>
      new Promise<T>((resolve, reject) => {
        const observer = new MutationObserver(() => settle());
        const onFocus = () => settle();
        const settle = () => {
          try {
            const answer = check();
            if (answer === null || answer === undefined || answer === false) return false;
            resolve(answer);
          } catch (error) {
            reject(error);
          }
          observer.disconnect();
          document.removeEventListener('focusin', onFocus);
          return true;
        };
        if (!settle()) {
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          document.addEventListener('focusin', onFocus);
        }
      }),
  );
}

/**
 * For what no document change tells (a write to IndexedDB, a mock called from a promise): checks
 * again every few milliseconds until `check` passes. Its only limit is just under the test's own
 * timeout, so a busy machine makes it slower, never red.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 25_000, interval: 10 });
}
