import type { OfflineDb, PartialMedia, StoredMedia } from './db.ts';
import { fetchMedia, MediaFetchError, storeMedia } from './media-store.ts';

/** Parallel fetches: as many as a browser opens to one host over HTTP/1.1. */
const CONCURRENCY = 6;
/** Files stored per IndexedDB transaction: one transaction per small file costs more than fetching it. */
const STORE_BATCH = 24;
/** A batch is stored early once its files take this much, so large files are not held long. */
const STORE_BATCH_BYTES = 4 * 1024 * 1024;
/** Fetched files not yet stored take at most about this much memory: the fetches wait for the store beyond it. */
const MAX_UNSTORED_BYTES = 16 * 1024 * 1024;

export interface MediaDownloadOptions {
  signal: AbortSignal;
  /** Called as each file is fetched, with its size, or found unfetchable (undefined); before it is stored. */
  onFile: (size: number | undefined) => void;
  fetch?: typeof fetch;
  /** Parts of these files an earlier download kept when it was cut off (partsKept): only their rest is fetched. */
  parts?: ReadonlyMap<string, PartialMedia>;
}

export interface MediaDownload {
  /** The files that could not be fetched. */
  failed: string[];
  /** How many files were stored. */
  stored: number;
  /** The device ran out of room: the download stopped there, keeping what was stored. */
  full: boolean;
  /**
   * The network was cut: the download stopped there, keeping every file it had fetched whole; the
   * files not fetched are neither stored nor in `failed`.
   */
  cut: boolean;
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const inner = (error as { inner?: { name?: string } } | null)?.inner?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}

const bytesOf = (files: readonly StoredMedia[]) => files.reduce((total, file) => total + file.size, 0);

/** The parts of the files an earlier download kept when it was cut off, by URL. */
export async function partsKept(db: OfflineDb, urls: readonly string[]): Promise<Map<string, PartialMedia>> {
  const parts = await db.partials.bulkGet([...urls]);
  return new Map(parts.filter((part) => part !== undefined).map((part) => [part.url, part]));
}

/**
 * Fetches the files and stores them for the owner. Fetching never waits for IndexedDB: files are
 * stored a batch per transaction, one transaction at a time, while the next files are fetched; only
 * when MAX_UNSTORED_BYTES are waiting do the fetches wait for the store. A file that cannot be
 * fetched is listed in `failed`; a cut network stops the download once the files under way have
 * come (or not) and been stored; a full disk stops it; any other error is thrown once
 * the store in progress has ended.
 */
export async function downloadMedia(
  db: OfflineDb,
  urls: readonly string[],
  owner: string,
  { signal, onFile, fetch, parts = new Map() }: MediaDownloadOptions,
): Promise<MediaDownload> {
  const queue = [...urls];
  const failed: string[] = [];
  let stored = 0;
  let full = false;
  let cut = false;
  let failure: { error: unknown } | undefined;
  let batch: StoredMedia[] = [];
  let unstoredBytes = 0;
  let storing = Promise.resolve();

  const storeBatch = (): Promise<void> => {
    const files = batch;
    batch = [];
    if (files.length === 0) return storing;
    storing = storing.then(async () => {
      try {
        // Not once cancelled: after a Logout, sign-out clears the device and nothing may land after.
        if (!full && !failure && !signal.aborted) {
          await storeMedia(db, files);
          stored += files.length;
          const resumed = files.filter((file) => parts.has(file.url)).map((file) => file.url);
          if (resumed.length > 0) await db.partials.bulkDelete(resumed);
        }
      } catch (error) {
        if (isQuotaError(error)) full = true;
        else failure = { error };
      } finally {
        unstoredBytes -= bytesOf(files);
      }
    });
    return storing;
  };

  const lane = async () => {
    for (let url = queue.shift(); url !== undefined && !full && !cut && !failure; url = queue.shift()) {
      signal.throwIfAborted();
      let file: StoredMedia;
      try {
        // A file going to IndexedDB need not be held a second time in the HTTP cache.
        file = await fetchMedia(url, owner, {
          signal,
          notKept: true,
          cache: 'no-store',
          resumeFrom: parts.get(url),
          keepPart: (part) => db.partials.put(part).then(() => undefined),
          ...(fetch && { fetch }),
        });
      } catch (error) {
        if (!(error instanceof MediaFetchError)) throw error;
        // Another site out of reach (a school network that blocks YouTube) is that file's failure;
        // this server out of reach is the network's, and the download pauses.
        if (error.cut && new URL(url).origin === self.location.origin) {
          cut = true;
          continue;
        }
        failed.push(url);
        onFile(undefined);
        continue;
      }
      batch.push(file);
      unstoredBytes += file.size;
      onFile(file.size);
      if (batch.length >= STORE_BATCH || bytesOf(batch) >= STORE_BATCH_BYTES) void storeBatch();
      if (unstoredBytes > MAX_UNSTORED_BYTES) await storeBatch();
    }
  };

  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    await storeBatch();
  } finally {
    // Cancelled or failed: the store in progress ends before the caller hears of it.
    await storing;
  }
  if (failure) throw failure.error;
  return { failed, stored, full, cut };
}
