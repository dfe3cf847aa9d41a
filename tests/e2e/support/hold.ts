import type { BrowserContext, Page, Route } from '@playwright/test';

/** A promise the test resolves when it chooses (Promise.withResolvers is not in Node 20). */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Holds the matching requests until `release()` is called, then answers them with `answer`
 * (by default: on to the server). A test shows a busy state by holding its request until the
 * busy state has been seen, instead of a fixed delay that a busy machine can outrun.
 */
export async function holdRequests(
  target: Page | BrowserContext,
  url: string,
  options: { method?: string; answer?: (route: Route) => Promise<void> } = {},
): Promise<() => void> {
  const { opened: released, open: release } = gate();
  await target.route(url, async (route) => {
    if (options.method && route.request().method() !== options.method) return route.continue();
    await released;
    await (options.answer ? options.answer(route) : route.continue());
  });
  return release;
}
