import { useId } from 'react';
import { useInvite } from '#api/admin-users.ts';
import { errorText } from '#api/http.ts';
import type { Product } from '#domain/product';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import editor from '#features/admin/common/editor.module.css';
import { FormFooter } from '#features/admin/common/form-footer.tsx';
import { unchecked, useSaveForm } from '#features/admin/common/use-save-form.ts';
import { OwnPasswordField, type RoleChoice, RoleFields } from './role-fields.tsx';
import styles from './users.module.css';

const NO_ROLE: RoleChoice = { role: 'none', products: [] };

/** Invite someone: an email and a role; the person gets the set-password mail and signs in holding the role. */
export function InviteForm({ products }: { products: readonly Product[] }) {
  const emailId = useId();
  const inviting = useInvite();
  const form = useSaveForm({
    initial: { email: '', ...NO_ROLE, password: '' },
    check: (fields) => unchecked(fields),
    mutation: inviting,
    sent: (invitation) => invitation,
    failure: errorText,
    onSaved: () => form.reset(),
  });
  const { email, password, ...choice } = form.fields;
  return (
    <section className={styles.roles} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.sectionTitle}>
        Invite someone
      </h2>
      <form
        className={styles.modal}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <div className={editor.field}>
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => form.set({ email: event.target.value })}
          />
        </div>
        <RoleFields choice={choice} products={products} onChange={form.set} disabled={form.pending} />
        <OwnPasswordField value={password} onChange={(typed) => form.set({ password: typed })} />
        <AlertBanner
          tone="success"
          message={inviting.isSuccess ? inviting.data.message : null}
          onDismiss={() => inviting.reset()}
        />
        <FormFooter form={form} label="Send invitation" pendingLabel="Sending..." disabled={!email || !password} />
      </form>
    </section>
  );
}
