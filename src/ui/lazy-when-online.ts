import { lazy, type ReactNode } from 'react';

/**
 * React.lazy for a part of the app's frame (the sync widget, switch scanning) whose script may not
 * be on the device yet: on a first visit, a network lost before the script arrived would throw the
 * failed load at the whole app ('Something went wrong!'). The part waits unseen instead, and loads
 * when the network is back.
 */
export function lazyWhenOnline<M, P>(load: () => Promise<M>, pick: (module: M) => (props: P) => ReactNode) {
  type Loaded = { default: (props: P) => ReactNode };
  const attempt = (): Promise<Loaded> =>
    load().then(
      (module) => ({ default: pick(module) }),
      () =>
        new Promise<Loaded>((resolve) => {
          window.addEventListener('online', () => resolve(attempt()), { once: true });
        }),
    );
  return lazy(attempt);
}
