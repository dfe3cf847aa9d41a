import { createFileRoute } from '@tanstack/react-router';
import { PractiseItPage } from '#features/activities/practise-it/practise-it-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/practise-it')({
  component: function PractiseItPageRoute() {
    const { classId, lessonId } = Route.useParams();
    return <PractiseItPage productId={classId} lessonId={lessonId} />;
  },
});
