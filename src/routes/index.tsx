import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../features/auth/auth-store.ts';
import { LoginRegister } from '../features/auth/login-register.tsx';
import { Dashboard } from '../features/courses/dashboard.tsx';

export const Route = createFileRoute('/')({
  component: function Home() {
    const signedIn = useAuth((state) => state.status === 'signedIn');
    return signedIn ? <Dashboard /> : <LoginRegister />;
  },
});
