import { createFileRoute } from '@tanstack/react-router';
import { AccessSettingsPage } from '#features/access/settings/access-settings-page.tsx';
import { useLearners } from '#features/learners/use-learners.ts';

/**
 * /learners/settings?learner=<id>: that learner's access settings; without a learner, this
 * tablet's own (the whole class's). A page of its own, not inside the Learners page (`learners_`).
 */
export const Route = createFileRoute('/_signedIn/learners_/settings')({
  // A plain check rather than a zod schema: a route's search check is in the first page's script.
  validateSearch: (search: Record<string, unknown>): { learner?: string } =>
    typeof search.learner === 'string' && search.learner.trim() ? { learner: search.learner } : {},
  component: function AccessSettingsRoute() {
    const { learner } = Route.useSearch();
    return learner ? <LearnerSettings learnerId={learner} /> : <AccessSettingsPage owner={{ kind: 'tablet' }} />;
  },
});

/** The learner, as this tablet knows her (archived ones are not taught, so not set up either). */
function LearnerSettings({ learnerId }: { learnerId: string }) {
  const { learners, loaded } = useLearners('now');
  const learner = learners.find((one) => one._id === learnerId && !one.archived);
  if (!learner) return <AccessSettingsPage owner={loaded ? 'missing' : 'loading'} />;
  return (
    <AccessSettingsPage owner={{ kind: 'learner', learnerId, name: learner.displayName, settings: learner.settings }} />
  );
}
