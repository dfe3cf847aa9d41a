import { authorName, type EditConflict } from '#domain/edit-version';
import type { Executor } from '../db/connect.ts';
import { findUserById } from '../repo/users.ts';
import { ApiError } from './errors.ts';

/**
 * The 409 for a save based on an older version than the one stored: it names who saved last and
 * when, and carries the current state, so the author can keep theirs, keep mine or merge.
 */
export async function staleSave<T>(
  db: Executor,
  /** What changed, with its verb: 'This lesson was', 'The Find It cards were'. */
  whatWas: string,
  current: T,
  changedById: string | null,
  changedAt: Date,
): Promise<ApiError> {
  const author = changedById ? await findUserById(db, changedById) : undefined;
  const changedBy = author ? authorName(author) : null;
  const conflict: Omit<EditConflict<T>, 'message'> = { current, changedBy, changedAt: changedAt.toISOString() };
  const message = `${whatWas} changed by ${changedBy ?? 'another author'} after you opened it. Your save was not applied.`;
  return new ApiError(409, message, conflict);
}
