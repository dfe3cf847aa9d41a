import styles from './learners.module.css';
import { useLearners } from './use-learners.ts';

/** Picks whose progress a view shows: the whole class, or one learner. Nothing to pick without learners. */
export function LearnerFilter({
  learnerId,
  onChange,
}: {
  learnerId: string | undefined;
  onChange: (learnerId: string | undefined) => void;
}) {
  const { learners } = useLearners();
  if (learners.length === 0) return null;
  return (
    <label className={styles.filter}>
      Show
      <select value={learnerId ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">Whole class</option>
        {learners.map((learner) => (
          <option key={learner._id} value={learner._id}>
            {learner.displayName}
            {learner.archived ? ' (archived)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
