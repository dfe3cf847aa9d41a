import { createFileRoute } from '@tanstack/react-router';
import { LessonGrid } from '#features/lessons/lesson-grid.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/$lessonId/')({
  component: function LessonGridRoute() {
    const { classId, lessonId } = Route.useParams();
    return <LessonGrid productId={classId} lessonId={lessonId} />;
  },
});
