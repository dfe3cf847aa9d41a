/** Held while visited files are kept in the background: what shows, to DevTools and tests, that this work is still going on. */
export const KEEPING_MEDIA_LOCK = 'symbol-courses-keep-visited-media';

/** Runs `work` under a Web Lock where the browser has them (every browser the app supports; not a unit test's DOM). */
export function underWebLock<T>(name: string, mode: LockMode, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return work();
  return locks.request(name, { mode }, work) as Promise<T>;
}
