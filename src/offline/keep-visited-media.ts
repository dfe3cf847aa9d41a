import { absoluteUrl, mediaUrlsIn } from '#domain/media-urls';
import { sessionSignal } from '#session/session.ts';
import { afterFirstPage, idle } from './open-db.ts';
import { KEEPING_MEDIA_LOCK, underWebLock } from './web-lock.ts';

// The store that keeps them loads once the first page has shown, with the first file to keep.
const pageStore = () => afterFirstPage().then(() => import('./page-store.ts'));

const inFlight = new Set<string>();
const CONCURRENCY = 3;
/** Course downloads under way: they fetch and keep every file of their course themselves. */
let downloading = 0;

/**
 * Runs a course download: meanwhile the content it reads keeps no media of its own, so no file is
 * fetched twice (once as visited, once for the course).
 */
export async function whileDownloading<T>(run: () => Promise<T>): Promise<T> {
  downloading += 1;
  try {
    return await run();
  } finally {
    downloading -= 1;
  }
}

/**
 * Keeps, in the background, the media of content the teacher has opened (a lesson, its course,
 * its find-it cards), so a lesson opened once opens again with the network gone. Only this site's
 * files: another site's (YouTube's thumbnails) may be out of reach, as behind many school
 * firewalls, and each try would only log an error; such a file is kept when a page has shown it
 * (keepShownMedia) or by 'Make available offline'. Failures are quiet: this is a bonus on top of
 * 'Make available offline'. It starts once the first page has shown, and stops when the session
 * ends: nothing of a teacher is kept after her Logout.
 */
export function keepVisitedMedia(content: unknown): void {
  keepUrls(
    mediaUrlsIn(content)
      .map((link) => absoluteUrl(link, location.origin))
      .filter((url) => new URL(url).origin === location.origin),
  );
}

/** Keeps a file a page has just shown (an image that loaded), from wherever it came. */
export function keepShownMedia(link: string): void {
  keepUrls([absoluteUrl(link, location.origin)]);
}

function keepUrls(found: readonly string[]): void {
  if (!navigator.onLine || downloading > 0) return;
  const urls = found.filter((url) => !inFlight.has(url));
  for (const url of urls) inFlight.add(url);
  const queue = [...urls];
  const signal = sessionSignal();
  const worker = async () => {
    const { keepVisited } = await pageStore();
    for (let url = queue.shift(); url; url = queue.shift()) {
      // One file per idle moment: storing a file in IndexedDB is main-thread work.
      await idle();
      await keepVisited(url, signal).catch(() => undefined);
      inFlight.delete(url);
    }
  };
  const giveUp = () => {
    for (const url of urls) inFlight.delete(url);
  };
  for (let lane = 0; lane < Math.min(CONCURRENCY, urls.length); lane += 1) {
    void underWebLock(KEEPING_MEDIA_LOCK, 'shared', worker).catch(giveUp);
  }
}

/** Keeps the media of a fresh answer and gives the answer back, for use in a read's `.then`. */
export function keptMedia<T>(content: T): T {
  keepVisitedMedia(content);
  return content;
}
