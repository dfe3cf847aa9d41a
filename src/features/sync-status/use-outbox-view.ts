import { type OutboxView, outboxView } from '#offline/page-outbox.ts';
import { useStoreView } from '#offline/use-store-view.ts';

/**
 * A user's outbox as the header shows it, read without Dexie (a first visit then does not load it
 * for the header) and again after every change; undefined until first read.
 */
export const useOutboxView = (userId: string): OutboxView | undefined => useStoreView('outbox', outboxView, userId);
