import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Figure, median } from '../lib/figures.ts';
import { type Marks, newContext, SAY_IT_TITLE, untilControlled, visit } from './browser.ts';
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

/** Visits `url` in a new page of `context` (as when the app is opened again) and closes it. */
async function visitIn(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const marks = await visit(page, url);
  await page.close();
  return marks;
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
 * charge, offline visit (server stopped and the context offline) and a first visit on a slow network.
 * Stops the server for the offline visits and starts it again after.
 */
export async function measureHeadingTimes(browser: Browser, server: BenchServer, lessonId: string): Promise<Figure[]> {
  const url = `/class/demo-core-words/lessons/${lessonId}/say-it`;
  const first = await firstVisits(browser, server.url, url, false);
  const slow = await firstVisits(browser, server.url, url, true);

  const context = await newContext(browser, server.url, { signedIn: true, title: SAY_IT_TITLE });
  const page = await context.newPage();
  await visit(page, url);
  await untilControlled(page);
  await page.waitForLoadState('networkidle');
  const repeat: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) repeat.push(await visitIn(context, url));

  await server.stop();
  await context.setOffline(true);
  if (await networkReachable(page)) throw new Error('the offline visit could still reach the network');
  const offline: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) offline.push(await visitIn(context, url));
  await context.close();
  await server.start();

  return [
    figure('say-it page, first visit', first, undefined, 'fresh signed-in context each time'),
    figure('say-it page, repeat visit', repeat, 500, 'same context, new tab, service worker controlling'),
    figure(
      'say-it page, offline visit',
      offline,
      500,
      'server stopped and context offline: shell from the service worker, data from Dexie',
    ),
    figure(
      'say-it page, first visit on 1.6 Mbps / 150 ms RTT',
      slow,
      3500,
      'fresh context, CDP Network.emulateNetworkConditions on the page (the service worker, which registers on load, is not throttled)',
    ),
  ];
}
