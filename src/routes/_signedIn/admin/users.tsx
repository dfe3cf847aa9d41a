import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/users/users-page.tsx';

export const Route = createFileRoute('/_signedIn/admin/users')({
  component: function AdminUsersRoute() {
    return <UsersPage />;
  },
});
