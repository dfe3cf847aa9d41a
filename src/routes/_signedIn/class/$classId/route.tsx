import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, Outlet } from '@tanstack/react-router';
import { isForbidden } from '#api/http.ts';
import { productQuery } from '#api/products.ts';
import { DEFAULT_COURSE_LANGUAGE } from '#domain/language';
import { AccessLayer } from '#features/access/access-layer.tsx';
import { reliesOnSpeech, useActiveSettings } from '#features/access/active-settings.ts';
import { useChosenLearners } from '#features/learners/use-chosen-learners.ts';
import { NoVoiceNotice } from '#ui/speech/no-voice-notice.tsx';

/**
 * Every page of a course. Spec section 8: a course the user may not open (403) sends them to its
 * purchase page in place of the page they asked for. This is the one place that does it: every
 * course page needs the course, and a lesson is refused exactly when its course is.
 */
export const Route = createFileRoute('/_signedIn/class/$classId')({
  loader: ({ context: { queryClient }, params: { classId } }) => {
    // Started with the navigation, beside the page's own reads: nothing waits for it.
    void queryClient.prefetchQuery(productQuery(classId));
  },
  component: function CourseAccess() {
    const { classId } = Route.useParams();
    const product = useQuery(productQuery(classId));
    const { chosen } = useChosenLearners();
    const { settings } = useActiveSettings(chosen);
    if (isForbidden(product.error)) return <Navigate to="/buy/$productId" params={{ productId: classId }} replace />;
    const language = product.data?.language ?? DEFAULT_COURSE_LANGUAGE;
    return (
      <>
        {/* Once, under the header: this tablet cannot speak the course's words, and what she can do. */}
        <NoVoiceNotice lang={language} needed={reliesOnSpeech(settings)} />
        <Outlet />
        <AccessLayer settings={settings} language={language} />
      </>
    );
  },
});
