import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { LoginRegister } from '../features/auth/login-register.tsx';
import { useAuth } from '../state/auth-store.ts';

// The sign-in page does not wait for the dashboard's code: it is fetched once the form shows,
// while the teacher types, and is ready by the time she is signed in.
const loadDashboard = () => import('../features/courses/dashboard.tsx');
const Dashboard = lazy(() => loadDashboard().then(({ Dashboard }) => ({ default: Dashboard })));

export const Route = createFileRoute('/')({
  component: function Home() {
    const signedIn = useAuth((state) => state.status === 'signedIn');
    useEffect(() => {
      if (!signedIn) loadDashboard().catch(() => undefined);
    }, [signedIn]);
    return signedIn ? (
      <Suspense>
        <Dashboard />
      </Suspense>
    ) : (
      <LoginRegister />
    );
  },
});
