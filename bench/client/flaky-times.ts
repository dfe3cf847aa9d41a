import type { Browser, BrowserContext, Route } from '@playwright/test';
import { keptOnDevice } from '../../tests/e2e/support/kept-reads.ts';
import { type Figure, median } from '../lib/figures.ts';
import { type Marks, newContext, SAY_IT_TITLE, untilControlled, visit, watchHeading } from './browser.ts';
import { COURSE } from './server.ts';

const RUNS = 3;
const LATE_MS = 5_000;
/** With a saved copy on the device, content shows within this however the API behaves. */
const SAVED_COPY_BUDGET_MS = 1_000;
/** Progress queued during an outage reaches the server within this once the network is back. */
const DRAIN_BUDGET_MS = 10_000;
const OUTAGE_MS = 20_000;
const STEPS = 3;

/** Each screen, its heading, and the query keys of the answers it keeps on the device. */
const screens = (lessonId: string) => [
  {
    name: 'say-it page',
    url: `/class/${COURSE}/lessons/${lessonId}/say-it`,
    title: SAY_IT_TITLE,
    keeps: [['lesson', lessonId]],
  },
  { name: 'dashboard', url: '/', title: 'Welcome *', keeps: [['user'], ['products']] },
  {
    name: 'course home',
    url: `/class/${COURSE}`,
    title: 'Welcome *',
    keeps: [
      ['products', COURSE],
      ['activities', COURSE, 'last', 'class'],
      ['activities', COURSE, 'completed', 1, 'class'],
    ],
  },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the API does in each condition; GETs only, so progress sends are not held up. */
const CONDITIONS: { name: string; answer: (route: Route) => Promise<void> | undefined }[] = [
  {
    name: `API answering after ${LATE_MS / 1000} s`,
    answer: async (route) => {
      await wait(LATE_MS);
      await route.fallback().catch(() => undefined);
    },
  },
  { name: 'API never answering', answer: () => undefined },
  {
    name: 'API answers cut mid-body',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"_id":"cut-he' }),
  },
];

async function timeToContent(context: BrowserContext, url: string, title: string): Promise<Required<Marks>> {
  const page = await context.newPage();
  await page.addInitScript(watchHeading, title);
  try {
    return await visit(page, url, 20_000);
  } finally {
    await page.close();
  }
}

/**
 * Time to content with a saved copy on the device while the API is late, silent or cut: the
 * say-it page, the dashboard and the course home, each visited online once before.
 */
export async function measureFlakyTimes(browser: Browser, baseURL: string, lessonId: string): Promise<Figure[]> {
  const context = await newContext(browser, baseURL, { signedIn: true, youtube: true });
  const figures: Figure[] = [];
  try {
    // Each screen visited once as a teacher would: staying until its answers are kept on the device
    // (just after the page has shown), not closing it the moment it shows.
    const page = await context.newPage();
    for (const screen of screens(lessonId)) {
      await page.goto(screen.url);
      await keptOnDevice(page, screen.keeps);
    }
    await untilControlled(page);
    await page.waitForLoadState('networkidle');
    const contentTimes = async () => {
      const times = new Map<string, number[]>();
      for (const screen of screens(lessonId)) {
        const visits: Required<Marks>[] = [];
        for (let run = 0; run < RUNS; run += 1) visits.push(await timeToContent(context, screen.url, screen.title));
        times.set(
          screen.name,
          visits.map((marks) => marks.content),
        );
      }
      return times;
    };
    // The same visits with the API answering at once: what the machine takes to start the app.
    const baseline = await contentTimes();
    for (const condition of CONDITIONS) {
      await context.route('**/api/**', (route) =>
        route.request().method() === 'GET' ? condition.answer(route) : route.fallback(),
      );
      for (const [screen, content] of await contentTimes()) {
        const normal = median(baseline.get(screen) ?? [Number.NaN]);
        figures.push({
          group: 'client',
          name: `content shown with a saved copy, ${condition.name}: ${screen}`,
          value: median(content),
          unit: 'ms',
          ratio: { value: median(content) / normal, to: 'API answering at once' },
          budget: { atMost: SAVED_COPY_BUDGET_MS },
          note: `median of ${RUNS} (${content.map(Math.round).join(', ')} ms) from navigation start to heading and content without skeleton, ${Math.round(normal)} ms with the API answering at once; reads answered by Playwright routes`,
        });
      }
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    }
    figures.push(await measureDrain(context, lessonId));
  } finally {
    await context.close();
  }
  return figures;
}

/**
 * Steps taught while progress sends fail (503, cut connections and hangs in turn) for 20 s: the
 * time from the network coming back until the device's queue is empty, with no action on the page.
 */
async function measureDrain(context: BrowserContext, lessonId: string): Promise<Figure> {
  const page = await context.newPage();
  const grid = `/class/${COURSE}/lessons/${lessonId}`;
  await page.goto(grid);
  const cards = page.getByRole('main').getByRole('list').getByRole('button');
  await cards.first().waitFor();
  let down = true;
  let attempts = 0;
  await context.route('**/api/activities/sync', (route) => {
    if (!down) return route.fallback();
    attempts += 1;
    if (attempts % 3 === 1) return route.fulfill({ status: 503, body: 'Service Unavailable' });
    if (attempts % 3 === 2) return route.abort('connectionreset');
    return undefined;
  });
  const started = Date.now();
  for (let step = 0; step < STEPS; step += 1) {
    await cards.nth(step).click();
    await page.waitForURL((url) => url.pathname !== grid);
    await page.goBack();
    await cards.first().waitFor();
  }
  await wait(Math.max(0, OUTAGE_MS - (Date.now() - started)));
  down = false;
  const back = Date.now();
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('symbol-courses');
        open.onsuccess = () => {
          const count = open.result.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result === 0);
            open.result.close();
          };
        };
        open.onerror = () => resolve(false);
      }),
    undefined,
    { timeout: 60_000, polling: 200 },
  );
  const drained = Date.now() - back;
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
  return {
    group: 'client',
    name: 'queue drained after a 20 s outage, from the network coming back',
    value: drained,
    unit: 'ms',
    budget: { atMost: DRAIN_BUDGET_MS },
    note: `${STEPS} steps taught while ${attempts} sends met 503s, cut connections and hangs in turn; no action on the page after`,
  };
}
