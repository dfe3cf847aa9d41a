import type { QueryClient } from '@tanstack/react-query';
import { completedActivitiesQuery, lastActivityQuery } from '#api/activities.ts';
import { findItCardsQuery } from '#api/findit.ts';
import { lessonKeys, lessonsQuery } from '#api/lessons.ts';
import { courseVersionQuery } from '#api/packs.ts';
import { productQuery, productsQuery } from '#api/products.ts';
import { FRESH_READ } from '#api/read-through.ts';
import { absoluteUrl, courseDocumentUrls, mediaUrlsIn } from '#domain/media-urls';
import { type OfflineCourse, offlineDb } from '#offline/db.ts';
import { whileDownloading } from '#offline/keep-visited-media.ts';
import { downloadMedia, partsKept } from '#offline/media-download.ts';
import { claimKeptMedia, releaseMedia } from '#offline/media-store.ts';
import { lookUpRead } from '#offline/page-store.ts';
import { saveReads } from '#offline/saved-reads.ts';
import { readSession, sessionSignal } from '#session/session.ts';

export interface DownloadProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
}

export class StorageFullError extends Error {
  constructor(
    readonly saved: number,
    readonly total: number,
  ) {
    super(
      `This device has no more room: ${saved} of ${total} files were saved. Free some space, or remove another offline course, and try again.`,
    );
  }
}

/**
 * The network was cut during the download: what was fetched whole is kept, and the course shows
 * 'Paused' until the teacher resumes it.
 */
export class DownloadPausedError extends Error {
  constructor() {
    super('The network was lost: the download is paused.');
  }
}

/** Asks the browser to keep this site's storage unless the user clears it. */
async function askPersistence(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Without persistence the copy still works; the browser may just evict it under pressure.
  }
}

/**
 * Makes a course available offline: its product, the start page's list of courses, lessons (each also under its own key, as the
 * lesson page reads it), find-it cards and progress are saved like any read, then every media
 * file they name (lesson PDFs too) and the course's own manual and resources pages are fetched
 * and kept. Files that cannot be fetched are listed, not fatal; a full
 * disk stops the download and keeps what was already saved. Run again on a kept course ('Update
 * offline copy'), it fetches only new or changed files and lets go of those no longer used. Logout stops it as a cancel does, and
 * nothing more of it is stored.
 */
