import { useEffect, useState } from 'react';
import { type AccessSettings, RESERVED_KEYS, SWITCH_KEYS_MAX } from '#domain/access-settings';
import { Button } from '#ui/button.tsx';
import { FieldError, fieldId } from './fields.tsx';
import { keyName } from './key-name.ts';
import styles from './settings.module.css';

export interface KeyListFieldProps {
  field: keyof Pick<AccessSettings, 'moveKeys' | 'selectKeys'>;
  label: string;
  keys: readonly string[];
  /** The other switch's keys, and what it is called: a key cannot be both switches. */
  other: { label: string; keys: readonly string[] };
  error: string | undefined;
  onChange: (keys: string[]) => void;
}

/**
 * The keys one switch sends, by name, each with its remove button; 'Press a key to add' records
 * the next key pressed (its KeyboardEvent.code, as the switch interface sends it). Escape cancels;
 * Escape and Tab stay the teacher's.
 */
export function KeyListField({ field, label, keys, other, error, onChange }: KeyListFieldProps) {
  const [listening, setListening] = useState(false);
  const [note, setNote] = useState('');
  const full = keys.length >= SWITCH_KEYS_MAX;

  useEffect(() => {
    if (!listening) return;
    // Ahead of the page: the key pressed is recorded, not typed or acted on.
    const onKeyDown = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (event.repeat) return;
      setListening(false);
      const { code } = event;
      if (code === 'Escape') setNote('');
      else if (!code) setNote('This key sends nothing a switch can use. Try another.');
      else if (RESERVED_KEYS.includes(code))
        setNote(`${keyName(code)} is kept for you, the teacher: it cannot be a switch.`);
      else if (keys.includes(code)) setNote(`${keyName(code)} is already one of these keys.`);
      else if (other.keys.includes(code))
        setNote(`${keyName(code)} is already one of the ${other.label}: remove it there first.`);
      else {
        onChange([...keys, code]);
        setNote(`${keyName(code)} added.`);
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [listening, keys, other, onChange]);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{label}</legend>
      <ul className={styles.keys}>
        {keys.map((code) => (
          <li key={code} className={styles.key}>
            <kbd>{keyName(code)}</kbd>
            <button
              type="button"
              className={styles.removeKey}
              aria-label={`Remove ${keyName(code)}`}
              onClick={() => onChange(keys.filter((key) => key !== code))}
            >
              ✕
            </button>
          </li>
        ))}
        {keys.length === 0 && <li className={styles.hint}>No key yet.</li>}
      </ul>
      <span className={styles.keyActions}>
        <Button
          id={fieldId(field)}
          variant="secondary"
          size="small"
          disabled={full && !listening}
          onClick={() => {
            setNote('');
            setListening((now) => !now);
          }}
          onBlur={() => setListening(false)}
        >
          {listening ? 'Press the key now (Escape: cancel)' : 'Press a key to add'}
        </Button>
        {full && <span className={styles.hint}>At most {SWITCH_KEYS_MAX} keys.</span>}
      </span>
      <p className={styles.hint} role="status">
        {note}
      </p>
      <FieldError field={field} error={error} />
    </fieldset>
  );
}
