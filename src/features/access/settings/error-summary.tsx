import { useEffect, useRef } from 'react';
import { fieldId } from './fields.tsx';
import styles from './settings.module.css';
import type { DraftErrors } from './settings-draft.ts';

/**
 * Why the settings were not saved: each refused value's message, a button that takes the focus to
 * its field. It takes the focus itself after each refused save (`attempt` counts them).
 */
export function ErrorSummary({ errors, attempt }: { errors: DraftErrors; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  if (errors.size === 0) return null;
  return (
    <div ref={box} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby="access-summary">
      <h2 id="access-summary" className={styles.summaryHeading}>
        Not saved: {errors.size === 1 ? 'one setting needs' : `${errors.size} settings need`} changing
      </h2>
      <ul>
        {[...errors].map(([field, message]) => (
          <li key={field}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => document.getElementById(fieldId(field))?.focus()}
            >
              {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
