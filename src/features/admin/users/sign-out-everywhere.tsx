import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { signOutEverywhere } from '#api/admin-users.ts';
import { errorText } from '#api/http.ts';
import type { User } from '#domain/user';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import styles from './users.module.css';

/** Ends every session of a user, after a question: for a lost or shared tablet left signed in. */
export function SignOutEverywhere({ user, title }: { user: User; title: string }) {
  const [asking, setAsking] = useState(false);
  const ending = useMutation({ mutationFn: () => signOutEverywhere(user._id) });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setAsking(true)}
        disabled={ending.isPending}
        aria-label={`Sign out everywhere: ${title}`}
      >
        {ending.isPending ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
      {ending.isSuccess && (
        <p className={styles.notice} role="status">
          {ending.data.message}
        </p>
      )}
      {ending.isError && (
        <p className={styles.failure} role="alert">
          {user.email} was not signed out: {errorText(ending.error)}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere"
        message={`End every session of ${user.email}? Each device signed in as this user, a lost tablet too, is signed out at once.`}
        yesLabel="Sign out everywhere"
        noLabel="Cancel"
        onYes={() => {
          setAsking(false);
          ending.mutate();
        }}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
