import { createFileRoute } from '@tanstack/react-router';
import { lessonQuery } from '#api/lessons.ts';
import { adminProductsQuery } from '#api/products.ts';
import { AdminPage, type AdminSelection } from '#features/admin/admin-page.tsx';

const idOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export const Route = createFileRoute('/_signedIn/admin/')({
  validateSearch: (search: Record<string, unknown>): AdminSelection => ({
    productId: idOf(search.productId),
    lessonId: idOf(search.productId) ? idOf(search.lessonId) : undefined,
  }),
  loaderDeps: ({ search: { lessonId } }) => ({ lessonId }),
  loader: ({ context: { queryClient, authorKnown }, deps: { lessonId } }) => {
    if (!authorKnown) return;
    void queryClient.prefetchQuery(adminProductsQuery());
    if (lessonId) void queryClient.prefetchQuery(lessonQuery(lessonId));
  },
  component: function AdminRoute() {
    const selection = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AdminPage selection={selection} onSelect={(next) => void navigate({ search: next, replace: true })} />;
  },
});
