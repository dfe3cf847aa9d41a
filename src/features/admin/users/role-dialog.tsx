import { useChangeRole } from '#api/admin-users.ts';
import { errorText } from '#api/http.ts';
import { roleOf } from '#domain/user';
import { FormFooter } from '#features/admin/common/form-footer.tsx';
import { unchecked, useSaveForm } from '#features/admin/common/use-save-form.ts';
import { Modal } from '#ui/modal.tsx';
import { OwnPasswordField, RoleFields } from './role-fields.tsx';
import type { UserDialogProps } from './user-dialog.ts';
import styles from './users.module.css';

/** Change role: admin, author of chosen courses, or none; the server refuses to leave no admin. */
export function RoleDialog({ user, products, onClose, onSaved }: UserDialogProps) {
  const form = useSaveForm({
    initial: { role: roleOf(user), products: user.authorOf, password: '' },
    check: (fields) => unchecked(fields),
    mutation: useChangeRole(),
    sent: (role) => ({ userId: user._id, role }),
    failure: errorText,
    onSaved,
  });
  const { password, ...choice } = form.fields;
  return (
    <Modal open title="Change role" onClose={onClose} closeLabel="Close">
      <form
        className={styles.modal}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <p className={styles.modalUser}>{user.displayName || user.name || user.email}</p>
        <p>
          An admin manages every course and all users. An author edits the lessons, lesson cards and Find It cards of
          the courses chosen here, and nothing else.
        </p>
        <RoleFields choice={choice} products={products} onChange={form.set} disabled={form.pending} />
        <OwnPasswordField value={password} onChange={(typed) => form.set({ password: typed })} />
        <FormFooter
          form={form}
          label="Change role"
          pendingLabel="Changing..."
          disabled={!password}
          onCancel={onClose}
          cancelFirst
        />
      </form>
    </Modal>
  );
}
