import type { Executor } from '../db/connect.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { findLearner } from '../repo/learners.ts';
import type { UserRow } from '../repo/users.ts';

/** Another teacher's learner is refused without a word about who it is. */
export const NOT_YOUR_LEARNER = 'You do not have access to this learner';
export const LEARNER_DELETED = 'This learner was deleted';

/** 404 for a learner no teacher has, 403 for another teacher's. */
export function checkLearnerOwner(owner: string | undefined, userId: string): void {
  if (owner === undefined) throw notFound('Learner');
  if (owner !== userId) throw forbidden(NOT_YOUR_LEARNER);
}

/** The caller's learner: 404 when there is none, 403 when it is another teacher's. */
export async function learnerForUser(db: Executor, user: UserRow, id: string) {
  const row = await findLearner(db, id);
  if (!row) throw notFound('Learner');
  checkLearnerOwner(row.userId, user.id);
  return row;
}
