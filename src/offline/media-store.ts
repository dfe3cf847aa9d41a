import { sha256Hex } from '#domain/pack-signature';
import type { OfflineDb, PartialMedia, StoredMedia } from './db.ts';

/** Files kept because a lesson was opened, rather than because a course was downloaded. */
export const VISITED = 'visited';

/**
 * A file that could not be had. `cut`: the network failed (no answer, or an answer cut off), so a
 * later try may bring it; otherwise the server answered that it does not have it.
 */
export class MediaFetchError extends Error {
  constructor(
    message: string,
    readonly cut = false,
  ) {
    super(message);
  }
}

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
  /** The part of the file an earlier try kept when it was cut off: only the rest is asked for. */
  resumeFrom?: PartialMedia | undefined;
  /** Keeps the part of an answer cut off, for a later try to resume from. */
  keepPart?: (part: PartialMedia) => Promise<void>;
}

/**
 * Stores fetched files in one transaction. A file another owner stored meanwhile (a visited
 * lesson kept in the background during a course download) keeps that owner too, so releasing
 * one owner never deletes a file the other still needs.
 */
export async function storeMedia(db: OfflineDb, files: readonly StoredMedia[]): Promise<void> {
  await db.transaction('rw', db.media, async () => {
    const stored = await db.media.bulkGet(files.map((file) => file.url));
    await db.media.bulkPut(files.map((file, index) => withOwners(file, stored[index])));
  });
}

/** A file to store, with the owners of the copy already kept too (`stored`), if any. */
export const withOwners = (file: StoredMedia, stored: StoredMedia | undefined): StoredMedia => ({
  ...file,
  owners: [...new Set([...(stored?.owners ?? []), ...file.owners])],
});

/** Whether a kept file's bytes are whole: its recorded size and, where it was recorded, its SHA-256. */
export async function isWhole(file: StoredMedia): Promise<boolean> {
  if (file.body.byteLength !== file.size) return false;
  return file.sha256 === undefined || (await sha256Hex(new Uint8Array(file.body))) === file.sha256;
}

/**
 * Adds the owner to each kept file among the urls whose bytes are whole; answers those. A kept file
 * that is not whole is deleted, for every owner: it is fetched again, never shown broken.
 */
export async function claimKeptMedia(db: OfflineDb, urls: readonly string[], owner: string): Promise<StoredMedia[]> {
  const found = (await db.media.bulkGet([...urls])).filter((file) => file !== undefined);
  const whole = await Promise.all(found.map(isWhole));
  const broken = found.filter((_, index) => !whole[index]).map((file) => file.url);
  return db.transaction('rw', db.media, async () => {
    await db.media.bulkDelete(broken);
    // Read again: another owner may have stored or released a file while the bytes were checked.
    const kept = (await db.media.bulkGet(found.filter((_, index) => whole[index]).map((file) => file.url))).filter(
      (file) => file !== undefined,
    );
    const unclaimed = kept.filter((file) => !file.owners.includes(owner));
    await db.media.bulkPut(unclaimed.map((file) => ({ ...file, owners: [...file.owners, owner] })));
    return kept;
  });
}

/** The server's strong ETag, else its Last-Modified: what says that two answers are of the same file. */
function validatorOf(response: Response): string | undefined {
  const etag = response.headers.get('etag');
  if (etag && !etag.startsWith('W/')) return etag;
  return response.headers.get('last-modified') ?? undefined;
}

/** The whole file's size an answer gives: its Content-Range's total (206) or its Content-Length (200). */
function totalOf(response: Response): number | undefined {
  const header =
    response.status === 206
      ? /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]
      : response.headers.get('content-length');
  const total = Number(header ?? Number.NaN);
  return Number.isSafeInteger(total) ? total : undefined;
}

/** Whether a 206 answer is the rest of the kept part: the same file, from the byte the part ends at. */
function continues(partial: PartialMedia, response: Response): boolean {
  const start = /^bytes (\d+)-/.exec(response.headers.get('content-range') ?? '')?.[1];
  return (
    response.status === 206 &&
    Number(start) === partial.body.byteLength &&
    totalOf(response) === partial.total &&
    validatorOf(response) === partial.validator
  );
}

function joined(chunks: readonly Uint8Array[]): ArrayBuffer {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes.buffer;
}

async function request(url: string, options: FetchOptions, from?: number): Promise<Response> {
  try {
    return await (options.fetch ?? fetch)(options.notKept ? notKeptUrl(url) : url, {
      signal: options.signal ?? null,
      credentials: 'same-origin',
      ...(options.cache && { cache: options.cache }),
      ...(from !== undefined && { headers: { Range: `bytes=${from}-` } }),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new MediaFetchError(`${url} could not be fetched`, true);
  }
}

/**
 * A file fetched as it would be kept for the owner, not yet stored; MediaFetchError when it cannot
 * be had. An answer cut off is given to `options.keepPart` where it can be resumed; with
 * `options.resumeFrom`, only the rest is asked for, and taken if it is the rest of the same file.
 */
export async function fetchMedia(url: string, owner: string, options: FetchOptions = {}): Promise<StoredMedia> {
  const partial = options.resumeFrom;
  let response = await request(url, options, partial?.body.byteLength);
  const resumed = partial !== undefined && continues(partial, response);
  // Not the rest of the same file (it changed, or the server gave another part): all of it, anew.
  if (partial && !resumed && (response.status === 206 || response.status === 416)) {
    await response.body?.cancel();
    response = await request(url, options);
  }
  if (!response.ok) throw new MediaFetchError(`${url} answered ${response.status}`);
  const chunks: Uint8Array[] = resumed ? [new Uint8Array(partial.body)] : [];
  try {
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) chunks.push(read.value);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const total = totalOf(response);
    const validator = validatorOf(response);
    const body = joined(chunks);
    // Parts of an encoded answer cannot be asked for by their decoded bytes; nothing arrived, nothing to keep.
    const resumable = total !== undefined && validator && !response.headers.has('content-encoding');
    if (options.keepPart && resumable && body.byteLength > 0) {
      await options.keepPart({ url, owner, body, total, validator });
    }
    throw new MediaFetchError(`${url} was cut off`, true);
  }
  const body = joined(chunks);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const sha256 = await sha256Hex(new Uint8Array(body));
  return { url, body, type, size: body.byteLength, storedAt: Date.now(), owners: [owner], sha256 };
}

/**
 * Lets go of an owner's files, but those named in `keep` (an updated course keeps the files it
 * still uses); a file no owner holds any more is deleted, as are the owner's parts of files cut off.
 */
export async function releaseMedia(db: OfflineDb, owner: string, keep: ReadonlySet<string> = new Set()): Promise<void> {
  await db.transaction('rw', db.media, db.partials, async () => {
    await db.partials.where('owner').equals(owner).delete();
    const held = await db.media.where('owners').equals(owner).toArray();
    for (const file of held.filter((each) => !keep.has(each.url))) {
      const owners = file.owners.filter((name) => name !== owner);
      if (owners.length === 0) await db.media.delete(file.url);
      else await db.media.update(file.url, { owners });
    }
  });
}
