import { createFileRoute } from '@tanstack/react-router';
import { BuyPage } from '../../../features/courses/buy-page.tsx';

export const Route = createFileRoute('/_signedIn/buy/$productId')({
  component: function BuyRoute() {
    const { productId } = Route.useParams();
    return <BuyPage productId={productId} />;
  },
});
