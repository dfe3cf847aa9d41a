import { createFileRoute } from '@tanstack/react-router';
import { WriteItPage } from '#features/activities/write-it/write-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/write-it')({
  component: function WriteItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <WriteItPage productId={classId} lessonId={lessonId} />;
  },
});
