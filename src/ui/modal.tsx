import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Without it the modal has no x: the learner must choose one of its buttons. */
  closeLabel?: string;
  className?: string;
  /** A learner's dialog: switch scanning, when on, scans it (a dialog opened on a learner's page is one already). */
  scanRoot?: boolean;
}

/**
 * A modal dialog on the native <dialog>: focus moves into it and stays there, Escape closes it,
 * the page behind is inert, and focus returns where it was on close, also when the dialog is
 * removed rather than closed.
 */
export function Modal({ open, title, onClose, children, closeLabel, className = '', scanRoot }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // A dialog taken off the page while open (its owner stopped rendering it) gives the focus
      // back to no one: a keyboard or switch user would start again from the top of the page.
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || dialog.contains(focus);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className}`}
      aria-labelledby={titleId}
      data-scan-root={scanRoot || undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeLabel && (
              <Button variant="ghost" className={styles.close} onClick={onClose} aria-label={closeLabel}>
                ✕
              </Button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
