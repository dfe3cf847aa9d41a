import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import './ui/theme.css';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/**
 * Starts loading the code of the pages the app opens on (each route's component of the address),
 * in a task of its own before React's first render. Left to the router, it starts inside that
 * render's commit, which then is one longer task on a slow tablet.
 */
export function preloadFirstPage(): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) void route.options.component?.preload?.();
}
