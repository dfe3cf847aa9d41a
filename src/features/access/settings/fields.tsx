import type { ReactNode } from 'react';
import type { AccessSettings } from '#domain/access-settings';
import styles from './settings.module.css';

/**
 * The settings form's fields: each with its label, a line of help where the label alone is not
 * enough, and its message when the check refuses its value (tied to it for screen readers).
 */

/** The id of the control that stands for a setting: the error summary moves the focus there. */
export const fieldId = (field: keyof AccessSettings) => `access-${field}`;
const errorId = (field: keyof AccessSettings) => `${fieldId(field)}-error`;
const hintId = (field: keyof AccessSettings) => `${fieldId(field)}-hint`;

/** aria-describedby of a field: its help and its message, those it has. */
function describedBy(field: keyof AccessSettings, hint: boolean, error: string | undefined) {
  return [hint && hintId(field), error && errorId(field)].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ field, error }: { field: keyof AccessSettings; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(field)} className={styles.error}>
      {error}
    </p>
  );
}

export interface NumberFieldProps {
  field: keyof AccessSettings;
  label: string;
  hint: string;
  unit: string;
  value: string;
  min: number;
  max: number;
  step: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A number box that keeps what was typed, right or wrong. */
export function NumberField({ field, label, hint, unit, value, min, max, step, error, onChange }: NumberFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
      </label>
      <span id={hintId(field)} className={styles.hint}>
        {hint}
      </span>
      <span className={styles.numberRow}>
        <input
          id={fieldId(field)}
          type="number"
          inputMode="decimal"
          className={styles.number}
          value={value}
          min={min}
          max={max}
          step={step}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, true, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <span aria-hidden="true">{unit}</span>
      </span>
      <FieldError field={field} error={error} />
    </div>
  );
}

export interface SliderFieldProps {
  field: keyof AccessSettings;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as shown beside the slider and read out for it. */
  shown: string;
  error: string | undefined;
  onChange: (value: number) => void;
}

export function SliderField({ field, label, value, min, max, step, shown, error, onChange }: SliderFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)} className={styles.label}>
        {label}
      </label>
      <span className={styles.sliderRow}>
        <input
          id={fieldId(field)}
          type="range"
          className={styles.slider}
          value={value}
          min={min}
          max={max}
          step={step}
          aria-valuetext={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, false, error)}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={fieldId(field)} className={styles.sliderValue}>
          {shown}
        </output>
      </span>
      <FieldError field={field} error={error} />
    </div>
  );
}

export function CheckField({
  field,
  label,
  hint,
  checked,
  onChange,
}: {
  field: keyof AccessSettings;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.check}>
      <input
        id={fieldId(field)}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? hintId(field) : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <label htmlFor={fieldId(field)} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={hintId(field)} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}

export interface Option<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** One choice of a few, each in plain words; the first radio stands for the field. */
export function RadioField<T extends string>({
  field,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  field: keyof AccessSettings;
  legend: ReactNode;
  options: readonly Option<T>[];
  value: T;
  error?: string | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.radios} aria-describedby={error ? errorId(field) : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className={styles.radio}>
          <input
            id={index === 0 ? fieldId(field) : undefined}
            type="radio"
            name={fieldId(field)}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <span className={styles.radioLabel}>{option.label}</span>
            {option.hint && <span className={styles.hint}>{option.hint}</span>}
          </span>
        </label>
      ))}
      <FieldError field={field} error={error} />
    </fieldset>
  );
}
