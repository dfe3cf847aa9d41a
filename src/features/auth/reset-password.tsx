import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { requestPasswordReset, resetPassword } from '#api/auth.ts';
import { errorText } from '#api/http.ts';
import { Password } from '#domain/auth';
import { Button } from '#ui/button.tsx';
import { Logo } from '#ui/logo.tsx';
import styles from './auth-screen.module.css';
import { TextField } from './text-field.tsx';

type Outcome = { kind: 'error' | 'success'; text: string } | undefined;

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <Logo size={56} />
          <h1>{title}</h1>
        </div>
        {children}
        <p className={styles.links}>
          <Link to="/">Back to login</Link>
        </p>
      </div>
    </main>
  );
}

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <div aria-live="polite">
      {outcome && <p className={outcome.kind === 'error' ? styles.error : styles.success}>{outcome.text}</p>}
    </div>
  );
}

/** Asks for a link to set a new password, mailed to the account's address. */
function RequestLink() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setOutcome({ kind: 'success', text: (await requestPasswordReset(email)).message });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    }
    setBusy(false);
  };
  return (
    <Frame title="Reset your password">
      <form className={styles.form} onSubmit={submit} noValidate>
        <p style={{ margin: 0 }}>Enter your email and we will send you a link to set a new password.</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
        <OutcomeLine outcome={outcome} />
      </form>
    </Frame>
  );
}

/** Sets the new password with the token of a mailed link. */
function SetPassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setOutcome({ kind: 'error', text: 'The two passwords are not the same.' });
      return;
    }
    const checked = Password.safeParse(password);
    if (!checked.success) {
      setOutcome({ kind: 'error', text: `The password ${checked.error.issues[0]?.message}.` });
      return;
    }
    setBusy(true);
    try {
      setOutcome({ kind: 'success', text: (await resetPassword(token, password)).message });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    }
    setBusy(false);
  };
  const done = outcome?.kind === 'success';
  return (
    <Frame title="Set a new password">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          value={password}
          disabled={done}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          value={repeat}
          disabled={done}
          onChange={(event) => setRepeat(event.target.value)}
        />
        <Button type="submit" disabled={busy || done}>
          {busy ? 'Saving...' : 'Set password'}
        </Button>
        <OutcomeLine outcome={outcome} />
      </form>
    </Frame>
  );
}

export function ResetPassword({ token }: { token: string | undefined }) {
  return token ? <SetPassword token={token} /> : <RequestLink />;
}
