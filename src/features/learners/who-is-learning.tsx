import { useState } from 'react';
import type { LocalLearner } from '#offline/db.ts';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { AvatarPicture } from './avatar.tsx';
import styles from './learners.module.css';

export interface WhoIsLearningProps {
  open: boolean;
  learners: readonly LocalLearner[];
  /** The learners chosen before (none: the whole class). */
  chosen: readonly string[];
  /** What the main button says: 'Start the lesson' when a lesson starts, 'Done' otherwise. */
  confirmLabel: string;
  onConfirm: (learnerIds: string[]) => void;
  onCancel: () => void;
}

/**
 * "Who is learning?": large pictures, one tap each to choose or unchoose a learner (so one, or a
 * small group), or 'Whole class'. Every tile is a toggle button: touch, mouse and keyboard alike.
 */
export function WhoIsLearning({ open, learners, chosen, confirmLabel, onConfirm, onCancel }: WhoIsLearningProps) {
  return (
    <Modal
      open={open}
      title="Who is learning?"
      onClose={onCancel}
      closeLabel="Close"
      className={styles.dialog}
      scanRoot
    >
      {open && <Choices learners={learners} chosen={chosen} confirmLabel={confirmLabel} onConfirm={onConfirm} />}
    </Modal>
  );
}

function Choices({
  learners,
  chosen,
  confirmLabel,
  onConfirm,
}: Pick<WhoIsLearningProps, 'learners' | 'chosen' | 'confirmLabel' | 'onConfirm'>) {
  const [picked, setPicked] = useState(() => new Set(chosen));
  const toggle = (id: string) =>
    setPicked((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const names = learners.filter((learner) => picked.has(learner._id)).map((learner) => learner.displayName);
  return (
    <>
      <p className={styles.hint}>Tap one learner, or several for a group. Tap again to take a learner off.</p>
      <ul className={styles.choices} data-scan-grid>
        <li>
          <button
            type="button"
            className={styles.choice}
            aria-pressed={picked.size === 0}
            onClick={() => setPicked(new Set())}
          >
            <span className={styles.wholeClass} aria-hidden="true">
              <AvatarPicture avatar="sun" size={44} />
              <AvatarPicture avatar="star" size={44} />
              <AvatarPicture avatar="fish" size={44} />
            </span>
            <span className={styles.choiceName}>Whole class</span>
          </button>
        </li>
        {learners.map((learner) => (
          <li key={learner._id}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={picked.has(learner._id)}
              onClick={() => toggle(learner._id)}
            >
              <AvatarPicture avatar={learner.avatar} size={96} />
              <span className={styles.choiceName}>{learner.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.confirm}>
        <p aria-live="polite">Learning now: {names.length > 0 ? names.join(', ') : 'Whole class'}</p>
        <Button onClick={() => onConfirm(learners.filter((l) => picked.has(l._id)).map((l) => l._id))}>
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
