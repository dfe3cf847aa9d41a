/// <reference lib="webworker" />

import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppPagePath } from '#domain/app-routes';
import { isMediaUrl } from '#domain/media-urls';
import { askedAsNotKept } from '#offline/media-store.ts';
import { flushQueue, loadSyncSession, type OutboxStore } from '#offline/outbox.ts';
import { OUTBOX_SETTLED, type OutboxSettled } from '#offline/outbox-settled.ts';
import { idbOutbox } from '#offline/worker-store.ts';
import { documentResponse } from './documents.ts';
import { openStore, storedMediaResponse } from './kept-media.ts';
import { answerAssetsFromCache } from './static-routes.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
answerAssetsFromCache(self);

// The app's own page routes open the app shell, online or not.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppPagePath(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

// Any other page of this site (the course manual, a lesson PDF, a file in public/) is itself:
// from the network, else the copy 'Make available offline' kept. The API is never answered here.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  ({ request }) => documentResponse(request),
);

const MEDIA_DESTINATIONS = new Set<RequestDestination>(['image', 'audio', 'video', 'track']);

/**
 * Lesson media kept on this device (by 'Make available offline' or a visit) is answered from
 * the offline store, with Range support so audio and video seek; anything else goes to the network. A file the
 * page asks for as not kept ('Make available offline' fetching what it has not kept) goes straight
 * to the network: looking it up would wait for the download's own writes, and passing its answer
 * through the worker costs a hop per file.
 */
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    !askedAsNotKept(url) &&
    !url.pathname.startsWith('/api/') &&
    (MEDIA_DESTINATIONS.has(request.destination) || isMediaUrl(url.pathname)),
  async ({ request }) => {
    const stored = await storedMediaResponse(request.url, request.headers.get('range')).catch(() => undefined);
    return stored ?? fetch(request);
  },
);

const store = idbOutbox(openStore);
/** The worker's outbox: the open pages are told of every step settled, to show what still waits. */
const outbox: OutboxStore = {
  ...store,
  async settle(refused, acknowledged) {
    await store.settle(refused, acknowledged);
    const message: OutboxSettled = { type: OUTBOX_SETTLED, refused: [...refused], acknowledged: [...acknowledged] };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
  },
};

// Background Sync: the browser wakes the worker when the network is back; it sends the queued
// progress with the same code and the same lock as the page.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'progress-sync') return;
  sync.waitUntil(
    (async () => {
      const session = await loadSyncSession(outbox);
      if (!session) return;
      const outcome = await flushQueue(outbox, session, { baseUrl: self.location.origin });
      if (outcome.kind === 'retry') throw new Error(`progress sync will be retried: ${outcome.reason}`);
    })(),
  );
});

// A new version waits until the teacher chooses to reload: never in the middle of a lesson.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first version takes charge of the open page at once, so its media and progress work offline
// without a reload. A later version activates only after the teacher's Reload (above), so claiming
// then reloads nothing by surprise.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
