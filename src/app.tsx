import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import { PageError } from './ui/page-error.tsx';
import './ui/theme.css';

const queryClient = createQueryClient();

function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultErrorComponent: PageError,
    scrollRestoration: true,
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

let router: AppRouter | undefined;

/**
 * The app's router, made on first use rather than when this module loads: made with the module,
 * it lengthened the one task in which the browser runs all the scripts the app starts with (about
 * a third of it), which on a slow tablet blocks the page for longest.
 */
export function appRouter(): AppRouter {
  router ??= createAppRouter();
  return router;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={appRouter()} />
    </QueryClientProvider>
  );
}

/**
 * Starts loading the code of the pages the app opens on (each route's component of the address),
 * in a task of its own before React's first render. Left to the router, it starts inside that
 * render's commit, which then is one longer task on a slow tablet.
 */
export function preloadFirstPage(): void {
  const [routes] = appRouter().getMatchedRoutes(window.location.pathname);
  for (const route of routes) void route.options.component?.preload?.();
}

/**
 * Runs the first page's loaders (their reads start) in a task of their own before React's first
 * render. Left to the router, they run inside that render's commit (its first layout effect),
 * which then is one longer task on a slow tablet; with a load under way the router starts none.
 */
export function loadFirstPage(): void {
  appRouter().load().catch(console.error);
}
