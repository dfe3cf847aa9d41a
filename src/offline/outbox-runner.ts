import { readSession } from '#session/session.ts';
import { type FlushOutcome, flushQueue, type SyncSession, saveSyncSession, setPaused } from './outbox.ts';
import { pageOutbox } from './page-outbox.ts';
import { noteAnswered, noteUnreachable, useReachability } from './reachability.ts';
import { retryDelay } from './retry-delay.ts';
import { useSyncState } from './sync-store.ts';

/** While the browser says there is no network at all, a slow check in case it is wrong. */
const OFFLINE_CHECK_MS = 30_000;
/** After an unexpected failure of the device itself (not the network). */
const DEVICE_RETRY_MS = 30_000;
/** A request pending this long when the network shows signs of life is given up and sent again. */
const STALE_REQUEST_MS = 1_500;
const SYNC_TAG = 'progress-sync';
/** On IndexedDB's own API: a first visit sends its (empty) queue without loading Dexie. */
const outbox = pageOutbox();

let started = false;
let running: Promise<void> | null = null;
let runningSince = 0;
let runAbort: AbortController | null = null;
let again = false;
let failures = 0;
let timer: number | undefined;
/** True while the runner notes its own answers, which are no news to itself. */
let noting = false;

function note(answered: boolean) {
  noting = true;
  try {
    if (answered) noteAnswered();
    else noteUnreachable(runningSince);
  } finally {
    noting = false;
  }
}

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
    note(true);
    useSyncState.setState({ paused: true, problem: 'Sign in again to send the saved progress.' });
    return;
  }
  if (outcome.kind === 'retry') {
    // A fault the outbox will get past by itself: the header counts what waits, nothing alarms.
    note(outcome.answered ?? false);
    failures += 1;
    schedule(
      navigator.onLine
        ? retryDelay({ failures, timedOut: outcome.timedOut ?? false, retryAfterMs: outcome.retryAfterMs })
        : OFFLINE_CHECK_MS,
    );
    return;
  }
  failures = 0;
  if (outcome.kind === 'sent') note(true);
  const progressed = outcome.kind === 'sent' && outcome.acknowledged + outcome.rejected > 0;
  const now = Date.now();
  useSyncState.setState({
    lastSyncAt: now,
    problem: null,
    paused: false,
    ...(outcome.kind === 'sent' && outcome.acknowledged > 0 ? { lastDeliveredAt: now } : {}),
  });
  // Steps queued while this run was sending go at once; a server that took none waits a while.
  if ((await outbox.queued(session.userId, 1)).length > 0) schedule(progressed ? 0 : DEVICE_RETRY_MS);
}

/** Sends the signed-in user's queued progress now (one run at a time; a request during a run runs again after it). */
export function flushNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const session = currentSession();
  if (!session) return Promise.resolve();
  window.clearTimeout(timer);
  const abort = new AbortController();
  runAbort = abort;
  runningSince = Date.now();
  running = (async () => {
    useSyncState.setState({ syncing: true });
    try {
      await afterFlush(session, await flushQueue(outbox, session, { signal: abort.signal }));
    } catch (error) {
      console.error('Progress sync failed', error);
      schedule(DEVICE_RETRY_MS);
    } finally {
      useSyncState.setState({ syncing: false });
      running = null;
      runAbort = null;
      if (again) {
        again = false;
        void flushNow();
      }
    }
  })();
  return running;
}

/**
 * A sign that the network is back (an `online` event, a page shown again, an answer to a read):
 * the back-off starts over and the queue is sent now. A send that has been waiting a while was
 * most likely lost in the network that was down: it is given up and sent again (the server
 * applies each step once, however often it arrives).
 */
function connectivitySign() {
  failures = 0;
  if (running) {
    again = true;
    if (Date.now() - runningSince > STALE_REQUEST_MS) runAbort?.abort();
    return;
  }
  void flushNow();
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

function listenForConnectivity() {
  window.addEventListener('online', connectivitySign);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') connectivitySign();
  });
  // An answer after failures (a read, the header's check) means the server can be reached again.
  useReachability.subscribe((state, previous) => {
    if (!noting && state.answeredAt !== previous.answeredAt && failures > 0) connectivitySign();
  });
}

/**
 * Called once the signed-in user is known: the worker may now send this user's queue, a pause
 * left by an earlier 401 ends (the same user signed in again), and the queue is sent.
 */
export async function startSync(): Promise<void> {
  const session = currentSession();
  if (!session) return;
  await saveSyncSession(outbox, session);
  await setPaused(outbox, session.userId, false);
  useSyncState.setState({ paused: false, problem: null });
  if (!started) {
    started = true;
    listenForConnectivity();
  }
  await flushNow();
}

/** At sign-out: the worker must no longer send anything, and this page stops its timer. */
export async function stopSync(): Promise<void> {
  window.clearTimeout(timer);
  await saveSyncSession(outbox, null);
}
