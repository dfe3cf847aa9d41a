/**
 * Answers kept by key together with the version they were made from; an entry of another version
 * is made again. Versions come from the database (see products.lessons_version), through the rows
 * each process keeps until a change is announced (repo/kept-reads.ts), so several server processes
 * on one database do not serve each other's stale answers. The oldest entries go first once
 * `capacity` is reached.
 */
export function versionedCache<T>(capacity: number) {
  const entries = new Map<string, { version: number; value: Promise<T> }>();
  return (key: string, version: number, make: () => Promise<T>): Promise<T> => {
    const entry = entries.get(key);
    if (entry && entry.version === version) return entry.value;
    const value = make();
    entries.delete(key);
    entries.set(key, { version, value });
    if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
