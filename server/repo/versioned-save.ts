import type { Executor } from '../db/connect.ts';

/** A save: the row as saved, the row as stored when the save's precondition no longer held, or none. */
export type SaveOutcome<Row> = { saved: Row } | { stale: Row } | undefined;

/** Whether the stored row is still the one a save was based on (see http/preconditions.ts). */
export type StillHolds<Row> = (stored: Row) => boolean;

/**
 * Saves a versioned row (a product, a lesson, a find-it card set) only if it is still the one the
 * save was based on. `lock` reads the stored row and locks it for the transaction, so that no other
 * save comes between the check and the write.
 */
export function saveIfStill<Row>(
  db: Executor,
  lock: (tx: Executor) => Promise<Row | undefined>,
  holds: StillHolds<Row>,
  write: (tx: Executor) => Promise<Row[]>,
): Promise<SaveOutcome<Row>> {
  return db.transaction(async (tx) => {
    const stored = await lock(tx);
    if (!stored) return undefined;
    if (!holds(stored)) return { stale: stored };
    const [saved] = await write(tx);
    return saved && { saved };
  });
}
