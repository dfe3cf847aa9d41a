import type { Browser, Page } from '@playwright/test';
import { type Figure, median } from '../lib/figures.ts';
import { newContext, untilControlled } from './browser.ts';
import { COURSE } from './server.ts';

const RUNS = 5;
const PLAIN_CONCURRENCY = 4;

interface Timing {
  /** From the click until '✓ Available offline' shows. */
  ms: number;
  /** From the click until the files are counted ('… of N files'): the course data is saved. */
  dataMs: number;
}

interface Download extends Timing {
  /** The size the course's record gives (and the page shows). */
  recordedBytes: number;
  /** The sizes of all the files kept for the course, added up. */
  bytes: number;
  files: number;
  failed: number;
  /** Files the course home page had kept (as visited) before the click: the download does not fetch them. */
  keptBefore: number;
  /** The files the download fetched, and their sizes added up. */
  fetchedUrls: string[];
  fetchedBytes: number;
}

interface Stored {
  record: { bytes: number; files: number; failed: string[] } | undefined;
  files: { url: string; size: number }[];
}

/** The course's record and the files kept for it (or, without a course, every kept file), from IndexedDB. */
function stored(page: Page, productId?: string): Promise<Stored> {
  return page.evaluate(
    (id) =>
      new Promise<Stored>((resolve, reject) => {
        const open = indexedDB.open('symbol-courses');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(['courses', 'media']);
          const course = id ? transaction.objectStore('courses').get(id) : undefined;
          const media = transaction.objectStore('media');
          const files = id ? media.index('owners').getAll(id) : media.getAll();
          transaction.oncomplete = () => {
            const kept = files.result as { url: string; size: number }[];
            resolve({ record: course?.result, files: kept.map(({ url, size }) => ({ url, size })) });
            open.result.close();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    productId,
  );
}

/** Clicks 'Make available offline' and times, in the page, its two phases. */
function clickAndTime(page: Page): Promise<Timing> {
  return page.evaluate(
    () =>
      new Promise<Timing>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find(
          (element) => element.textContent?.trim() === 'Make available offline',
        );
        if (!button) return reject(new Error('no "Make available offline" button'));
        const start = performance.now();
        let dataMs = Number.NaN;
        const observer = new MutationObserver(() => {
          const text = document.body.textContent ?? '';
          if (Number.isNaN(dataMs) && /Saving for offline use: \d+ of [1-9]/.test(text)) {
            dataMs = performance.now() - start;
          }
          if (!text.includes('✓ Available offline')) return;
          observer.disconnect();
          resolve({ ms: performance.now() - start, dataMs });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        button.click();
      }),
  );
}

/** A fresh signed-in context makes the course available offline from its home page. */
async function appDownload(browser: Browser, baseURL: string): Promise<Download> {
  const context = await newContext(browser, baseURL, { signedIn: true, youtube: true });
  const page = await context.newPage();
  await page.goto(`/class/${COURSE}`);
  await page.getByRole('button', { name: 'Make available offline' }).waitFor({ timeout: 30_000 });
  // As on a teacher's second visit: the service worker in charge, the page's own media kept.
  await untilControlled(page);
  await page.waitForLoadState('networkidle');
  const before = new Set((await stored(page)).files.map((file) => file.url));
  const timing = await clickAndTime(page);
  const { record, files } = await stored(page, COURSE);
  await context.close();
  if (!record) throw new Error(`no offline record of ${COURSE} after the download`);
  const fetched = files.filter((file) => !before.has(file.url));
  return {
    ...timing,
    recordedBytes: record.bytes,
    bytes: files.reduce((total, file) => total + file.size, 0),
    files: record.files,
    failed: record.failed.length,
    keptBefore: files.length - fetched.length,
    fetchedUrls: fetched.map((file) => file.url),
    fetchedBytes: fetched.reduce((total, file) => total + file.size, 0),
  };
}

interface Plain {
  ms: number;
  bytes: number;
}

/** The same files fetched plainly from a page (no service worker, no HTTP cache, nothing stored). */
async function plainFetch(browser: Browser, baseURL: string, urls: readonly string[]): Promise<Plain> {
  const context = await newContext(browser, baseURL, { signedIn: true, youtube: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  const result = await page.evaluate(
    async ({ urls, lanes }) => {
      const queue = [...urls];
      let bytes = 0;
      const start = performance.now();
      // No named inner functions here: tsx would wrap them in a helper the page does not have.
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          for (let url = queue.shift(); url; url = queue.shift()) {
            const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
            // Not `bytes += await …`: that reads `bytes` before the await and loses the other lanes' sums.
            if (!response.ok) throw new Error(`${url} answered ${response.status}`);
            const body = await response.arrayBuffer();
            bytes += body.byteLength;
          }
        }),
      );
      return { ms: performance.now() - start, bytes };
    },
    { urls: [...urls], lanes: PLAIN_CONCURRENCY },
  );
  await context.close();
  return result;
}

/**
 * 'Make available offline' in bytes per second, against plainly fetching the files it fetched:
 * pairs measured one after the other (in turns, app first or plain first), after one uncounted
 * pair that finds the files and warms the server. The ratio is the median of the pairs' ratios.
 */
export async function measureOfflineDownload(browser: Browser, baseURL: string): Promise<Figure[]> {
  const { fetchedUrls: urls } = await appDownload(browser, baseURL);
  await plainFetch(browser, baseURL, urls);
  const downloads: Download[] = [];
  const plain: Plain[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (run % 2) plain.push(await plainFetch(browser, baseURL, urls));
    downloads.push(await appDownload(browser, baseURL));
    if (run % 2 === 0) plain.push(await plainFetch(browser, baseURL, urls));
  }
  const rate = (bytes: number, ms: number) => bytes / (ms / 1000);
  const appRates = downloads.map((download) => rate(download.fetchedBytes, download.ms));
  const plainRates = plain.map((fetched) => rate(fetched.bytes, fetched.ms));
  const ratios = appRates.map((appRate, run) => appRate / (plainRates[run] as number));
  const filesRate = median(downloads.map((download) => rate(download.fetchedBytes, download.ms - download.dataMs)));
  const last = downloads.at(-1) as Download;
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const times = (runs: readonly { ms: number }[]) => runs.map((one) => Math.round(one.ms)).join(', ');
  return [
    {
      group: 'client',
      name: "'Make available offline' download rate",
      value: median(appRates) / 1000,
      unit: 'kB/s',
      note: `median of ${RUNS}: fetched ${last.fetchedUrls.length} files, ${kB(last.fetchedBytes)} in ${times(downloads)} ms from click to '✓ Available offline', of which ${downloads.map((download) => Math.round(download.dataMs)).join(', ')} ms saving the course data before the first file (files alone at ${(filesRate / 1000).toFixed(1)} kB/s); the course then holds ${last.files} files, ${kB(last.bytes)}, ${last.keptBefore} of them kept by the visit before the click, ${last.failed} failed`,
    },
    {
      group: 'client',
      name: "'Make available offline' size recorded / size stored",
      value: median(downloads.map((download) => (download.recordedBytes / download.bytes) * 100)),
      unit: '%',
      note: `the course record (and the page) says ${downloads.map((download) => kB(download.recordedBytes)).join(', ')}; its files take ${kB(last.bytes)}`,
    },
    {
      group: 'client',
      name: 'plain fetch of the same files',
      value: median(plainRates) / 1000,
      unit: 'kB/s',
      note: `median of ${RUNS}: ${urls.length} files, ${kB(plain.at(-1)?.bytes ?? 0)} in ${times(plain)} ms; ${PLAIN_CONCURRENCY} at a time, no service worker, no HTTP cache, nothing stored`,
    },
    {
      group: 'client',
      name: "'Make available offline' rate / plain fetch rate",
      value: median(ratios) * 100,
      unit: '%',
      budget: { atLeast: 80 },
      note: `median of the ${RUNS} pairs (${ratios.map((ratio) => Math.round(ratio * 100)).join(', ')} %); both pay Playwright's interception of every request (the YouTube stand-in); the app also saves the course data and stores each file in IndexedDB (its fetches, marked #not-kept, go past its service worker)`,
    },
  ];
}
