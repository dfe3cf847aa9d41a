import { useLearningNow } from '#offline/learning-now-store.ts';
import { useAuth } from '#state/auth-store.ts';
import { useLearners } from './use-learners.ts';

const NONE: string[] = [];

/** The learners chosen under "Who is learning?" that still exist and are not archived, and how to choose. */
export function useChosenLearners(when: 'now' | 'later' = 'later') {
  const userId = useAuth((state) => state.user?._id) ?? '';
  const ids = useLearningNow((state) => state.byUser[userId] ?? NONE);
  const choose = useLearningNow((state) => state.choose);
  const { learners, loaded } = useLearners(when);
  const active = learners.filter((learner) => !learner.archived);
  const chosen = active.filter((learner) => ids.includes(learner._id));
  return { active, chosen, loaded, choose: (learnerIds: string[]) => choose(userId, learnerIds) };
}
