import { createFileRoute } from '@tanstack/react-router';
import { FindItPage } from '../../../../../../features/activities/find-it/find-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/find-it')({
  component: function FindItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <FindItPage productId={classId} lessonId={lessonId} />;
  },
});
