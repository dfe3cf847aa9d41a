import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type AnyRouter, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { firstPageShown } from '#offline/open-db.ts';

/** A page that never settles (a server that never answers) lets the offline store load after this. */
const AT_THE_LATEST_MS = 10_000;

/**
 * Says firstPageShown once the page is on screen (`showing`: no splash) and has shown what it
 * loads: the route's code is in, no query is fetching, and a frame has been painted since.
 */
export function useFirstPageShown(showing: boolean): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setTimeout(firstPageShown, AT_THE_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => (showing ? watch(router, queryClient) : undefined), [showing, router, queryClient]);
}

/** Watches until the page has settled; answers how to stop watching. */
function watch(router: AnyRouter, queryClient: QueryClient): () => void {
  let stopped = false;
  let checking = false;
  const settled = () => router.state.status === 'idle' && !router.state.isLoading && queryClient.isFetching() === 0;
  const check = () => {
    if (stopped || checking) return;
    checking = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        checking = false;
        if (!stopped && settled()) {
          stop();
          firstPageShown();
        }
      }, 0),
    );
  };
  const stops = [queryClient.getQueryCache().subscribe(check), router.subscribe('onResolved', check)];
  const stop = () => {
    stopped = true;
    for (const each of stops) each();
  };
  check();
  return stop;
}
