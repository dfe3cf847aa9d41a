import { createFileRoute, Navigate, Outlet } from '@tanstack/react-router';
import { useAuth } from '../state/auth-store.ts';

/**
 * Every page but the sign-in page and the password reset is for signed-in users: this pathless
 * layout is the one place that checks it. A signed-out visitor lands on the root; while the
 * sign-in is being checked the root shows the splash.
 */
export const Route = createFileRoute('/_signedIn')({
  component: function SignedInOnly() {
    const status = useAuth((state) => state.status);
    if (status === 'signedOut') return <Navigate to="/" replace />;
    return status === 'signedIn' ? <Outlet /> : null;
  },
});
