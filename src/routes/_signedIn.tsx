import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { readSession } from '#session/session.ts';
import { useAuth } from '#state/auth-store.ts';

/**
 * Every page but the sign-in page and the password reset is for signed-in users: this pathless
 * layout is the one place that checks it. A signed-out visitor lands on the root; while the
 * sign-in is being checked the root shows the splash. A device with no saved session at all goes
 * to the root before any page's reads start (they would only be answered 401).
 */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: () => {
    if (!readSession()) throw redirect({ to: '/', replace: true });
  },
  component: function SignedInOnly() {
    const status = useAuth((state) => state.status);
    if (status === 'signedOut') return <Navigate to="/" replace />;
    return status === 'signedIn' ? <Outlet /> : null;
  },
});
