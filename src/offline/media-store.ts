import type { OfflineDb, StoredMedia } from './db.ts';
import { rangeResponse } from './range-response.ts';

/** Files kept because a lesson was opened, rather than because a course was downloaded. */
export const VISITED = 'visited';

/** Media is kept under its absolute URL: the key the service worker looks it up by. */
export function absoluteUrl(link: string, base: string): string {
  return new URL(link, base).href;
}

export class MediaFetchError extends Error {}

/**
 * The fragment on a request for a file the page has found not kept: the service worker lets it go
 * straight to the network. A fragment never leaves the browser, needs no CORS and, unlike the
 * request's cache mode, reaches the worker unchanged when DevTools or Playwright disable the cache.
 */
const NOT_KEPT_FRAGMENT = '#not-kept';

/** Whether a request's URL says the page found its file not kept (see NOT_KEPT_FRAGMENT). */
export const askedAsNotKept = (url: URL): boolean => url.hash === NOT_KEPT_FRAGMENT;

function notKeptUrl(url: string): string {
  const request = new URL(url);
  request.hash = NOT_KEPT_FRAGMENT;
  return request.href;
}

interface FetchOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** The caller found the file not kept: it is fetched past the service worker's look-up of a copy. */
  notKept?: boolean;
  cache?: RequestCache;
}

/**
 * Fetches a file and keeps it (as ArrayBuffer + MIME type) for an owner; a file already kept
 * just gains the owner. Answers the bytes it now takes. Once `options.signal` is aborted, it
 * stores nothing more (it throws the abort).
 */
export async function keepMedia(
  db: OfflineDb,
  url: string,
  owner: string,
  options: FetchOptions = {},
): Promise<number> {
  options.signal?.throwIfAborted();
  const kept = await db.media.get(url);
  if (kept) {
    options.signal?.throwIfAborted();
    if (!kept.owners.includes(owner)) await db.media.update(url, { owners: [...kept.owners, owner] });
    return kept.size;
  }
  const file = await fetchMedia(url, owner, { ...options, notKept: true });
  options.signal?.throwIfAborted();
  await storeMedia(db, [file]);
  return file.size;
}

/**
 * Stores fetched files in one transaction. A file another owner stored meanwhile (a visited
 * lesson kept in the background during a course download) keeps that owner too, so releasing
 * one owner never deletes a file the other still needs.
 */
export async function storeMedia(db: OfflineDb, files: readonly StoredMedia[]): Promise<void> {
  await db.transaction('rw', db.media, async () => {
    const stored = await db.media.bulkGet(files.map((file) => file.url));
    await db.media.bulkPut(
      files.map((file, index) => ({
        ...file,
        owners: [...new Set([...(stored[index]?.owners ?? []), ...file.owners])],
      })),
    );
  });
}

/** Adds the owner to each kept file among the urls, in one transaction; answers the files found kept. */
export async function claimKeptMedia(db: OfflineDb, urls: readonly string[], owner: string): Promise<StoredMedia[]> {
  return db.transaction('rw', db.media, async () => {
    const kept = (await db.media.bulkGet([...urls])).filter((file) => file !== undefined);
    const unclaimed = kept.filter((file) => !file.owners.includes(owner));
    await db.media.bulkPut(unclaimed.map((file) => ({ ...file, owners: [...file.owners, owner] })));
    return kept;
  });
}

/** A file fetched as it would be kept for the owner, not yet stored; MediaFetchError when it cannot be had. */
export async function fetchMedia(url: string, owner: string, options: FetchOptions = {}): Promise<StoredMedia> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(options.notKept ? notKeptUrl(url) : url, {
      signal: options.signal ?? null,
      credentials: 'same-origin',
      ...(options.cache && { cache: options.cache }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new MediaFetchError(`${url} could not be fetched`);
  }
  if (!response.ok) throw new MediaFetchError(`${url} answered ${response.status}`);
  const body = await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { url, body, type, size: body.byteLength, storedAt: Date.now(), owners: [owner] };
}

/** The stored answer for a media request, honouring its Range header; undefined when not kept. */
export async function storedMediaResponse(db: OfflineDb, url: string, range: string | null) {
  const kept = await db.media.get(url);
  return kept ? rangeResponse(kept.body, kept.type, range) : undefined;
}

/** Lets go of an owner's files; a file no owner holds any more is deleted. */
export async function releaseMedia(db: OfflineDb, owner: string): Promise<void> {
  await db.transaction('rw', db.media, async () => {
    const held = await db.media.where('owners').equals(owner).toArray();
    for (const file of held) {
      const owners = file.owners.filter((name) => name !== owner);
      if (owners.length === 0) await db.media.delete(file.url);
      else await db.media.update(file.url, { owners });
    }
  });
}
