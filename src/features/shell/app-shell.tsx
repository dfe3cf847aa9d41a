import { Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { SignOutEverywhere } from '#features/account/sign-out-everywhere.tsx';
import { UpdatePrompt } from '#features/app-update/update-prompt.tsx';
import { ServerUnreachable } from '#features/auth/server-unreachable.tsx';
import { prepareDevice, signOut } from '#features/auth/sign-out.ts';
import { useSplash } from '#features/auth/use-splash.ts';
import { StorageNotice } from '#features/sync-status/storage-notice.tsx';
import { afterFirstPage } from '#offline/open-db.ts';
import { useSyncState } from '#offline/sync-store.ts';
import { useAuth } from '#state/auth-store.ts';
import { hasUnsaved, useUnsavedStore } from '#state/unsaved-store.ts';
import { lazyWhenOnline } from '#ui/lazy-when-online.ts';
import { ScreenSizeOverlay } from '#ui/screen-size-overlay.tsx';
import { Splash } from '#ui/splash.tsx';
import { AppHeader } from './app-header.tsx';
import { useFirstPageShown } from './watch-first-page.ts';

// The outbox and the sync widget need Dexie, which no page needs to show itself: they load
// once the first page has shown instead of before it (and, offline before they arrived, once online).
const SyncStatus = lazyWhenOnline(
  () => afterFirstPage().then(() => import('#features/sync-status/sync-status.tsx')),
  (module) => module.SyncStatus,
);

/**
 * The app around every page: the splash while the sign-in is checked, the header with the sync
 * widget for a signed-in teacher, the notices (screen size, update, storage), and the page, or the
 * server-unreachable message. The root route renders it (src/routes/__root.tsx).
 */
export function AppShell() {
  // The page mounts in a deferred render (here the status starts as 'loading'), which React
  // splits into slices with the browser's other work between them. Mounted by the update of the
  // router's or the sign-in's store, the whole page rendered in one task (about 90 ms on a
  // 4x-slowed CPU). The splash lingers from the page's mount, so it never shows a half-made page.
  const status = useDeferredValue(
    useAuth((state) => state.status),
    'loading',
  );
  const userId = useAuth((state) => state.user?._id);
  const lastDeliveredAt = useSyncState((state) => state.lastDeliveredAt);
  const splash = useSplash(status);
  const navigate = useNavigate();
  const router = useRouter();
  useFirstPageShown(!splash);

  // The app's splash (or page) is on screen: the one index.html painted before any script goes.
  useLayoutEffect(() => {
    document.getElementById('boot-splash')?.remove();
  }, []);

  useEffect(() => {
    if (userId) void prepareDevice(userId);
  }, [userId]);

  // Progress that reached the server changes what Recent Activity, the lesson list, the learners and the report show.
  useEffect(() => {
    if (!lastDeliveredAt) return;
    const { queryClient } = router.options.context;
    void queryClient.invalidateQueries({ queryKey: ['activities'] });
    void queryClient.invalidateQueries({ queryKey: ['learners'] });
  }, [lastDeliveredAt, router]);

  // An author's changes not yet saved to the server: the header then never says 'all saved'.
  const editsUnsaved = useUnsavedStore(hasUnsaved);

  const logout = () => {
    void signOut(router.options.context.queryClient);
    void navigate({ to: '/' });
  };

  return (
    <>
      <ScreenSizeOverlay />
      <UpdatePrompt />
      {/* The page renders beneath the splash's last 200 ms, so that it is ready when the splash lifts. */}
      {splash && <Splash />}
      {status !== 'loading' && (
        <>
          {status === 'signedIn' && userId && (
            <AppHeader
              onLogout={logout}
              account={<SignOutEverywhere userId={userId} />}
              status={
                <Suspense fallback={null}>
                  <SyncStatus userId={userId} editsUnsaved={editsUnsaved} />
                </Suspense>
              }
            />
          )}
          {status === 'signedIn' && <StorageNotice />}
          {status === 'unreachable' ? <ServerUnreachable /> : <Outlet />}
        </>
      )}
    </>
  );
}
