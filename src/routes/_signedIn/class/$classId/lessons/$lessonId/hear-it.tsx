import { createFileRoute } from '@tanstack/react-router';
import { HearItPage } from '#features/activities/hear-it/hear-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/hear-it')({
  component: function HearItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <HearItPage productId={classId} lessonId={lessonId} />;
  },
});
