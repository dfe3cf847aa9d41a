import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * The current result of a Dexie query for `key`, kept up to date as the database changes; the
 * query is subscribed again whenever the key changes.
 */
export function useLiveQuery<T, K extends string>(query: (key: K) => Promise<T>, key: K, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  const [run] = useState(() => ({ query }));
  run.query = query;
  useEffect(() => {
    const subscription = liveQuery(() => run.query(key)).subscribe({
      next: setValue,
      error: (error: unknown) => console.error('Offline store query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [key, run]);
  return value;
}
