import { createFileRoute } from '@tanstack/react-router';
import { findItCardsQuery } from '#api/findit.ts';
import { PrintPage } from '#features/print/print-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/print')({
  loader: ({ context: { queryClient }, params: { classId } }) =>
    void queryClient.prefetchQuery(findItCardsQuery(classId)),
  component: function PrintPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <PrintPage productId={classId} lessonId={lessonId} />;
  },
});
