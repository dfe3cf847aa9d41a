import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../../../features/learners/report-page.tsx';

export const Route = createFileRoute('/_signedIn/class/$classId/report')({
  component: function ReportRoute() {
    const { classId } = Route.useParams();
    return <ReportPage productId={classId} />;
  },
});
