import { createFileRoute } from '@tanstack/react-router';
import { PlayItPage } from '#features/activities/play-it/play-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/play-it')({
  component: function PlayItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <PlayItPage productId={classId} lessonId={lessonId} />;
  },
});
