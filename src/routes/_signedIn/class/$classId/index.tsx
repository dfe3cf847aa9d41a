import { createFileRoute } from '@tanstack/react-router';
import { CourseHome } from '../../../../features/courses/course-home.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/')({
  component: function CourseHomeRoute() {
    const { classId } = Route.useParams();
    return <CourseHome productId={classId} />;
  },
});
