import { createFileRoute } from '@tanstack/react-router';
import { SayItPage } from '#features/activities/say-it/say-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/say-it')({
  component: function SayItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <SayItPage productId={classId} lessonId={lessonId} />;
  },
});
