import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '../features/auth/auth-store.ts';
import { LoginRegister } from '../features/auth/login-register.tsx';

// The sign-in page does not wait for the dashboard's code: it loads once the teacher is signed in.
const Dashboard = lazy(() =>
  import('../features/courses/dashboard.tsx').then(({ Dashboard }) => ({ default: Dashboard })),
);

export const Route = createFileRoute('/')({
  component: function Home() {
    const signedIn = useAuth((state) => state.status === 'signedIn');
    return signedIn ? (
      <Suspense>
        <Dashboard />
      </Suspense>
    ) : (
      <LoginRegister />
    );
  },
});
