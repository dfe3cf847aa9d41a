import { createFileRoute } from '@tanstack/react-router';
import { LearnItPage } from '#features/activities/learn-it/learn-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/learn-it')({
  component: function LearnItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <LearnItPage productId={classId} lessonId={lessonId} />;
  },
});
