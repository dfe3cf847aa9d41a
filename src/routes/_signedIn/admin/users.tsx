import { createFileRoute } from '@tanstack/react-router';
import { usersPageQuery } from '#api/admin-users.ts';
import { adminProductsQuery } from '#api/products.ts';
import { AdminOnly } from '#features/admin/admin-only.tsx';
import { UsersPage } from '#features/admin/users/users-page.tsx';

export const Route = createFileRoute('/_signedIn/admin/users')({
  // The first page of users and the courses they may be given start with the navigation.
  loader: ({ context: { queryClient, adminKnown } }) => {
    if (!adminKnown) return;
    void queryClient.prefetchQuery(usersPageQuery(1));
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
