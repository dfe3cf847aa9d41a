import { useId } from 'react';
import styles from './editor.module.css';
import { useFieldError } from './field-errors.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour: the browser's picker and a #RRGGBB text box showing the same value. */
export function ColourField({
  label,
  value,
  onChange,
  path,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  path?: string;
}) {
  const id = useId();
  const error = useFieldError(path);
  const pickerValue = HEX.test(value) ? value.toLowerCase() : '#ffffff';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.colourPicker}
          value={pickerValue}
          aria-label={`${label} picker`}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <input
          id={id}
          type="text"
          className={styles.hexInput}
          value={value}
          maxLength={7}
          spellCheck={false}
          placeholder="#RRGGBB"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
