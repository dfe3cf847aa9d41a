import { Button } from '#ui/button.tsx';
import { AlertBanner } from './alert-banner.tsx';
import styles from './editor.module.css';
import type { SaveState } from './use-save-form.ts';

/**
 * The end of every admin form: the message of a failed save, Save (its pending text while a save
 * is under way) and Cancel; neither can be pressed again while a save is under way.
 */
export function FormFooter({
  form,
  label,
  pendingLabel = label,
  disabled = false,
  onSave,
  onCancel,
  cancelFirst = false,
}: {
  form: Pick<SaveState, 'pending' | 'failure' | 'dismissFailure'>;
  label: string;
  pendingLabel?: string;
  /** Save cannot be pressed yet (a field is invalid, or one the server needs is empty). */
  disabled?: boolean;
  /** Saves; none when Save submits the form around it (so Enter in a field saves too). */
  onSave?: () => void;
  /** Closes the form without saving; none: no Cancel. */
  onCancel?: () => void;
  /** Cancel before Save, as in the app's other dialogs. */
  cancelFirst?: boolean;
}) {
  const cancel = onCancel && (
    <Button variant="secondary" onClick={onCancel} disabled={form.pending}>
      Cancel
    </Button>
  );
  return (
    <>
      <AlertBanner message={form.failure} onDismiss={form.dismissFailure} />
      <div className={styles.actions}>
        {cancelFirst && cancel}
        <Button type={onSave ? 'button' : 'submit'} onClick={onSave} disabled={form.pending || disabled}>
          {form.pending ? pendingLabel : label}
        </Button>
        {!cancelFirst && cancel}
      </div>
    </>
  );
}
