import { create } from 'zustand';

/** What the header says about progress sync. */
interface SyncState {
  syncing: boolean;
  lastSyncAt: number | null;
  /** When the server last took queued steps: what it shows of progress has changed since. */
  lastDeliveredAt: number | null;
  /** Why the last attempt did not get through, until one does. */
  problem: string | null;
  /** The server refused the session (401): the queue waits for this user to sign in again. */
  paused: boolean;
  /** When the device last failed to store a progress step (storage full or blocked), until dismissed. */
  storageFailedAt: number | null;
}

export const useSyncState = create<SyncState>()(() => ({
  syncing: false,
  lastSyncAt: null,
  lastDeliveredAt: null,
  problem: null,
  paused: false,
  storageFailedAt: null,
}));
