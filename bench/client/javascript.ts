import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import type { Figure } from '../lib/figures.ts';
import { newContext, SAY_IT_TITLE, SIGN_IN_TITLE, visit } from './browser.ts';
import { largestPackages } from './chunk-contents.ts';
import { type Fetcher, scriptsOfWholeVisit } from './whole-visit.ts';

/** kB as Vite's build report counts them. */
const KB = 1000;
const BUDGET_KB = 150;
/** Code a learner's page must not carry: the admin editors, the games and the drawing library. */
const HEAVY = /admin|game|sketch|drawing/i;

interface LoadedScript {
  path: string;
  /** The file in the build. */
  file: string;
  /** gzip (default level, as a server would send it) of the body the page received. */
  servedGzip: number;
  /** The body's size as it came over the wire, and its Content-Encoding. */
  wireBytes: number;
  encoding: string;
  /** gzip -9 of the same file in the build (what Vite's report shows). */
  builtGzip: number;
  /** The modules the chunk was built from, by its source map. */
  sources: string[];
}

/** The chunk's own sources, from its source map next to it in the build (the build writes them). */
function sourcesOf(file: string): string[] {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
}

/**
 * Opens `url` in a fresh context and answers every script the page itself requested before its
 * h1 showed (by resource timing), with its size served and built.
 */
async function scriptsBeforeRender(
  browser: Browser,
  baseURL: string,
  distDir: string,
  url: string,
  options: { signedIn: boolean; title: string },
): Promise<LoadedScript[]> {
  const context = await newContext(browser, baseURL, options);
  const page = await context.newPage();
  const responses = new Map<string, Promise<[Buffer, number, string]>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js') || !response.ok()) return;
    const wire = response.request().sizes();
    const encoding = response.headerValue('content-encoding');
    const read = Promise.all([
      response.body(),
      wire.then((sizes) => sizes.responseBodySize),
      encoding.then((name) => name ?? ''),
    ]);
    // A script the page requested after its h1 is never read: its body may be gone with the page.
    read.catch(() => undefined);
    responses.set(pathname, read);
  });
  const marks = await visit(page, url);
  // Up to the page's first render (its h1 in the document, beneath the splash or not).
  const requested = await page.evaluate(
    (until: number) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname),
    marks.rendered,
  );
  const scripts: LoadedScript[] = [];
  for (const pathname of new Set(requested)) {
    const response = await responses.get(pathname);
    if (!response) throw new Error(`no response was seen for ${pathname}`);
    scripts.push(loadedScript(distDir, pathname, ...response));
  }
  await context.close();
  return scripts;
}

function loadedScript(
  distDir: string,
  pathname: string,
  body: Buffer,
  wireBytes: number,
  encoding: string,
): LoadedScript {
  const file = path.join(distDir, pathname);
  return {
    path: pathname,
    file,
    servedGzip: gzipSync(body).length,
    wireBytes,
    encoding,
    builtGzip: existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : Number.NaN,
    sources: sourcesOf(file),
  };
}

/** Scripts that are (or hold) admin editors, games or the drawing library, by name or by source. */
function heavyScripts(scripts: readonly LoadedScript[]): string[] {
  return scripts.flatMap((script) => {
    const named = HEAVY.test(path.basename(script.path));
    const inside = script.sources.filter(
      (source) => /src\/features\/(admin|games)\//.test(source) || /node_modules\/react-sketch-canvas\//.test(source),
    );
    if (!named && inside.length === 0) return [];
    return [`${script.path}${inside.length ? ` (${inside.length} module(s), e.g. ${inside[0]})` : ''}`];
  });
}

function figuresFor(page: string, scripts: readonly LoadedScript[]): Figure[] {
  const sum = (pick: (script: LoadedScript) => number) => scripts.reduce((total, script) => total + pick(script), 0);
  const largest = [...scripts]
    .sort((a, b) => b.servedGzip - a.servedGzip)
    .slice(0, 3)
    .map((script) => `${path.basename(script.path)} ${(script.servedGzip / KB).toFixed(1)} kB`)
    .join(', ');
  const packages = largestPackages(
    scripts.map((script) => script.file),
    5,
  )
    .map(([name, bytes]) => `${name} ${(bytes / KB).toFixed(1)} kB`)
    .join(', ');
  const heavy = heavyScripts(scripts);
  return [
    {
      group: 'client',
      name: `JS before first render, ${page} (served, gzip)`,
      value: sum((script) => script.servedGzip) / KB,
      unit: 'kB',
      budget: { atMost: BUDGET_KB },
      note: `${scripts.length} files the page requested before its h1 showed, each body gzipped with node:zlib; largest: ${largest}; on the wire ${(sum((script) => script.wireBytes) / KB).toFixed(1)} kB (Content-Encoding: ${[...new Set(scripts.map((script) => script.encoding || 'none'))].join(', ')})`,
    },
    {
      group: 'client',
      name: `JS before first render, ${page} (build, gzip -9)`,
      value: sum((script) => script.builtGzip) / KB,
      unit: 'kB',
      budget: { atMost: BUDGET_KB },
      note: `the same chunks read from the build (the build writes no .vite/manifest.json), gzip level 9; largest packages in them (source maps): ${packages}`,
    },
    {
      group: 'client',
      name: `admin, game or drawing code loaded, ${page}`,
      value: heavy.length,
      unit: 'files',
      budget: { atMost: 0 },
      note: heavy.length
        ? heavy.join('; ')
        : 'no loaded file is named admin|game|sketch|drawing or holds src/features/{admin,games} or react-sketch-canvas (source maps)',
    },
  ];
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * Issue 38 §3: all the JavaScript a new tablet's first signed-in visit to find it (the heaviest
 * activity page) loads, counting what its service worker fetches: the page's scripts through its
 * background work, the worker's script and the worker's precache (decision record 8 says why the
 * precache counts). One figure against the budget, and one per fetcher to read it by.
 */
