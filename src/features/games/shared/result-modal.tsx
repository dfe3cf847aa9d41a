import type { ReactNode } from 'react';
import { Modal } from '#ui/modal.tsx';
import styles from './result-modal.module.css';

export interface ResultAction {
  label: string;
  onClick: () => void;
  /** The main action is the big green (or orange, to try again) button; others are quieter. */
  main?: boolean;
}

export interface ResultModalProps {
  open: boolean;
  title: string;
  message?: string;
  tone: 'success' | 'retry';
  actions: ResultAction[];
  children?: ReactNode;
}

/**
 * The result of a check or the end of a game. It has no x: the learner picks one of its buttons;
 * Escape does what the main button does.
 */
export function ResultModal({ open, title, message, tone, actions, children }: ResultModalProps) {
  const main = actions.find((action) => action.main) ?? actions[0];
  return (
    <Modal open={open} title={title} onClose={() => main?.onClick()} className={`${styles.modal} ${styles[tone]}`}>
      {message && <p className={styles.message}>{message}</p>}
      {children}
      <div className={styles.actions}>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={action === main ? styles.main : styles.other}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}
