import type { QueryClient } from '@tanstack/react-query';
import { courseDocumentUrls, mediaUrlsIn } from '#domain/media-urls';
import { completedActivitiesQuery, lastActivityQuery } from '../../api/activities.ts';
import { findItCardsQuery } from '../../api/findit.ts';
import { lessonKeys, lessonsQuery } from '../../api/lessons.ts';
import { productQuery, productsQuery } from '../../api/products.ts';
import { type OfflineCourse, offlineDb } from '../../offline/db.ts';
import { downloadMedia } from '../../offline/media-download.ts';
import { absoluteUrl, claimKeptMedia, releaseMedia } from '../../offline/media-store.ts';
import { saveReads } from '../../offline/saved-reads.ts';
import { readSession, sessionSignal } from '../../session/session.ts';

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
 * disk stops the download and keeps what was already saved. Logout stops it as a cancel does, and
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
  const fresh = { staleTime: 0 } as const;
  // The reads go together: each waits for the server, not for the others.
  const [product, , lessons, cards] = await Promise.all([
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
    queryClient.fetchQuery({ ...lastActivityQuery(productId), ...fresh }),
    queryClient.fetchQuery({ ...completedActivitiesQuery(productId), ...fresh }),
  ]);

  const urls = [
    ...new Set([
      ...mediaUrlsIn([product, lessons, cards]).map((link) => absoluteUrl(link, location.origin)),
      ...courseDocumentUrls(product, location.origin),
    ]),
  ];
  stop.throwIfAborted();
  const kept = await claimKeptMedia(offlineDb, urls, productId);
  const progress: DownloadProgress = {
    filesDone: kept.length,
    filesTotal: urls.length,
    bytesDone: kept.reduce((total, file) => total + file.size, 0),
  };
  onProgress({ ...progress });
  const keptUrls = new Set(kept.map((file) => file.url));
  const { failed, stored, full } = await downloadMedia(
    offlineDb,
    urls.filter((url) => !keptUrls.has(url)),
    productId,
    {
      signal: stop,
      onFile: (size) => {
        progress.filesDone += 1;
        progress.bytesDone += size ?? 0;
        onProgress({ ...progress });
      },
    },
  );
  if (full) throw new StorageFullError(kept.length + stored, urls.length);
  const course: OfflineCourse = {
    productId,
    title: product.title,
    downloadedAt: Date.now(),
    files: urls.length - failed.length,
    bytes: progress.bytesDone,
    failed,
  };
  stop.throwIfAborted();
  await offlineDb.courses.put(course);
  return course;
}

/** Removes a course's offline copy: its record and every file no other course still needs. */
export async function removeOfflineCourse(productId: string): Promise<void> {
  await releaseMedia(offlineDb, productId);
  await offlineDb.courses.delete(productId);
}
