import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import { ACTIVITY_PAGE_TITLES } from '../../src/domain/activity-pages.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.ts';
import { COURSE, TEACHER } from './server.ts';

export const SAY_IT_TITLE = ACTIVITY_PAGE_TITLES['say-it'];
export const SIGN_IN_TITLE = 'Symbol Courses';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * What the page marks, in its own clock (performance.now(), 0 at navigation start): when an h1
 * with the awaited title is first in the document (`rendered`, perhaps still beneath the splash),
 * when it shows (no splash above it), and when, with it, no loading skeleton is left.
 */
export interface Marks {
  rendered?: number;
  heading?: number;
  content?: number;
}

/**
 * Runs in the page before its scripts: watches the document for the title (a title ending in
 * '*' matches any h1 that starts with what comes before it, e.g. 'Welcome *'), shown: no splash above it.
 */
export function watchHeading(title: string): void {
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  const prefix = title.endsWith('*') ? title.slice(0, -1) : undefined;
  const marks: Marks = {};
  (window as unknown as { __benchMarks: Marks }).__benchMarks = marks;
  const observer = new MutationObserver(() => {
    const h1 = [...document.querySelectorAll('h1')].find((element) => {
      const text = element.textContent?.trim() ?? '';
      return prefix === undefined ? text === title : text.startsWith(prefix);
    });
    // The page renders beneath the splash's last moments: its h1 shows once the splash is gone.
    const covered = document.querySelector('[data-splash]') !== null;
    if (marks.rendered === undefined && h1) marks.rendered = performance.now();
    if (marks.heading === undefined && h1 && !covered) marks.heading = performance.now();
    if (marks.heading !== undefined && !document.querySelector('[data-testid="skeleton"]')) {
      marks.content = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

// There is no internet here: YouTube's thumbnails (kept with a course) come from this stand-in.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A fresh context (own cache, storage and service worker) at 1280×800, optionally signed in as
 * the demo teacher, whose pages mark when the h1 `title` shows. `youtube` answers YouTube's
 * thumbnails with a stand-in; only where needed, as any route makes Playwright intercept every
 * request of the context (a round trip to this process each), which would slow the timings.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  {
    signedIn,
    title,
    youtube,
    ...options
  }: { signedIn: boolean; title?: string; youtube?: boolean } & BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, ...options });
  if (title) await context.addInitScript(watchHeading, title);
  if (youtube) {
    await context.route(/^https:\/\/img\.youtube\.com\//, (route) =>
      route.fulfill({ contentType: 'image/png', body: PNG, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
  }
  if (signedIn) await signIn(context, baseURL);
  return context;
}

/** Signs in through the API and keeps the session where the app keeps it: cookies. */
export async function signIn(context: BrowserContext, baseURL: string): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/auth/customer-login`, { data: TEACHER });
  if (response.status() !== 200) throw new Error(`bench sign-in answered ${response.status()}`);
  const { accessToken, expiresAt } = (await response.json()) as { accessToken: string; expiresAt: string };
  await context.addCookies([
    { name: 'accessToken', value: accessToken, url: baseURL, sameSite: 'Lax' },
    { name: 'expiresAt', value: encodeURIComponent(expiresAt), url: baseURL, sameSite: 'Lax' },
  ]);
}

/** The id of the demo course's first lesson. */
export async function firstLessonId(baseURL: string): Promise<string> {
  const login = await fetch(`${baseURL}/api/auth/customer-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEACHER),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await fetch(`${baseURL}/api/lessons?productId=${COURSE}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const lessons = (await answer.json()) as { _id: string; order: number }[];
  const first = lessons.sort((a, b) => a.order - b.order)[0];
  if (!first) throw new Error(`the course ${COURSE} has no lessons`);
  return first._id;
}

/** Opens `url` and waits until the page has marked its heading (and content); answers the marks. */
export async function visit(page: Page, url: string, timeout = 30_000): Promise<Required<Marks>> {
  await page.goto(url, { waitUntil: 'commit' });
  try {
    const marks = await page.waitForFunction(
      () => {
        const marks = (window as unknown as { __benchMarks?: Marks }).__benchMarks;
        return marks?.content !== undefined ? marks : undefined;
      },
      undefined,
      { timeout },
    );
    return (await marks.jsonValue()) as Required<Marks>;
  } catch (error) {
    const shown = await page.evaluate(() => (document.body?.textContent ?? '').slice(0, 300)).catch(() => '?');
    throw new Error(
      `${url} did not show its heading and content: ${(error as Error).message}; the page shows: ${shown}`,
    );
  }
}

/** Waits until a service worker controls the page (it claims the page once it has precached the shell). */
export async function untilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 60_000 });
}