async function measureWholeVisit(
  browser: Browser,
  baseURL: string,
  distDir: string,
  lessonId: string,
): Promise<Figure[]> {
  const { scripts, duplicates, quietAfterMs } = await scriptsOfWholeVisit(
    browser,
    baseURL,
    `/class/demo-core-words/lessons/${lessonId}/find-it`,
    ACTIVITY_PAGE_TITLES['find-it'],
  );
  const loaded = scripts.map((script) => ({
    fetcher: script.fetcher,
    ...loadedScript(distDir, script.path, script.body, script.wireBytes, script.encoding),
  }));
  const sum = (list: readonly LoadedScript[]) => list.reduce((total, script) => total + script.servedGzip, 0);
  const by = (fetcher: Fetcher) => loaded.filter((script) => script.fetcher === fetcher);
  const largest = (list: readonly LoadedScript[]) =>
    [...list]
      .sort((a, b) => b.servedGzip - a.servedGzip)
      .slice(0, 4)
      .map((script) => `${path.basename(script.path)} ${kB(script.servedGzip)}`)
      .join(', ');
  const fetchers: Fetcher[] = ['page, before its h1', 'page, after its h1', 'service worker script', 'service worker'];
  const parts = fetchers.map((fetcher) => `${fetcher} ${kB(sum(by(fetcher)))} (${by(fetcher).length} files)`);
  const page = [...by('page, before its h1'), ...by('page, after its h1')];
  const heavy = heavyScripts(page);
  const name = 'JS of a whole first visit, find-it page';
  return [
    {
      group: 'client',
      name: `${name} (page and service worker, gzip)`,
      value: sum(loaded) / KB,
      unit: 'kB',
      budget: { atMost: BUDGET_KB },
      note: `a new tablet (1024×768, DPR 2, storage empty) signed in, until its service worker controls the page and nothing was fetched for 3 s (${(quietAfterMs / 1000).toFixed(1)} s): ${parts.join(', ')}; each file once, each body gzipped with node:zlib (the worker fetched ${duplicates.files} files the page had loaded again: ${kB(duplicates.wireBytes)} of them came over the wire, the rest from the HTTP cache); largest: ${largest(loaded)}`,
    },
    {
      group: 'client',
      name: `${name}: the page's own scripts`,
      value: sum(page) / KB,
      unit: 'kB',
      budget: { atMost: BUDGET_KB },
      note: `before and after its h1, background work included (what issue 38's independent count of 181 kB counted); largest: ${largest(page)}`,
    },
    {
      group: 'client',
      name: `${name}: the service worker's script and precache`,
      value: (sum(by('service worker script')) + sum(by('service worker'))) / KB,
      unit: 'kB',
      note: `sw.js ${kB(sum(by('service worker script')))}; precached beyond what the page loaded: ${kB(sum(by('service worker')))} in ${by('service worker').length} files, largest: ${largest(by('service worker'))}`,
    },
    {
      group: 'client',
      name: `admin, game or drawing code the page loaded, find-it page, whole first visit`,
      value: heavy.length,
      unit: 'files',
      budget: { atMost: 0 },
      note: heavy.length
        ? heavy.join('; ')
        : "none of the page's files is named admin|game|sketch|drawing or holds src/features/{admin,games} or react-sketch-canvas (source maps)",
    },
  ];
}

/**
 * JavaScript the sign-in page and a lesson's first activity page load before they render, and all
 * a first visit to find it loads (issue 38 §3).
 */
export async function measureJavaScript(
  browser: Browser,
  baseURL: string,
  distDir: string,
  lessonId: string,
): Promise<Figure[]> {
  const signInPage = await scriptsBeforeRender(browser, baseURL, distDir, '/', {
    signedIn: false,
    title: SIGN_IN_TITLE,
  });
  const sayItPage = await scriptsBeforeRender(
    browser,
    baseURL,
    distDir,
    `/class/demo-core-words/lessons/${lessonId}/say-it`,
    { signedIn: true, title: SAY_IT_TITLE },
  );
  return [
    ...figuresFor('sign-in page', signInPage),
    ...figuresFor('say-it page, first visit', sayItPage),
    ...(await measureWholeVisit(browser, baseURL, distDir, lessonId)),
  ];
}
