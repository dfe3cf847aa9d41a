import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useRoleWrites } from '#api/admin-users.ts';
import { errorText } from '#api/http.ts';
import type { Product } from '#domain/product';
import { AlertBanner } from '#features/admin/common/alert-banner.tsx';
import editor from '#features/admin/common/editor.module.css';
import { Button } from '#ui/button.tsx';
import { OwnPasswordField, type RoleChoice, RoleFields } from './role-fields.tsx';
import styles from './users.module.css';

const NO_ROLE: RoleChoice = { role: 'none', products: [] };

/** Invite someone: an email and a role; the person gets the set-password mail and signs in holding the role. */
export function InviteForm({ products }: { products: readonly Product[] }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState(NO_ROLE);
  const [password, setPassword] = useState('');
  const { invite } = useRoleWrites();
  const sending = useMutation({
    mutationFn: () => invite({ email, ...choice, password }),
    onSuccess: () => {
      setEmail('');
      setChoice(NO_ROLE);
      setPassword('');
    },
  });
  const busy = sending.isPending;
  return (
    <section className={styles.roles} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.sectionTitle}>
        Invite someone
      </h2>
      <form
        className={styles.modal}
        onSubmit={(event) => {
          event.preventDefault();
          sending.mutate();
        }}
      >
        <div className={editor.field}>
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <RoleFields choice={choice} products={products} onChange={setChoice} disabled={busy} />
        <OwnPasswordField value={password} onChange={setPassword} />
        <AlertBanner message={sending.isError ? errorText(sending.error) : null} onDismiss={() => sending.reset()} />
        <AlertBanner
          tone="success"
          message={sending.isSuccess ? sending.data.message : null}
          onDismiss={() => sending.reset()}
        />
        <div className={editor.actions}>
          <Button type="submit" disabled={busy || !email || !password}>
            {busy ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </section>
  );
}
