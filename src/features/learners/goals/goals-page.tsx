import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { saveGoal } from '#api/evidence.ts';
import { gameName, targetText } from '#domain/evidence';
import { activityTitle } from '#domain/lesson-cards';
import type { ShownGoal } from '#domain/pending-evidence';
import { reportDay } from '#features/learners/report-time.ts';
import { useLearners } from '#features/learners/use-learners.ts';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { Skeleton } from '#ui/skeleton.tsx';
import { GoalForm } from './goal-form.tsx';
import styles from './goals.module.css';
import { useGoals } from './use-goals.ts';

/**
 * A learner's goals (IEP or EHCP targets): written, changed and removed by their teacher, offline
 * too (through the outbox). The Learner report shows how the learner does against each.
 */
export function GoalsPage({ learnerId }: { learnerId: string }) {
  const navigate = useNavigate();
  const { learners, loaded: learnersLoaded } = useLearners('now');
  const { goals, loaded, error, retry } = useGoals();
  const [adding, setAdding] = useState(false);
  const learner = learners.find((one) => one._id === learnerId);
  const back = () => void navigate({ to: '/learners' });
  if (!learner) {
    return (
      <PageFrame title="Goals" onBack={back}>
        {learnersLoaded ? <p>This learner is not on this device.</p> : <Skeleton style={{ height: 160 }} />}
      </PageFrame>
    );
  }
  const own = goals.filter((goal) => goal.learnerId === learnerId);
  return (
    <PageFrame title={`Goals: ${learner.displayName}`} onBack={back}>
      <p className={styles.intro}>
        Write the learner's targets and link each to lessons, activities or games. The Learner report of a course shows
        how {learner.displayName} does against each goal.
      </p>
      {adding ? (
        <section className={styles.panel} aria-label="New goal">
          <GoalForm
            onSubmit={async (goal) => {
              await saveGoal(crypto.randomUUID(), learnerId, goal);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : (
        <Button onClick={() => setAdding(true)}>Add a goal</Button>
      )}
      {error !== undefined && own.length === 0 ? (
        <ErrorMessage error={error} title="The goals could not be loaded." onRetry={retry} />
      ) : !loaded && own.length === 0 ? (
        <Skeleton style={{ height: 120, marginTop: '1rem' }} />
      ) : own.length === 0 ? (
        <p className={styles.empty}>No goals yet.</p>
      ) : (
        <ul className={styles.goals}>
          {own.map((goal) => (
            <GoalRow key={goal._id} goal={goal} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function GoalRow({ goal }: { goal: ShownGoal }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (editing) {
    return (
      <li className={styles.panel}>
        <GoalForm
          initial={goal}
          onSubmit={async (input) => {
            await saveGoal(goal._id, goal.learnerId, input);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  const { lessons, activities, games } = goal.links;
  const about = [
    lessons.length > 0 && `${lessons.length} lesson(s)`,
    activities.length > 0 && activities.map(activityTitle).join(', '),
    games.length > 0 && games.map(gameName).join(', '),
  ].filter(Boolean);
  return (
    <li className={styles.goal}>
      <p className={styles.text}>{goal.text}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Target</dt>
          <dd>{goal.target ? targetText(goal.target) : 'None set'}</dd>
        </div>
        <div>
          <dt>Review</dt>
          <dd>{goal.reviewDate ? reportDay(goal.reviewDate) : 'No date'}</dd>
        </div>
        <div>
          <dt>About</dt>
          <dd>{about.length > 0 ? about.join(' · ') : 'Everything the learner does'}</dd>
        </div>
      </dl>
      {goal.pending && <p className={styles.note}>Saved on this device; not on the server yet.</p>}
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
          Change
        </Button>
        <Button variant="danger" size="small" onClick={() => setRemoving(true)}>
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        title="Remove this goal?"
        message={`“${goal.text}” leaves the learner's goals and their report. What the learner did stays.`}
        yesLabel="Remove"
        noLabel="Keep it"
        onYes={() => {
          setRemoving(false);
          const { text, target, reviewDate, links } = goal;
          void saveGoal(goal._id, goal.learnerId, { text, target, reviewDate, links }, true);
        }}
        onNo={() => setRemoving(false)}
      />
    </li>
  );
}
