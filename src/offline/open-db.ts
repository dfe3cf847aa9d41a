import type { liveQuery } from 'dexie';
import type { OfflineDb } from './db.ts';

// Dexie is about 31 kB of gzipped script that no page needs to show itself: it is loaded with a
// dynamic import, at once only where a page needs it now (a saved copy to show, a progress step to
// keep), and otherwise after the first page has shown.

/** The offline store, loaded now. */
export const openDb = (): Promise<OfflineDb> => import('./db.ts').then(({ offlineDb }) => offlineDb);

let open: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  open = resolve;
});

/**
 * Resolves once the first page has shown what it loads, in an idle moment of each caller's own:
 * the service worker, the saved copies, the sync widget and the others then start one per task,
 * not all in the one task that would run every waiter's first steps together (about 100 ms on a
 * slow tablet).
 */
export const afterFirstPage = (): Promise<void> => shown.then(idle);

/** Longest wait for an idle moment: a page that never rests still gets its background work done. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves when the main thread is idle (or after IDLE_TIMEOUT_MS): background work a tap must never
 * wait for goes in such moments, one piece at a time, not in one long task on a tablet's slow CPU.
 */
export const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

/**
 * Says that the first page has shown: what waited for it may load Dexie, in the first idle moment
 * after (the page's last renders and its layout go first).
 */
export const firstPageShown = (): void => void idle().then(open);

/** The offline store once the first page has shown: for the views that need Dexie (a course's files, its download). */
export const openDbLater = (): Promise<OfflineDb> => afterFirstPage().then(openDb);

/** The offline store and Dexie's liveQuery, loaded now: for views that follow the store. */
export const openLiveDb = (): Promise<{ db: OfflineDb; liveQuery: typeof liveQuery }> =>
  import('./db.ts').then((module) => ({ db: module.offlineDb, liveQuery: module.liveQuery }));

/** The same once the first page has shown. */
export const openLiveDbLater = (): Promise<{ db: OfflineDb; liveQuery: typeof liveQuery }> =>
  afterFirstPage().then(openLiveDb);

const SAVED_READS_KEY = 'savedReads';

/**
 * Whether this device has kept a server answer: only then is the saved copy looked up while the
 * server is asked, so a first visit does not load Dexie before its page shows.
 */
export const mayHaveSavedReads = (): boolean => {
  try {
    return localStorage.getItem(SAVED_READS_KEY) === '1';
  } catch {
    return true;
  }
};

export const noteSavedReads = (): void => {
  try {
    localStorage.setItem(SAVED_READS_KEY, '1');
  } catch {
    // Without local storage the saved copy is looked up once the server is late, as on a first visit.
  }
};
