import { Link, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '#ui/page-frame.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import styles from './settings.module.css';
import { SettingsEditor, type SettingsOwner } from './settings-editor.tsx';

export interface AccessSettingsPageProps {
  /** Whose settings; 'loading' while the tablet reads its learners, 'missing' for a learner it does not have. */
  owner: SettingsOwner | 'loading' | 'missing';
}

/**
 * Access settings, for a teacher with the learner beside her: a learner's (kept in her profile,
 * on every tablet of the teacher's) or this tablet's own, which the whole class is taught with.
 */
export function AccessSettingsPage({ owner }: AccessSettingsPageProps) {
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/learners' });
  if (owner === 'loading') {
    return (
      <PageFrame title="Access settings" onBack={back} backLabel="Learners">
        <Skeletons count={3} className={styles.loading} />
      </PageFrame>
    );
  }
  if (owner === 'missing') {
    return (
      <PageFrame title="Access settings" onBack={back} backLabel="Learners">
        <div className={styles.missing} role="alert">
          <p>This learner is not on this tablet: they may have been deleted or archived.</p>
          <p>
            <Link to="/learners">Back to your learners</Link>
          </p>
        </div>
      </PageFrame>
    );
  }
  // Another learner (or the tablet) starts from their own saved settings.
  return <SettingsEditor key={owner.kind === 'learner' ? owner.learnerId : 'tablet'} owner={owner} onBack={back} />;
}
