import { createFileRoute } from '@tanstack/react-router';
import { productsQuery } from '#api/products.ts';
import { BuyPage } from '#features/courses/buy-page.tsx';

export const Route = createFileRoute('/_signedIn/buy/$productId')({
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(productsQuery()),
  component: function BuyRoute() {
    const { productId } = Route.useParams();
    return <BuyPage productId={productId} />;
  },
});
