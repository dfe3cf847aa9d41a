import { startTransition, useEffect, useState } from 'react';
import { afterFirstPage } from './open-db.ts';
import { onStoreChange, type WatchedStore } from './store-changes.ts';

/**
 * What `read` answers for `key`, read on the page's small store (no Dexie) once the first page has
 * shown, or at once (`now`) for a page that acts on it, and read again after every change of
 * `store` from any writer (the page's Dexie, its small store, the worker, another tab). Undefined
 * until first read. Its answers render as a transition, which React renders in slices.
 */
export function useStoreView<T, K extends string>(
  store: WatchedStore,
  read: (key: K) => Promise<T>,
  key: K,
  when: 'now' | 'later' = 'later',
): T | undefined {
  const [view, setView] = useState<T>();
  const [reader] = useState(() => ({ read }));
  reader.read = read;
  useEffect(() => {
    let stopped = false;
    let reading: Promise<void> | undefined;
    let again = false;
    // One read at a time; changes during a read are read once more after it.
    const readNow = (): Promise<void> => {
      if (reading) {
        again = true;
        return reading;
      }
      reading = (async () => {
        do {
          again = false;
          const next = await reader.read(key);
          if (!stopped) startTransition(() => setView(next));
        } while (again && !stopped);
      })()
        .catch((error: unknown) => console.error(`Reading the ${store} on this device failed`, error))
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    const stop = onStoreChange(store, () => void readNow());
    void (when === 'now' ? Promise.resolve() : afterFirstPage()).then(() => (stopped ? undefined : readNow()));
    return () => {
      stopped = true;
      stop();
    };
  }, [store, reader, key, when]);
  return view;
}
