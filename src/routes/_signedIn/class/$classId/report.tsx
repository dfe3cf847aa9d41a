import { createFileRoute } from '@tanstack/react-router';
import { lessonsQuery } from '#api/lessons.ts';
import { ReportPage } from '#features/learners/report-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/report')({
  // The course's lessons start with the navigation (the course comes with the layout; the report
  // itself with its page, beside the learners this device knows).
  loader: ({ context: { queryClient }, params: { classId } }) => void queryClient.prefetchQuery(lessonsQuery(classId)),
  component: function ReportRoute() {
    const { classId } = Route.useParams();
    return <ReportPage productId={classId} />;
  },
});
