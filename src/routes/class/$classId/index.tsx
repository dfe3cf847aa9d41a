import { createFileRoute } from '@tanstack/react-router';
import { CourseHome } from '../../../features/courses/course-home.tsx';

export const Route = createFileRoute('/class/$classId/')({
  component: function CourseHomeRoute() {
    const { classId } = Route.useParams();
    return <CourseHome productId={classId} />;
  },
});
