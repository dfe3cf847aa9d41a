import { createContext, type ReactNode, useContext } from 'react';
import type { z } from 'zod';

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

/** Whether any field under `prefix` is invalid (a collapsed section still says so). */
export function useHasErrorsUnder(prefix: string): boolean {
  const errors = useContext(FieldErrorsContext);
  for (const path of errors.keys()) if (path === prefix || path.startsWith(`${prefix}.`)) return true;
  return false;
}
