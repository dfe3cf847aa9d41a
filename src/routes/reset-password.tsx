import { createFileRoute } from '@tanstack/react-router';
import { ResetPassword } from '#features/auth/reset-password.tsx';

export const Route = createFileRoute('/reset-password')({
  // A plain check rather than a zod schema: a route's search check is in the first page's script.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPassword token={token} />;
  },
});
