import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal.tsx';

/** A Yes/No question in a modal; Escape answers No. */
export function ConfirmDialog({
  open,
  title = 'Please confirm',
  message,
  yesLabel = 'Yes',
  noLabel = 'No',
  onYes,
  onNo,
}: {
  open: boolean;
  title?: string;
  message: string;
  yesLabel?: string;
  noLabel?: string;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onNo}>
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={onYes}>
          {yesLabel}
        </Button>
        <Button variant="secondary" onClick={onNo} autoFocus>
          {noLabel}
        </Button>
      </div>
    </Modal>
  );
}
