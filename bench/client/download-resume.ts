// 'Make available offline' on a network that drops (issue 32 §3): the demo course's download is
// cut at 30, 60 and 90 % of its files' bytes (every connection dropped mid-answer, new ones
// refused), the network comes back, the teacher presses Resume: how many bytes went over the
// network again, as a share of the course. Counted by a proxy in front of the server, so the
// app's own reads, the service worker's and the files' parts cut off all count.
import type { Browser, Page } from '@playwright/test';
import type { Figure } from '../lib/figures.ts';
import { newContext, untilControlled } from './browser.ts';
import { CuttingProxy } from './cutting-proxy.ts';
import { COURSE, freePort } from './server.ts';

const CUTS = [30, 60, 90] as const;
/** The budget: bytes fetched again at most 5 % of the course. */
const AGAIN_BUDGET = 5;
const TIMEOUT = 120_000;

/** A fresh signed-in tablet on the course's home page, its service worker in charge, nothing under way. */
async function courseHome(browser: Browser, proxy: CuttingProxy): Promise<Page> {
  const context = await newContext(browser, proxy.url, { signedIn: true, youtube: true });
  const page = await context.newPage();
  await page.goto(`/class/${COURSE}`);
  await page.getByRole('button', { name: 'Make available offline' }).waitFor({ timeout: TIMEOUT });
  await untilControlled(page);
  await page.waitForLoadState('networkidle');
  return page;
}

interface Run {
  /** The course's download counted once: one whole answer per path, from the click on. */
  courseBytes: number;
  /** Bytes over the network beyond that: answers cut off, and paths fetched again. */
  againBytes: number;
  /** What the page said after the cut, e.g. 'Paused · 58 % ·'. */
  paused: string;
}

/** Downloads the course; with `cutAt`, the network is cut once that many file bytes have passed, then resumed. */
async function download(browser: Browser, proxy: CuttingProxy, cutAt?: number): Promise<Run> {
  const page = await courseHome(browser, proxy);
  try {
    proxy.resetCounts();
    const cut = cutAt === undefined ? undefined : proxy.cutAfter(cutAt);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    let paused = '';
    if (cut) {
      await cut;
      const state = page.getByText(/^Paused · \d+ % ·/);
      await state.waitFor({ timeout: TIMEOUT });
      paused = (await state.textContent()) ?? '';
      proxy.restore();
      await page.getByRole('button', { name: 'Resume' }).click();
    }
    await page.getByText('✓ Available offline').waitFor({ timeout: TIMEOUT });
    const failed = await page.getByText(/could not be saved/).count();
    if (failed > 0) throw new Error('files could not be saved');
    return { courseBytes: proxy.wholeBytes(), againBytes: proxy.fetchedAgain(), paused };
  } finally {
    proxy.restore();
    await page.context().close();
  }
}

export async function measureDownloadResume(browser: Browser, baseURL: string): Promise<Figure[]> {
  const proxy = new CuttingProxy(baseURL, await freePort());
  await proxy.start();
  try {
    // An uncut download: the course's files' bytes, where the cuts are placed.
    await download(browser, proxy);
    const fileBytes = proxy.fileBytes;
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const figures: Figure[] = [];
    for (const percent of CUTS) {
      const run = await download(browser, proxy, Math.round((fileBytes * percent) / 100));
      figures.push({
        group: 'client',
        name: `download cut at ${percent} % and resumed: bytes fetched again`,
        value: (run.againBytes / run.courseBytes) * 100,
        unit: '% of course',
        budget: { atMost: AGAIN_BUDGET },
        note: `${kB(run.againBytes)} again of ${kB(run.courseBytes)} (course data and files, counted once); the page said '${run.paused.trim()} Resume'; every connection dropped mid-answer at ${percent} % of the files' ${kB(fileBytes)}, new ones refused until the network came back`,
      });
    }
    return figures;
  } finally {
    await proxy.stop();
  }
}
