import { useState } from 'react';
import type { z } from 'zod';
import { errorText } from '#api/http.ts';
import { markSaved, useTrackUnsaved } from '#state/unsaved-store.ts';
import { type FieldErrors, fieldErrorsOf } from './field-errors.tsx';

/** The mutation an editor saves through (one of `src/api`'s useMutations): its promise, and whether it is under way. */
export interface SaveMutation<Sent, Saved> {
  mutateAsync: (sent: Sent) => Promise<Saved>;
  isPending: boolean;
}

/** How a save ended: saved, or not with the message why (and whether a conflict now asks the author to choose). */
export type SaveResult = { ok: true } | { ok: false; message: string; conflict?: boolean };

export interface SaveOptions<Sent, Saved, Conflict> {
  mutation: SaveMutation<Sent, Saved>;
  /** The message a failed save shows (logged with its cause). */
  failure: (error: unknown) => string;
  /** The 409 of a save based on an older version, as the editor's conflict dialog shows it (decision 20). */
  conflictOf?: (error: unknown, sent: Sent) => Conflict | undefined;
  /** Shows a refusal at its field rather than as the failure: answers whether it did. */
  refusedAt?: (error: unknown) => boolean;
  onSaved: (saved: Saved) => void;
}

/**
 * One editor's saves: whether one is under way, the message of the last that failed, and the
 * conflict of one refused because another author saved first, until the author chooses (each
 * choice is a `send` again, or `closeConflict` to decide later with the changes kept).
 */
export function useSave<Sent, Saved, Conflict = never>(options: SaveOptions<Sent, Saved, Conflict>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const send = async (sent: Sent): Promise<SaveResult> => {
    setFailure(null);
    try {
      const saved = await options.mutation.mutateAsync(sent);
      setConflict(null);
      options.onSaved(saved);
      return { ok: true };
    } catch (error) {
      const message = options.failure(error);
      console.error(message, error);
      const refused = options.conflictOf?.(error, sent);
      if (refused) {
        setConflict(refused);
        return { ok: false, message: errorText(error), conflict: true };
      }
      if (!options.refusedAt?.(error)) setFailure(message);
      return { ok: false, message };
    }
  };

  return {
    pending: options.mutation.isPending,
    failure,
    /** Shows a message where a failed save's shows: what to finish before saving. */
    fail: setFailure,
    dismissFailure: () => setFailure(null),
    conflict,
    closeConflict: () => setConflict(null),
    send,
  };
}

export type SaveState = ReturnType<typeof useSave>;

export interface SaveFormOptions<Fields, Valid, Sent, Saved, Conflict> extends SaveOptions<Sent, Saved, Conflict> {
  initial: Fields;
  /** The shared schema's check of the fields: its messages show at the fields, and only what it parses is saved. */
  check: (fields: Fields) => z.ZodSafeParseResult<Valid>;
  /** What saving the checked fields sends. */
  sent: (valid: Valid, fields: Fields) => Sent;
  /** Fields whose emptiness is pointed out only once the author tries to save (a new form opens empty). */
  quietWhenEmpty?: readonly (keyof Fields & string)[];
  /** The form's key among the editors holding unsaved changes (the page asks before they are lost). */
  unsaved?: string;
}

/** The check of a form the server alone validates: its fields are saved as they are. */
export const unchecked = <Fields>(fields: Fields): z.ZodSafeParseResult<Fields> => ({ success: true, data: fields });

/**
 * An admin form: its fields, their check with the shared schema (parse, then save), and its saves
 * (`useSave`). Save is `submit`; leaving without saving is `leave`.
 */
export function useSaveForm<Fields extends object, Valid, Sent, Saved, Conflict = never>(
  options: SaveFormOptions<Fields, Valid, Sent, Saved, Conflict>,
) {
  const { initial, check, sent, quietWhenEmpty = [], unsaved } = options;
  const [fields, setFields] = useState(initial);
  const [tried, setTried] = useState(false);
  const result = check(fields);
  const errors: FieldErrors = tried
    ? fieldErrorsOf(result)
    : new Map(
        [...fieldErrorsOf(result)].filter(
          ([path]) => !quietWhenEmpty.some((key) => key === path && fields[key] === ''),
        ),
      );
  useTrackUnsaved(unsaved, JSON.stringify(fields) !== JSON.stringify(initial));
  const leave = () => {
    if (unsaved !== undefined) markSaved(unsaved);
  };
  const save = useSave({
    ...options,
    onSaved: (saved) => {
      leave();
      options.onSaved(saved);
    },
  });

  return {
    ...save,
    fields,
    setFields,
    set: (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch })),
    /** The fields as the form opened, and no message of a tried save. */
    reset: () => {
      setFields(initial);
      setTried(false);
    },
    errors,
    valid: result.success,
    submit: async () => {
      setTried(true);
      if (result.success) await save.send(sent(result.data, fields));
    },
    /** Closes without saving: the changes are dropped, nothing is left to ask about. */
    leave,
  };
}
