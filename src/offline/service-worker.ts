import { Workbox } from 'workbox-window';
import { create } from 'zustand';

interface UpdateState {
  /** A new version is installed and waits for the teacher's go-ahead. */
  waiting: boolean;
  workbox: Workbox | null;
}

export const useAppUpdate = create<UpdateState>()(() => ({ waiting: false, workbox: null }));

/**
 * Registers the service worker (production builds only: the dev server has no precache). An
 * update never reloads the page by itself; it waits until the teacher chooses to reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => useAppUpdate.setState({ waiting: true }));
  useAppUpdate.setState({ workbox });
  void workbox.register();
  // A classroom tablet may keep one page open all day: look for a new version now and then, and
  // when the app comes back to the foreground, not only when the browser navigates.
  const check = () => void workbox.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

const UPDATE_CHECK_MS = 60 * 60_000;

/** Lets the waiting version take over, and reloads once it controls the page. */
export function applyUpdate(): void {
  const { workbox } = useAppUpdate.getState();
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
