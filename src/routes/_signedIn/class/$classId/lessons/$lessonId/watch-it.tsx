import { createFileRoute } from '@tanstack/react-router';
import { WatchItPage } from '#features/activities/watch-it/watch-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/watch-it')({
  component: function WatchItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <WatchItPage productId={classId} lessonId={lessonId} />;
  },
});
