import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRoleWrites } from '#api/admin-users.ts';
import { errorText } from '#api/http.ts';
import { roleOf } from '#domain/user';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import editor from '#features/admin/common/editor.module.css';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { OwnPasswordField, RoleFields } from './role-fields.tsx';
import type { UserDialogProps } from './user-dialog.ts';
import styles from './users.module.css';

/** Change role: admin, author of chosen courses, or none; the server refuses to leave no admin. */
export function RoleDialog({ user, products, onClose, onSaved }: UserDialogProps) {
  const [choice, setChoice] = useState({ role: roleOf(user), products: user.authorOf });
  const [password, setPassword] = useState('');
  const { changeRole } = useRoleWrites();
  const saving = useMutation({
    mutationFn: () => changeRole(user._id, { ...choice, password }),
    onSuccess: onSaved,
  });
  const busy = saving.isPending;
  return (
    <Modal open title="Change role" onClose={onClose} closeLabel="Close">
      <form
        className={styles.modal}
        onSubmit={(event) => {
          event.preventDefault();
          saving.mutate();
        }}
      >
        <p className={styles.modalUser}>{user.displayName || user.name || user.email}</p>
        <p>
          An admin manages every course and all users. An author edits the lessons, lesson cards and Find It cards of
          the courses chosen here, and nothing else.
        </p>
        <RoleFields choice={choice} products={products} onChange={setChoice} disabled={busy} />
        <OwnPasswordField value={password} onChange={setPassword} />
        <AlertBanner message={saving.isError ? errorText(saving.error) : null} onDismiss={() => saving.reset()} />
        <div className={editor.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !password}>
            {busy ? 'Changing...' : 'Change role'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
