import { createFileRoute } from '@tanstack/react-router';
import { ReadItPage } from '#features/activities/read-it/read-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/read-it')({
  component: function ReadItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <ReadItPage productId={classId} lessonId={lessonId} />;
  },
});
