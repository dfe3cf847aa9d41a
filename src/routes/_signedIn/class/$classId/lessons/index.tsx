import { createFileRoute } from '@tanstack/react-router';
import { lessonsQuery } from '#api/lessons.ts';
import { LessonList } from '#features/lessons/lesson-list.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/lessons/')({
  loader: ({ context: { queryClient }, params: { classId } }) => void queryClient.prefetchQuery(lessonsQuery(classId)),
  component: function LessonListRoute() {
    const { classId } = Route.useParams();
    return <LessonList productId={classId} />;
  },
});
