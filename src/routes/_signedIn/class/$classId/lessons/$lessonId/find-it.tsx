import { createFileRoute } from '@tanstack/react-router';
import { findItCardsQuery } from '#api/findit.ts';
import { FindItPage } from '#features/activities/find-it/find-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/find-it')({
  loader: ({ context: { queryClient }, params: { classId } }) =>
    void queryClient.prefetchQuery(findItCardsQuery(classId)),
  component: function FindItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <FindItPage productId={classId} lessonId={lessonId} />;
  },
});
