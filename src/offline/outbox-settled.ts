import type { Refusal } from './outbox.ts';

/**
 * What the service worker posts to the open pages each time its background sync has settled steps
 * with the server. It writes without Dexie, so a page's views of the outbox would not see it: the
 * page settles the same steps again through its Dexie (db.ts), which changes nothing in the store
 * but tells those views.
 */
export const OUTBOX_SETTLED = 'outbox-settled';

export interface OutboxSettled {
  type: typeof OUTBOX_SETTLED;
  refused: Refusal[];
  acknowledged: string[];
}

export const isOutboxSettled = (data: unknown): data is OutboxSettled =>
  (data as { type?: unknown } | null)?.type === OUTBOX_SETTLED;
