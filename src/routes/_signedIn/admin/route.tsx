import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminOnly } from '../../../features/admin/admin-only.tsx';

/** The admin pages: the one place that keeps everyone but admins out of them. */
export const Route = createFileRoute('/_signedIn/admin')({
  component: function AdminLayout() {
    return (
      <AdminOnly>
        <Outlet />
      </AdminOnly>
    );
  },
});
