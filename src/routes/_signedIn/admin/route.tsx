import { createFileRoute, Outlet } from '@tanstack/react-router';
import { roleOf } from '#domain/user';
import { AdminOnly } from '#features/admin/admin-only.tsx';
import { useAuth } from '#state/auth-store.ts';

/**
 * The admin pages: the one place that keeps everyone but admins and authors out of them (the
 * users page keeps authors out too). The pages' reads start with the navigation only when the
 * signed-in user is known to be an admin (`adminKnown`) or, for the authoring page, an author
 * (`authorKnown`); otherwise they wait for the page, which AdminOnly shows to them only, so no
 * one else's navigation fires reads that would be answered 403.
 */
export const Route = createFileRoute('/_signedIn/admin')({
  beforeLoad: () => {
    const user = useAuth.getState().user;
    const role = user ? roleOf(user) : 'none';
    return { adminKnown: role === 'admin', authorKnown: role !== 'none' };
  },
  component: function AdminLayout() {
    return (
      <AdminOnly authors>
        <Outlet />
      </AdminOnly>
    );
  },
});
