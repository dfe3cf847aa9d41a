import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { signOutEverywhere } from '#api/auth.ts';
import { errorText } from '#api/http.ts';
import { rememberCustomer, startSession } from '#session/session.ts';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import styles from './sign-out-everywhere-dialog.module.css';

/**
 * The dialog of 'Sign out everywhere' for the signed-in teacher (a lost tablet): once she has typed
 * her password again, every other device signed in as her is signed out; this one keeps going on
 * the new token the server answers, its waiting progress too.
 */
export function SignOutEverywhereDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const ending = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: ({ accessToken, expiresAt }) => {
      startSession(accessToken, expiresAt);
      rememberCustomer(userId);
      setPassword('');
      // The outbox (and the service worker) send the waiting progress with the new token from now on.
      void import('#offline/outbox-runner.ts').then((runner) => runner.startSync());
    },
  });
  const close = () => {
    setPassword('');
    ending.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ending.isPending) ending.mutate(password);
  };
  return (
    <Modal open title="Sign out everywhere" onClose={close}>
      {ending.isSuccess ? (
        <div className={styles.form}>
          <p className={styles.notice} role="status">
            {ending.data.message}
          </p>
          <Button onClick={close}>Done</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <p className={styles.text}>
            Every device signed in with your account, a lost tablet too, is signed out at once. Type your password to
            confirm.
          </p>
          <label className={styles.field} htmlFor={passwordId}>
            Your password
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={ending.isError || undefined}
          />
          {ending.isError && (
            <p className={styles.failure} role="alert">
              {errorText(ending.error)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" variant="danger" disabled={ending.isPending}>
              {ending.isPending ? 'Signing out...' : 'Sign out everywhere'}
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
