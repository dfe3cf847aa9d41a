import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPassword } from '../features/auth/reset-password.tsx';

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({ token: z.string().optional() }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPassword token={token} />;
  },
});
