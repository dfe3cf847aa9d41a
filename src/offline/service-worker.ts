import { create } from 'zustand';

interface UpdateState {
  /** A new version, installed, that waits for the teacher's go-ahead. */
  waiting: ServiceWorker | null;
}

export const useAppUpdate = create<UpdateState>()(() => ({ waiting: null }));

/**
 * Registers the service worker (production builds only: the dev server has no precache). An
 * update never reloads the page by itself; it waits until the teacher chooses to reload. The
 * browser's own API, not workbox-window: its 2 kB were in the script every page loads first.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // A version installed while another controls the page waits; the first one takes charge at once.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && serviceWorker.controller) useAppUpdate.setState({ waiting: worker });
  };
  void serviceWorker.register('/sw.js').then((registration) => {
    offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offer(installing);
      });
    });
    // A classroom tablet may keep one page open all day: look for a new version now and then, and
    // when the app comes back to the foreground, not only when the browser navigates.
    const check = () => void registration.update().catch(() => undefined);
    window.setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  }, reportRegistrationFailure);
}

const reportRegistrationFailure = (error: unknown) => console.error('The service worker was not registered', error);

const UPDATE_CHECK_MS = 60 * 60_000;

/** Lets the waiting version take over, and reloads once it controls the page. */
export function applyUpdate(): void {
  const { waiting } = useAppUpdate.getState();
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
