import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { deleteLearner, dismissRefusedLearner, saveLearner } from '#api/learners.ts';
import type { LearnerInput } from '#domain/learner-input';
import type { LocalLearner } from '#offline/db.ts';
import { Button, buttonClass } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { DisclosureMenu, menuItemClass } from '#ui/disclosure-menu.tsx';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { AvatarPicture } from './avatar.tsx';
import { type ExportFormat, saveLearnerExport } from './export-learner.ts';
import { LearnerForm } from './learner-form.tsx';
import styles from './learners.module.css';
import { useLearners, useRefusedLearnerChanges } from './use-learners.ts';

/**
 * The teacher's learner profiles: add, change, archive, restore, export and delete. Everything but
 * export and delete works offline (saved on this device and sent with the progress); only the
 * teacher sees the names.
 */
export function LearnersPage() {
  const navigate = useNavigate();
  // At once: the learners are what this page shows.
  const { learners, loaded } = useLearners('now');
  const refused = useRefusedLearnerChanges();
  // A profile as a refused change left it on this device is shown only with the refusal.
  const refusedIds = new Set(refused.map((op) => (op.type === 'save-learner' ? op.learnerId : '')));
  const shown = learners.filter((learner) => !refusedIds.has(learner._id));
  const active = shown.filter((learner) => !learner.archived);
  const archived = shown.filter((learner) => learner.archived);

  const add = (input: LearnerInput) => saveLearner(crypto.randomUUID(), input);

  return (
    <PageFrame
      title="Learners"
      onBack={() => void navigate({ to: '/' })}
      actions={
        <Link to="/learners/settings" className={buttonClass('secondary', 'small')}>
          This tablet's settings
        </Link>
      }
    >
      <p className={styles.intro}>
        Give each child a profile to record what they have done. Only you can see their names; learners never sign in.{' '}
        <Link to="/privacy">What is kept about learners, and for how long</Link>
      </p>
      <section aria-labelledby="add-learner" className={styles.panel}>
        <h2 id="add-learner" className={styles.heading}>
          Add a learner
        </h2>
        <LearnerForm submitLabel="Add learner" onSubmit={add} />
        {refused.map((op) =>
          op.type === 'save-learner' ? (
            <div key={op.opId} role="alert" className={styles.refused}>
              <p>
                {op.displayName} was not saved: {op.error}
              </p>
              <Button variant="secondary" size="small" onClick={() => void dismissRefusedLearner(op.opId)}>
                OK
              </Button>
            </div>
          ) : null,
        )}
      </section>
      <section aria-labelledby="your-learners" className={styles.panel}>
        <h2 id="your-learners" className={styles.heading}>
          Your learners
        </h2>
        {loaded && active.length === 0 ? (
          <p>No learners yet. Until you add some, progress counts for the whole class.</p>
        ) : (
          <ul className={styles.rows}>
            {active.map((learner) => (
              <LearnerRow key={learner._id} learner={learner} />
            ))}
          </ul>
        )}
      </section>
      {archived.length > 0 && (
        <section aria-labelledby="archived-learners" className={styles.panel}>
          <h2 id="archived-learners" className={styles.heading}>
            Archived
          </h2>
          <p>Archived learners are kept with their records but are not offered when a lesson starts.</p>
          <ul className={styles.rows}>
            {archived.map((learner) => (
              <LearnerRow key={learner._id} learner={learner} />
            ))}
          </ul>
        </section>
      )}
    </PageFrame>
  );
}

const inputOf = ({ displayName, avatar, group, archived }: LocalLearner): LearnerInput => ({
  displayName,
  avatar,
  group,
  archived,
});

function LearnerRow({ learner }: { learner: LocalLearner }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>();
  const [exportError, setExportError] = useState<unknown>();
  const [exporting, setExporting] = useState(false);
  const exportAs = (format: ExportFormat) => {
    setExportError(undefined);
    setExporting(true);
    saveLearnerExport(learner, format)
      .catch(setExportError)
      .finally(() => setExporting(false));
  };
  const save = (change: Partial<LearnerInput>) => saveLearner(learner._id, { ...inputOf(learner), ...change });

  if (editing) {
    return (
      <li className={styles.row}>
        <LearnerForm
          initial={learner}
          submitLabel="Save"
          onSubmit={async (input) => {
            await save({ ...input, archived: learner.archived });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={styles.row}>
      <AvatarPicture avatar={learner.avatar} size={56} />
      <span className={styles.rowName}>
        {learner.displayName}
        {learner.group && <span className={styles.group}>{learner.group}</span>}
      </span>
      <span className={styles.rowActions}>
        <Button
          variant="secondary"
          size="small"
          onClick={() => setEditing(true)}
          aria-label={`Change ${learner.displayName}`}
        >
          Change
        </Button>
        <DisclosureMenu
          label={exporting ? 'Exporting…' : 'Export data'}
          name={`Export the data of ${learner.displayName}`}
          size="small"
        >
          <li>
            <button type="button" className={menuItemClass} disabled={exporting} onClick={() => exportAs('json')}>
              As JSON (every record as stored)
            </button>
          </li>
          <li>
            <button type="button" className={menuItemClass} disabled={exporting} onClick={() => exportAs('csv')}>
              As CSV (for a spreadsheet)
            </button>
          </li>
        </DisclosureMenu>
        {learner.archived ? (
          <>
            <Button variant="secondary" size="small" onClick={() => void save({ archived: false })}>
              Restore
            </Button>
            <Button variant="danger" size="small" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </>
        ) : (
          <>
            <Link
              to="/learners/goals"
              search={{ learner: learner._id }}
              className={buttonClass('secondary', 'small')}
              aria-label={`Goals of ${learner.displayName}`}
            >
              Goals
            </Link>
            <Link
              to="/learners/settings"
              search={{ learner: learner._id }}
              className={buttonClass('secondary', 'small')}
              aria-label={`Access settings for ${learner.displayName}`}
            >
              Access settings
            </Link>
            <Button
              variant="secondary"
              size="small"
              onClick={() => void save({ archived: true })}
              aria-label={`Archive ${learner.displayName}`}
            >
              Archive
            </Button>
          </>
        )}
      </span>
      {exportError !== undefined && (
        <ErrorMessage error={exportError} title={`The data of ${learner.displayName} could not be exported.`} />
      )}
      {deleteError !== undefined && (
        <ErrorMessage error={deleteError} title={`${learner.displayName} could not be deleted.`} />
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this learner?"
        message={`${learner.displayName} and everything recorded for them will be deleted for good. This needs a connection to the server.`}
        yesLabel="Delete"
        noLabel="Keep"
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          setDeleteError(undefined);
          deleteLearner(learner._id).catch(setDeleteError);
        }}
      />
    </li>
  );
}