export async function downloadCourse(
  queryClient: QueryClient,
  productId: string,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<OfflineCourse> {
  const userId = readSession()?.customerId;
  if (!userId) throw new Error('Sign in to make a course available offline.');
  const stop = AbortSignal.any([signal, sessionSignal()]);
  await askPersistence();
  // What it keeps is the server's answer now, never a copy this device saved before (an update).
  const fresh = { staleTime: 0, meta: FRESH_READ } as const;
  // Asked before the reads: a change made meanwhile leaves the copy newer than its recorded version,
  // never older, so it is offered again at worst.
  const { keyId, version } = await queryClient.fetchQuery({ ...courseVersionQuery(productId), ...fresh });
  stop.throwIfAborted();
  const course =
    (await resumedCourse(queryClient, userId, productId, { keyId, version }, fresh)) ??
    (await readCourse(queryClient, userId, productId, stop, fresh));
  const { title, urls } = course;
  stop.throwIfAborted();
  // Kept until the download ends whole: a download cut off, or the app closed, shows as paused.
  await offlineDb.downloads.put({
    productId,
    title,
    filesTotal: urls.length,
    startedAt: Date.now(),
    urls,
    version: { keyId, version },
  });
  const kept = await claimKeptMedia(offlineDb, urls, productId);
  const progress: DownloadProgress = {
    filesDone: kept.length,
    filesTotal: urls.length,
    bytesDone: kept.reduce((total, file) => total + file.size, 0),
  };
  onProgress({ ...progress });
  const keptUrls = new Set(kept.map((file) => file.url));
  const missing = urls.filter((url) => !keptUrls.has(url));
  const { failed, stored, full, cut } = await downloadMedia(offlineDb, missing, productId, {
    signal: stop,
    parts: await partsKept(offlineDb, missing),
    onFile: (size) => {
      progress.filesDone += 1;
      progress.bytesDone += size ?? 0;
      onProgress({ ...progress });
    },
  });
  if (full) throw new StorageFullError(kept.length + stored, urls.length);
  if (cut) throw new DownloadPausedError();
  const record: OfflineCourse = {
    productId,
    title,
    downloadedAt: Date.now(),
    files: urls.length - failed.length,
    bytes: progress.bytesDone,
    failed,
    version: { keyId, version },
  };
  stop.throwIfAborted();
  await offlineDb.transaction(
    'rw',
    [offlineDb.courses, offlineDb.downloads, offlineDb.media, offlineDb.partials],
    async () => {
      await offlineDb.courses.put(record);
      await offlineDb.downloads.delete(productId);
      // An update lets go of the files the course no longer uses.
      await releaseMedia(offlineDb, productId, new Set(urls));
    },
  );
  return record;
}

/** A download the teacher cancelled is not paused: its files stay kept for the next one, unlisted. */
export async function forgetPendingDownload(productId: string): Promise<void> {
  await offlineDb.downloads.delete(productId);
}

/** Removes a course's offline copy: its record and every file no other course still needs. */
export async function removeOfflineCourse(productId: string): Promise<void> {
  await releaseMedia(offlineDb, productId);
  await offlineDb.courses.delete(productId);
  await offlineDb.downloads.delete(productId);
}

type Fresh = { staleTime: 0; meta: typeof FRESH_READ };

/**
 * Reads the course from the server and saves it as any read (each lesson also under its own key,
 * as the lesson page reads it); answers its title and files.
 */
async function readCourse(
  queryClient: QueryClient,
  userId: string,
  productId: string,
  stop: AbortSignal,
  fresh: Fresh,
): Promise<{ title: string; urls: string[] }> {
  // The reads go together: each waits for the server, not for the others.
  const [product, , lessons, cards] = await whileDownloading(() =>
    Promise.all([
      queryClient.fetchQuery({ ...productQuery(productId), ...fresh }),
      // The start page lists the course: offline, it is the way in.
      queryClient.fetchQuery({ ...productsQuery(), ...fresh }),
      queryClient.fetchQuery({ ...lessonsQuery(productId), ...fresh }).then(async (lessons) => {
        for (const lesson of lessons) queryClient.setQueryData(lessonKeys.one(lesson._id), lesson);
        stop.throwIfAborted();
        await saveReads(
          userId,
          lessons.map((lesson) => [lessonKeys.one(lesson._id), lesson] as const),
        );
        return lessons;
      }),
      queryClient.fetchQuery({ ...findItCardsQuery(productId), ...fresh }),
      ...progressReads(queryClient, productId, fresh),
    ]),
  );
  const urls = [
    ...new Set([
      ...mediaUrlsIn([product, lessons, cards]).map((link) => absoluteUrl(link, location.origin)),
      ...courseDocumentUrls(product, location.origin),
    ]),
  ];
  return { title: product.title, urls };
}

/** The teacher's progress in the course, kept with it. */
const progressReads = (queryClient: QueryClient, productId: string, fresh: Fresh) => [
  queryClient.fetchQuery({ ...lastActivityQuery(productId), ...fresh }),
  queryClient.fetchQuery({ ...completedActivitiesQuery(productId), ...fresh }),
];

/**
 * A paused download of the same version of the course, whose reads this device saved: it goes on
 * with the files it listed, reading again only the teacher's progress (a few bytes), not the course.
 */
async function resumedCourse(
  queryClient: QueryClient,
  userId: string,
  productId: string,
  version: { keyId: string; version: number },
  fresh: Fresh,
): Promise<{ title: string; urls: string[] } | undefined> {
  const pending = await offlineDb.downloads.get(productId);
  if (!pending?.urls || pending.version?.keyId !== version.keyId || pending.version.version !== version.version) {
    return undefined;
  }
  const courseKeys = [
    productQuery(productId).queryKey,
    productsQuery().queryKey,
    lessonsQuery(productId).queryKey,
    findItCardsQuery(productId).queryKey,
  ];
  const saved = await Promise.all(courseKeys.map((key) => lookUpRead(userId, key)));
  if (!saved.every(Boolean)) return undefined;
  await whileDownloading(() => Promise.all(progressReads(queryClient, productId, fresh)));
  return { title: pending.title, urls: pending.urls };
}
