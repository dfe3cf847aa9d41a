// The client half of `npm run bench`: the built client (DIST_DIR, else dist/) served by the real
// server in Chromium. JavaScript loaded before the first render and in a whole first visit, time until an activity page's h1
// shows (first, repeat, offline and slow-network visits), time to content with a saved copy on a
// flaky network, how fast queued progress drains, the speed of 'Make available offline', what a
// download cut and resumed fetches again, Lighthouse's performance score and Total Blocking Time
// on a tablet-class CPU, and how evenly
// switch scanning steps and how soon a switch press shows on that CPU.
import type { Figure } from '../lib/figures.ts';
import { firstLessonId, launch } from './browser.ts';
import { measureDownloadResume } from './download-resume.ts';
import { measureFlakyTimes } from './flaky-times.ts';
import { measureHeadingTimes } from './heading-times.ts';
import { measureJavaScript } from './javascript.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureOfflineDownload } from './offline-download.ts';
import { measureScanning } from './scanning.ts';
import { BenchServer, freePort } from './server.ts';

/** A section that could not be measured shows as one figure over its budget, and the others still run. */
async function section(name: string, measure: () => Promise<Figure[]>): Promise<Figure[]> {
  try {
    return await measure();
  } catch (error) {
    console.error(`client bench: ${name} failed:`, error);
    const note = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return [
      { group: 'client', name: `${name}: measurement failed`, value: 1, unit: 'error', budget: { atMost: 0 }, note },
    ];
  }
}

/** The client bench's sections, by the name `npm run bench -- client <name>…` picks them with. */
export const CLIENT_SECTIONS = [
  'javascript',
  'heading-times',
  'flaky-network',
  'offline-download',
  'download-resume',
  'lighthouse',
  'scanning',
] as const;
type Section = (typeof CLIENT_SECTIONS)[number];

/** Runs the sections named in `only` (every one when it is empty). */
export async function run(only: readonly Section[] = []): Promise<Figure[]> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  const port = process.env.BENCH_CLIENT_PORT ? Number(process.env.BENCH_CLIENT_PORT) : await freePort();
  const server = new BenchServer(port, distDir);
  const started = Date.now();
  const step = (label: string) =>
    console.log(`client bench: ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
  const browser = await launch();
  try {
    await server.start();
    const lessonId = await firstLessonId(server.url);
    const sections: Record<Section, [label: string, measure: () => Promise<Figure[]>]> = {
      javascript: ['JavaScript', () => measureJavaScript(browser, server.url, distDir, lessonId)],
      'heading-times': ['heading times', () => measureHeadingTimes(browser, server, lessonId)],
      'flaky-network': ['flaky network', () => measureFlakyTimes(browser, server.url, lessonId)],
      'offline-download': ["'Make available offline'", () => measureOfflineDownload(browser, server.url)],
      'download-resume': ['a download cut and resumed', () => measureDownloadResume(browser, server.url)],
      lighthouse: ['Lighthouse', () => measureLighthouse(server.url, lessonId)],
      scanning: ['switch scanning', () => measureScanning(browser, server.url, lessonId)],
    };
    step('server ready');
    const figures: Figure[] = [];
    for (const name of CLIENT_SECTIONS) {
      if (only.length > 0 && !only.includes(name)) continue;
      const [label, measure] = sections[name];
      await server.start(); // again, should the offline visits have failed while it was stopped
      step(label);
      figures.push(...(await section(label, measure)));
    }
    step('done');
    return figures;
  } finally {
    await browser.close();
    await server.dispose();
  }
}
