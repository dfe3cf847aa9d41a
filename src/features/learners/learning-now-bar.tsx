import { useState } from 'react';
import { Button } from '#ui/button.tsx';
import { AvatarPicture } from './avatar.tsx';
import styles from './learners.module.css';
import { useChosenLearners } from './use-chosen-learners.ts';
import { WhoIsLearning } from './who-is-learning.tsx';

/**
 * Who is learning now, shown on the lesson and every activity page, with a way to change it.
 * A teacher without learner profiles teaches the whole class and sees nothing here.
 */
export function LearningNowBar() {
  const { active, chosen, choose } = useChosenLearners();
  const [open, setOpen] = useState(false);
  if (active.length === 0) return null;
  return (
    // The teacher's: never scanned, even on a learner's page.
    <div className={styles.now} data-scan-skip="teacher">
      <span className={styles.nowLabel}>Learning now:</span>
      {chosen.length === 0 ? (
        <span className={styles.nowName}>Whole class</span>
      ) : (
        chosen.map((learner) => (
          <span key={learner._id} className={styles.nowName}>
            <AvatarPicture avatar={learner.avatar} size={28} />
            {learner.displayName}
          </span>
        ))
      )}
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        Change
      </Button>
      <WhoIsLearning
        open={open}
        learners={active}
        chosen={chosen.map((learner) => learner._id)}
        confirmLabel="Done"
        onConfirm={(ids) => {
          choose(ids);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
