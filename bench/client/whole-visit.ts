import type { Browser, Response } from '@playwright/test';
import { newContext, visit } from './browser.ts';

/** A new tablet's screen (issue 38): 1024×768 at a device scale factor of 2, touch. */
export const TABLET = { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, hasTouch: true } as const;
/** The visit is over once nothing has been fetched, by the page or its service worker, for this long. */
const QUIET_MS = 3_000;
const VISIT_TIMEOUT_MS = 120_000;

/** Who fetched a script of the visit. */
export type Fetcher = 'page, before its h1' | 'page, after its h1' | 'service worker script' | 'service worker';

export interface VisitScript {
  path: string;
  fetcher: Fetcher;
  body: Buffer;
  /** The body's size as it came over the wire (0 when the browser's HTTP cache answered). */
  wireBytes: number;
  encoding: string;
}

/** When a script reached the visit: a script fetched twice (the page's, then the worker's precache) counts once. */
interface Seen {
  path: string;
  byWorker: boolean;
  read: Promise<[Buffer, number, string]>;
}

const isScript = (pathname: string) => pathname.endsWith('.js') || pathname.endsWith('.mjs');

/**
 * Every script a new tablet's first signed-in visit to `url` fetches, from navigation until its
 * service worker controls the page and neither the page nor the worker has fetched anything for
 * QUIET_MS: the page's scripts before and after its h1 showed (its background work included), the
 * worker's own script, and what the worker's install stores. A file fetched by the page and again
 * by the worker is answered the second time by the browser's HTTP cache and is listed once, as the
 * page's; `duplicates` counts those second fetches.
 */
export async function scriptsOfWholeVisit(
  browser: Browser,
  baseURL: string,
  url: string,
  title: string,
): Promise<{ scripts: VisitScript[]; duplicates: { files: number; wireBytes: number }; quietAfterMs: number }> {
  const context = await newContext(browser, baseURL, { signedIn: true, title, ...TABLET });
  const seen: Seen[] = [];
  let lastFetch = Date.now();
  const started = lastFetch;
  context.on('request', () => {
    lastFetch = Date.now();
  });
  context.on('response', (response: Response) => {
    lastFetch = Date.now();
    const { pathname } = new URL(response.url());
    if (!isScript(pathname) || !response.ok()) return;
    const read = Promise.all([
      response.body(),
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
      response.headerValue('content-encoding').then((name) => name ?? ''),
    ]);
    read.catch(() => undefined);
    seen.push({ path: pathname, byWorker: response.request().serviceWorker() !== null, read });
  });
  try {
    const page = await context.newPage();
    const marks = await visit(page, url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: VISIT_TIMEOUT_MS,
    });
    while (Date.now() - lastFetch < QUIET_MS) {
      if (Date.now() - started > VISIT_TIMEOUT_MS) throw new Error(`the visit to ${url} never went quiet`);
      await page.waitForTimeout(250);
    }
    const quietAfterMs = lastFetch - started;
    const beforeH1 = new Set(
      await page.evaluate(
        (until: number) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= until)
            .map((entry) => new URL(entry.name).pathname),
        marks.rendered,
      ),
    );
    const scripts = new Map<string, VisitScript>();
    const duplicates = { files: 0, wireBytes: 0 };
    for (const { path, byWorker, read } of seen) {
      const [body, wireBytes, encoding] = await read;
      if (scripts.has(path)) {
        duplicates.files += 1;
        // Chromium says -1 (or less) for a body the HTTP cache gave.
        duplicates.wireBytes += Math.max(0, wireBytes);
        continue;
      }
      const fetcher: Fetcher =
        path === '/sw.js'
          ? 'service worker script'
          : byWorker
            ? 'service worker'
            : beforeH1.has(path)
              ? 'page, before its h1'
              : 'page, after its h1';
      scripts.set(path, { path, fetcher, body, wireBytes, encoding });
    }
    return { scripts: [...scripts.values()], duplicates, quietAfterMs };
  } finally {
    await context.close();
  }
}
