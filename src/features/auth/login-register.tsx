import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { register, registerConflict } from '#api/auth.ts';
import { ApiError, errorText } from '#api/http.ts';
import type { RegisterConflict } from '#domain/auth';
import { useAuth } from '#state/auth-store.ts';
import { Button, buttonClass } from '#ui/button.tsx';
import { Logo } from '#ui/logo.tsx';
import { Modal } from '#ui/modal.tsx';
import styles from './auth-screen.module.css';
import { TextField } from './text-field.tsx';

type Mode = 'login' | 'register';

/** The signed-out root page: sign in, or register with an email. */
export function LoginRegister() {
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [conflict, setConflict] = useState<RegisterConflict>();

  const switchTo = (next: Mode) => {
    setMode(next);
    setError('');
    setSuccess('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    setSuccess('');
    try {
      if (mode === 'login') {
        await useAuth.getState().login(email, password);
        return;
      }
      const { message } = await register(email);
      setSuccess(message);
    } catch (failure) {
      const exists = failure instanceof ApiError && failure.status === 409 ? registerConflict(failure.body) : undefined;
      if (exists) setConflict(exists);
      else setError(errorText(failure));
    }
    setBusy(false);
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <Logo size={56} />
          <h1>Symbol Courses</h1>
        </div>
        <fieldset className={styles.switch} aria-label="Login or register" style={{ border: 0, margin: 0 }}>
          <button type="button" aria-pressed={mode === 'login'} onClick={() => switchTo('login')}>
            Login
          </button>
          <button type="button" aria-pressed={mode === 'register'} onClick={() => switchTo('register')}>
            Register
          </button>
        </fieldset>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {mode === 'login' && (
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
          <Button type="submit" disabled={busy}>
            {mode === 'login' ? (busy ? 'Logging in...' : 'Login') : busy ? 'Registering...' : 'Register'}
          </Button>
          <div aria-live="polite">
            {error && <p className={styles.error}>{error}</p>}
            {success && <p className={styles.success}>{success}</p>}
          </div>
        </form>
        <p className={styles.links}>
          <Link to="/reset-password">Forgot your password?</Link>
        </p>
      </div>
      <Modal open={Boolean(conflict)} title="Account already exists" onClose={() => setConflict(undefined)}>
        <p>{conflict?.message}</p>
        <div className={styles.modalActions}>
          <a className={buttonClass('primary')} href={conflict?.url}>
            Reset password
          </a>
          <Button
            variant="secondary"
            onClick={() => {
              setConflict(undefined);
              switchTo('login');
            }}
          >
            Back to login
          </Button>
        </div>
      </Modal>
    </main>
  );
}
