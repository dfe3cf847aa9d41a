import { createFileRoute } from '@tanstack/react-router';
import { completedActivitiesQuery, lastActivityQuery } from '#api/activities.ts';
import { CourseHome } from '#features/courses/course-home.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/')({
  // Recent Activity's reads start with the navigation, beside the course's (see the layout).
  loader: ({ context: { queryClient }, params: { classId } }) => {
    void queryClient.prefetchQuery(lastActivityQuery(classId));
    void queryClient.prefetchQuery(completedActivitiesQuery(classId, 1));
  },
  component: function CourseHomeRoute() {
    const { classId } = Route.useParams();
    return <CourseHome productId={classId} />;
  },
});
