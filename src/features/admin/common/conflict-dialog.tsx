import { type ReactNode, useId } from 'react';
import type { EditConflict } from '#domain/edit-version';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import styles from './editor.module.css';

const timeOf = (iso: string) => new Date(iso).toLocaleString();

/** One way out of a conflict: the button says what it does, the text beside it what that keeps and drops. */
export interface ConflictChoice {
  label: string;
  detail: ReactNode;
  onChoose: () => void;
  /** The choice that keeps the most of both: shown as the main button. */
  suggested?: boolean;
}

/**
 * What a refused save offers: the other author's name and time, what differs (children), and
 * the choices, each with what it keeps and drops.
 */
export function ConflictDialog({
  conflict,
  what,
  busy = false,
  choices,
  children,
  onClose,
}: {
  conflict: EditConflict<unknown> | null;
  /** What was changed, as the sentence names it: 'this lesson', 'the Find It cards'. */
  what: string;
  busy?: boolean;
  choices: readonly ConflictChoice[];
  children?: ReactNode;
  /** Decide later: my changes stay unsaved where they are. */
  onClose: () => void;
}) {
  const id = useId();
  if (!conflict) return null;
  const who = conflict.changedBy ?? 'Another author';
  return (
    <Modal open title="Changed by another author" onClose={onClose}>
      <p className={styles.confirmText} role="alert">
        {who} changed {what} at {timeOf(conflict.changedAt)}, after you opened it. Your save was not applied.
      </p>
      {children}
      <ul className={styles.conflictChoices} aria-label="Your choices">
        {choices.map((choice, at) => (
          <li key={choice.label} className={styles.conflictChoice}>
            <Button
              variant={choice.suggested ? 'primary' : 'secondary'}
              onClick={choice.onChoose}
              disabled={busy}
              aria-describedby={`${id}-${at}`}
            >
              {choice.label}
            </Button>
            <div id={`${id}-${at}`} className={styles.conflictDetail}>
              {choice.detail}
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
