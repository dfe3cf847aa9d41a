import { createFileRoute } from '@tanstack/react-router';
import { LessonList } from '../../../../../features/lessons/lesson-list.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/')({
  component: function LessonListRoute() {
    const { classId } = Route.useParams();
    return <LessonList productId={classId} />;
  },
});
