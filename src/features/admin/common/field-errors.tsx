import { createContext, type ReactNode, useContext } from 'react';
import type { z } from 'zod';
import styles from './editor.module.css';

/** The first message of each invalid field, keyed by its dotted path (e.g. `sayIt.illustrations.0.image`). */
export type FieldErrors = ReadonlyMap<string, string>;

const NO_ERRORS: FieldErrors = new Map();
const FieldErrorsContext = createContext<FieldErrors>(NO_ERRORS);

/** The field errors of a schema check of the draft (the schema the server validates with). */
export function fieldErrorsOf(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return NO_ERRORS;
  const errors = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

export function FieldErrorsProvider({ errors, children }: { errors: FieldErrors; children: ReactNode }) {
  return <FieldErrorsContext.Provider value={errors}>{children}</FieldErrorsContext.Provider>;
}

/** The error of one field, if the current draft makes it invalid. */
export function useFieldError(path: string | undefined): string | undefined {
  const errors = useContext(FieldErrorsContext);
  return path === undefined ? undefined : errors.get(path);
}

/** The messages of the fields under `prefix` (not of `prefix` itself), in the order found. */
export function useErrorsUnder(prefix: string): string[] {
  const errors = useContext(FieldErrorsContext);
  return [...errors].filter(([path]) => path.startsWith(`${prefix}.`)).map(([, message]) => message);
}

/** Whether any field under `prefix` is invalid (a collapsed section still says so). */
export function useHasErrorsUnder(prefix: string): boolean {
  const errors = useContext(FieldErrorsContext);
  for (const path of errors.keys()) if (path === prefix || path.startsWith(`${prefix}.`)) return true;
  return false;
}

/** The errors of a list field and of its items, each said once, under the list's heading. */
export function ListErrors({ path }: { path: string }) {
  const own = useFieldError(path);
  const messages = [...new Set([...(own ? [own] : []), ...useErrorsUnder(path)])];
  return messages.map((message) => (
    <span key={message} className={styles.fieldError}>
      {message}
    </span>
  ));
}
