import { type ComponentType, lazy, Suspense } from 'react';

// The dashboard's code is not in the sign-in page's scripts: it is fetched while the teacher types,
// or with the navigation when she is signed in already. Once it is in, it renders directly: a lazy
// component suspends on its first render even when its code is loaded, and React then holds the
// revealed page back up to 300 ms.
let LoadedDashboard: ComponentType | undefined;

export const loadDashboard = () =>
  import('./dashboard.tsx').then((module) => {
    LoadedDashboard = module.Dashboard;
    return module;
  });

const LazyDashboard = lazy(() => loadDashboard().then(({ Dashboard }) => ({ default: Dashboard })));

/** The signed-in home, as soon as its code is in. */
export function DashboardEntry() {
  return LoadedDashboard ? (
    <LoadedDashboard />
  ) : (
    <Suspense>
      <LazyDashboard />
    </Suspense>
  );
}
