import { createFileRoute } from '@tanstack/react-router';
import { adminProductsQuery } from '#api/products.ts';
import { AdminOnly } from '#features/admin/admin-only.tsx';
import { UsersPage } from '#features/admin/users/users-page.tsx';

export const Route = createFileRoute('/_signedIn/admin/users')({
  // The first page of users and the courses they may be given start with the navigation. The
  // users' calls load with them (as the page's own code does), not with every first visit.
  loader: ({ context: { queryClient, adminKnown } }) => {
    if (!adminKnown) return;
    void import('#api/admin-users.ts').then(
      ({ usersPageQuery }) => queryClient.prefetchQuery(usersPageQuery(1)),
      // Its code out of reach (offline): the page, which needs the same code, says so itself.
      () => undefined,
    );
    void queryClient.prefetchQuery(adminProductsQuery());
  },
  component: function AdminUsersRoute() {
    return (
      <AdminOnly>
        <UsersPage />
      </AdminOnly>
    );
  },
});
