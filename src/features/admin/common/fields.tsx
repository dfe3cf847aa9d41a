import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import styles from './editor.module.css';
import { useFieldError } from './field-errors.tsx';

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's path in the schema check, so its error shows beside it. */
  path?: string;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'url' | 'number' | 'search';
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A field's key handler that does `action` on Enter instead of submitting the form around it. */
export const onEnter =
  (action: () => void) =>
  (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

function Message({ id, error, hint }: { id: string; error: string | undefined; hint: ReactNode }) {
  if (error) {
    return (
      <span id={id} className={styles.fieldError}>
        {error}
      </span>
    );
  }
  return hint ? (
    <span id={id} className={styles.hint}>
      {hint}
    </span>
  ) : null;
}

/** A labelled one-line input; a schema error of its path shows under it. */
export function TextField({
  label,
  value,
  onChange,
  path,
  hint,
  placeholder,
  type = 'text',
  onKeyDown,
  onBlur,
  inputRef,
  className = '',
}: FieldProps) {
  const id = useId();
  const error = useFieldError(path);
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <Message id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  value,
  onChange,
  path,
  hint,
  rows = 3,
  className = '',
}: Omit<FieldProps, 'type' | 'onKeyDown' | 'inputRef' | 'placeholder'> & { rows?: number }) {
  const id = useId();
  const error = useFieldError(path);
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Message id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className = '',
}: {
  label: ReactNode;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
