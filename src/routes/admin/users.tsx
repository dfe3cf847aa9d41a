import { createFileRoute } from '@tanstack/react-router';
import { AdminOnly } from '../../features/admin/admin-only.tsx';
import { UsersPage } from '../../features/admin/users/users-page.tsx';

export const Route = createFileRoute('/admin/users')({
  component: function AdminUsersRoute() {
    return (
      <AdminOnly>
        <UsersPage />
      </AdminOnly>
    );
  },
});
