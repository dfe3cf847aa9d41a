import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { type Figure, median } from '../lib/figures.ts';
import { type Marks, newContext, SAY_IT_TITLE, untilControlled, visit, watchHeading } from './browser.ts';
import type { BenchServer } from './server.ts';

const RUNS = 7;
const SLOW_RUNS = 3;
/** 1.6 Mbps down, 750 kbps up, 150 ms round trip (Lighthouse's "slow 4G"), in CDP's bytes per second. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

type Visit = Required<Marks>;

function figure(name: string, visits: readonly Visit[], atMost: number | undefined, note: string): Figure {
  const heading = visits.map((marks) => marks.heading);
  const content = median(visits.map((marks) => marks.content));
  return {
    group: 'client',
    name: `h1 shown, ${name}`,
    value: median(heading),
    unit: 'ms',
    ...(atMost === undefined ? {} : { budget: { atMost } }),
    note: `median of ${visits.length} (${heading.map(Math.round).join(', ')} ms) from navigation start; content without skeleton at ${Math.round(content)} ms; ${note}`,
  };
}

/** An offline visit may take this much longer than a repeat visit (issue 38 §4). */
const OFFLINE_OVER_REPEAT = 1.2;

/** Visits `url` in a new page of `context` (as when the app is opened again), watching for `title`, and closes it. */
async function visitIn(context: BrowserContext, url: string, title = SAY_IT_TITLE): Promise<Visit> {
  const page = await context.newPage();
  await page.addInitScript(watchHeading, title);
  const marks = await visit(page, url);
  await page.close();
  return marks;
}

/** Repeat visits to the say-it and find-it pages, taken in turn so that both meet the same noise. */
async function visitsInTurn(context: BrowserContext, urls: { sayIt: string; findIt: string }) {
  const visits = { sayIt: [] as Visit[], findIt: [] as Visit[] };
  for (let run = 0; run < RUNS; run += 1) {
    visits.sayIt.push(await visitIn(context, urls.sayIt));
    visits.findIt.push(await visitIn(context, urls.findIt, FIND_IT_TITLE));
  }
  return visits;
}

const FIND_IT_TITLE = ACTIVITY_PAGE_TITLES['find-it'];

function ratio(page: string, offline: readonly Visit[], repeat: readonly Visit[]): Figure {
  const [offlineMs, repeatMs] = [offline, repeat].map((visits) => median(visits.map((marks) => marks.heading)));
  return {
    group: 'client',
    name: `h1 shown, ${page}: offline visit / repeat visit`,
    value: (offlineMs ?? 0) / (repeatMs ?? 1),
    unit: '×',
    budget: { atMost: OFFLINE_OVER_REPEAT },
    note: `medians ${Math.round(offlineMs ?? 0)} / ${Math.round(repeatMs ?? 0)} ms (issue 38 §4: an offline visit as fast as a repeat visit)`,
  };
}

async function firstVisits(browser: Browser, baseURL: string, url: string, slow: boolean): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (let run = 0; run < (slow ? SLOW_RUNS : RUNS); run += 1) {
    const context = await newContext(browser, baseURL, { signedIn: true, title: SAY_IT_TITLE });
    const page = await context.newPage();
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    }
    visits.push(await visit(page, url, 60_000));
    await context.close();
  }
  return visits;
}

/** Whether a request from the page still reaches anything: it must not, for an offline visit. */
function networkReachable(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
}

/**
 * Time until the say-it page's h1 shows: first visit, repeat visit with the service worker in
 * charge, offline visit (server stopped and the context offline) and a first visit on a slow network;
 * the find-it page's repeat and offline visits, taken in turn with say-it's; and for both pages the
 * offline visit's time over the repeat visit's.
 * Stops the server for the offline visits and starts it again after.
 */
export async function measureHeadingTimes(browser: Browser, server: BenchServer, lessonId: string): Promise<Figure[]> {
  const url = `/class/demo-core-words/lessons/${lessonId}/say-it`;
  const urls = { sayIt: url, findIt: `/class/demo-core-words/lessons/${lessonId}/find-it` };
  const first = await firstVisits(browser, server.url, url, false);
  const slow = await firstVisits(browser, server.url, url, true);

  const context = await newContext(browser, server.url, { signedIn: true });
  const page = await context.newPage();
  await page.addInitScript(watchHeading, SAY_IT_TITLE);
  await visit(page, url);
  await untilControlled(page);
  await page.waitForLoadState('networkidle');
  await visitIn(context, urls.findIt, FIND_IT_TITLE);
  const repeat = await visitsInTurn(context, urls);

  await server.stop();
  await context.setOffline(true);
  if (await networkReachable(page)) throw new Error('the offline visit could still reach the network');
  const offline = await visitsInTurn(context, urls);
  await context.close();
  await server.start();

  return [
    figure('say-it page, first visit', first, undefined, 'fresh signed-in context each time'),
    figure('say-it page, repeat visit', repeat.sayIt, 500, 'same context, new tab, service worker controlling'),
    figure(
      'say-it page, offline visit',
      offline.sayIt,
      500,
      'server stopped and context offline: shell from the service worker, data from Dexie',
    ),
    ratio('say-it page', offline.sayIt, repeat.sayIt),
    figure('find-it page, repeat visit', repeat.findIt, 500, 'as the say-it page, visited in turn with it'),
    figure('find-it page, offline visit', offline.findIt, 500, 'as the say-it page, visited in turn with it'),
    ratio('find-it page', offline.findIt, repeat.findIt),
    figure(
      'say-it page, first visit on 1.6 Mbps / 150 ms RTT',
      slow,
      3500,
      'fresh context, CDP Network.emulateNetworkConditions on the page (the service worker, which registers on load, is not throttled)',
    ),
  ];
}
