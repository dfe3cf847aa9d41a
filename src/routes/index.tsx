import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { productsQuery } from '#api/products.ts';
import { LoginRegister } from '#features/auth/login-register.tsx';
import { DashboardEntry, loadDashboard } from '#features/courses/dashboard-entry.tsx';
import { readSession } from '#session/session.ts';
import { useAuth } from '#state/auth-store.ts';

export const Route = createFileRoute('/')({
  // With a session on the device, the courses and the dashboard's code are fetched with the
  // navigation, beside the sign-in check, not once it has answered.
  loader: ({ context: { queryClient } }) => {
    if (!readSession()) return;
    void queryClient.prefetchQuery(productsQuery());
    loadDashboard().catch(() => undefined);
  },
  component: function Home() {
    const signedIn = useAuth((state) => state.status === 'signedIn');
    // The sign-in form fetches the dashboard's code while the teacher types.
    useEffect(() => {
      if (!signedIn) loadDashboard().catch(() => undefined);
    }, [signedIn]);
    return signedIn ? <DashboardEntry /> : <LoginRegister />;
  },
});
