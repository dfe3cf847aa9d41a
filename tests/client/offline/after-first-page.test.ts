import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's idle callbacks, run by the test one at a time, as the browser runs each in a task of its own. */
let idleCallbacks: (() => void)[] = [];
const runNextIdleCallback = async () => {
  idleCallbacks.shift()?.();
  // The microtasks the callback started, as the browser runs them before its next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe('the background work that waits for the first page', () => {
  it('starts once the page has shown, each piece in an idle moment of its own', async () => {
    const { afterFirstPage, firstPageShown } = await import('#offline/open-db.ts');
    const started: string[] = [];
    void afterFirstPage().then(() => started.push('service worker'));
    void afterFirstPage().then(() => started.push('sync widget'));
    await runNextIdleCallback();
    expect(started).toEqual([]);

    firstPageShown();
    await runNextIdleCallback(); // the first idle moment after the page has shown
    expect(started).toEqual([]);
    await runNextIdleCallback();
    expect(started).toEqual(['service worker']);
    await runNextIdleCallback();
    expect(started).toEqual(['service worker', 'sync widget']);
  });

  it('asked for after the page has shown, still starts in an idle moment of its own', async () => {
    const { afterFirstPage, firstPageShown } = await import('#offline/open-db.ts');
    firstPageShown();
    await runNextIdleCallback();
    let started = false;
    void afterFirstPage().then(() => {
      started = true;
    });
    await Promise.resolve();
    expect(started).toBe(false);
    await runNextIdleCallback();
    expect(started).toBe(true);
  });
});
