import { createFileRoute } from '@tanstack/react-router';
import { GoalsPage } from '#features/learners/goals/goals-page.tsx';

/** /learners/goals?learner=<id>: that learner's goals. A page of its own, not inside the Learners page (`learners_`). */
export const Route = createFileRoute('/_signedIn/learners_/goals')({
  // A plain check rather than a zod schema: a route's search check is in the first page's script.
  validateSearch: (search: Record<string, unknown>): { learner: string } => ({
    learner: typeof search.learner === 'string' ? search.learner.trim() : '',
  }),
  component: function GoalsRoute() {
    return <GoalsPage learnerId={Route.useSearch().learner} />;
  },
});
