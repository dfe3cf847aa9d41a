import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminOnly } from '#features/admin/admin-only.tsx';
import { useAuth } from '#state/auth-store.ts';

/**
 * The admin pages: the one place that keeps everyone but admins out of them. The pages' reads
 * start with the navigation only when the signed-in user is known to be an admin (`adminKnown`);
 * otherwise they wait for the page, which AdminOnly shows to admins only, so no one else's
 * navigation fires reads that would be answered 403.
 */
export const Route = createFileRoute('/_signedIn/admin')({
  beforeLoad: () => ({ adminKnown: useAuth.getState().user?.admin === true }),
  component: function AdminLayout() {
    return (
      <AdminOnly>
        <Outlet />
      </AdminOnly>
    );
  },
});
