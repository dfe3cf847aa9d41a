import { Suspense, useState } from 'react';
import { Button } from '#ui/button.tsx';
import { lazyWhenOnline } from '#ui/lazy-when-online.ts';

// Seldom opened: its dialog (a form, a modal, a mutation) loads with the first press, not with
// every page's first visit. The service worker keeps it for offline like the rest of the app.
const SignOutEverywhereDialog = lazyWhenOnline(
  () => import('./sign-out-everywhere-dialog.tsx'),
  (module) => module.SignOutEverywhereDialog,
);

/** 'Sign out everywhere' in the header: the button, and the dialog once pressed. */
export function SignOutEverywhere({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SignOutEverywhereDialog userId={userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
