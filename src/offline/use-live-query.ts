import { startTransition, useEffect, useState } from 'react';
import type { OfflineDb } from './db.ts';
import { openLiveDb, openLiveDbLater } from './open-db.ts';

/**
 * The current result of a query of the offline store for `key`, kept up to date as the store
 * changes; the query is subscribed again whenever the key changes. It starts once the first page
 * has shown (Dexie loads then), or at once (`now`) for a page that acts on the answer: until it
 * answers, `initial`. Its answers render as a transition, which React renders in slices: the
 * learners' answer re-rendered a whole course page in one task, after the page had shown.
 */
export function useLiveQuery<T, K extends string>(
  query: (db: OfflineDb, key: K) => Promise<T>,
  key: K,
  initial: T,
  when: 'now' | 'later' = 'later',
): T {
  const [value, setValue] = useState<T>(initial);
  const [run] = useState(() => ({ query }));
  run.query = query;
  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe: () => void } | undefined;
    void (when === 'now' ? openLiveDb() : openLiveDbLater()).then(({ db, liveQuery }) => {
      if (stopped) return;
      subscription = liveQuery(() => run.query(db, key)).subscribe({
        next: (next: T) => startTransition(() => setValue(next)),
        error: (error: unknown) => console.error('Offline store query failed', error),
      });
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [key, run, when]);
  return value;
}
