import { readSession } from '../api/session.ts';
import { offlineDb } from './db.ts';
import { type FlushOutcome, flushQueue, queuedOps, type SyncSession, saveSyncSession, setPaused } from './outbox.ts';
import { useSyncState } from './sync-store.ts';

const TIMER_MS = 30_000;
const MAX_BACKOFF_MS = 5 * 60_000;
const SYNC_TAG = 'progress-sync';

let started = false;
let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let timer: number | undefined;

function currentSession(): SyncSession | undefined {
  const session = readSession();
  if (!session?.customerId) return undefined;
  return { userId: session.customerId, accessToken: session.accessToken };
}

function schedule(delayMs: number) {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => void flushNow(), delayMs);
}

async function afterFlush(session: SyncSession, outcome: FlushOutcome) {
  if (outcome.kind === 'unauthorized') {
    useSyncState.setState({ paused: true, problem: 'Sign in again to send the saved progress.' });
    return;
  }
  if (outcome.kind === 'retry') {
    failures += 1;
    const backoff = Math.min(MAX_BACKOFF_MS, 2_000 * 2 ** Math.min(failures, 10));
    useSyncState.setState({ problem: outcome.reason });
    schedule(Math.max(outcome.retryAfterMs ?? 0, backoff));
    return;
  }
  failures = 0;
  useSyncState.setState({ lastSyncAt: Date.now(), problem: null, paused: false });
  if ((await queuedOps(offlineDb, session.userId, 1)).length > 0) schedule(TIMER_MS);
}

/** Sends the signed-in user's queued progress now (one run at a time; a request during a run runs again after it). */
export function flushNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const session = currentSession();
  if (!session) return Promise.resolve();
  running = (async () => {
    useSyncState.setState({ syncing: true });
    try {
      await afterFlush(session, await flushQueue(offlineDb, session));
    } catch (error) {
      console.error('Progress sync failed', error);
      schedule(TIMER_MS);
    } finally {
      useSyncState.setState({ syncing: false });
      running = null;
      if (again) {
        again = false;
        void flushNow();
      }
    }
  })();
  return running;
}

/** Asks the browser to wake the service worker for a sync when the network is back. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Background Sync is a bonus where the browser has it; the page flushes on its own too.
  }
}

/**
 * Called once the signed-in user is known: the worker may now send this user's queue, a pause
 * left by an earlier 401 ends (the same user signed in again), and the queue is sent.
 */
export async function startSync(): Promise<void> {
  const session = currentSession();
  if (!session) return;
  await saveSyncSession(offlineDb, session);
  await setPaused(offlineDb, session.userId, false);
  useSyncState.setState({ paused: false, problem: null });
  if (!started) {
    started = true;
    window.addEventListener('online', () => void flushNow());
    document.addEventListener('visibilitychange', () => void flushNow());
  }
  await flushNow();
}

/** At sign-out: the worker must no longer send anything, and this page stops its timer. */
export async function stopSync(): Promise<void> {
  window.clearTimeout(timer);
  await saveSyncSession(offlineDb, null);
}
