import type { AccessSettings } from '#domain/access-settings';
import type { Learner } from '#domain/learner';
import type { LearnerSettingsStep, LearnerStep, LocalLearner, OfflineDb, OutboxOp } from './db.ts';
import { enqueueStep, rejectedOps } from './outbox.ts';

/**
 * A teacher's learners on this device: the server's list with the changes still in the outbox laid
 * over it, so a profile made or renamed offline shows at once and stays until the server has it.
 */

/** A profile change laid over the learner as the device has it: the access settings stay as they are. */
function applyChange(userId: string, step: LearnerStep, at: string, before: LocalLearner | undefined): LocalLearner {
  const { learnerId, displayName, avatar, group, archived } = step;
  return {
    ...(before?.onServer && { onServer: true }),
    _id: learnerId,
    userId,
    displayName,
    avatar,
    group,
    archived,
    settings: before?.settings ?? null,
    createdAt: before?.createdAt ?? at,
    updatedAt: at,
  };
}

/** A settings change laid over the learner as the device has it: the profile stays as it is. */
function applySettings(step: LearnerSettingsStep, at: string, before: LocalLearner): LocalLearner {
  return { ...before, settings: step.settings, updatedAt: at };
}

/** Makes or changes a profile on the device and queues the change, in one transaction: both or neither. */
export function saveLearnerLocally(db: OfflineDb, userId: string, step: LearnerStep, now = new Date()) {
  return db.transaction('rw', db.learners, db.outbox, db.meta, async () => {
    const before = await db.learners.get(step.learnerId);
    if (before && before.userId !== userId) throw new Error('This learner belongs to another teacher');
    await db.learners.put(applyChange(userId, step, now.toISOString(), before));
    await enqueueStep(db, userId, step, now);
  });
}

/**
 * Changes a learner's access settings on the device and queues the change, in one transaction: both
 * or neither. The learner must be on the device (settings never make one).
 */
export function saveLearnerSettingsLocally(
  db: OfflineDb,
  userId: string,
  learnerId: string,
  settings: AccessSettings,
  now = new Date(),
) {
  return db.transaction('rw', db.learners, db.outbox, db.meta, async () => {
    const before = await db.learners.get(learnerId);
    if (!before) throw new Error('This learner is not on this device');
    if (before.userId !== userId) throw new Error('This learner belongs to another teacher');
    const step: LearnerSettingsStep = { type: 'save-learner-settings', learnerId, settings };
    await db.learners.put(applySettings(step, now.toISOString(), before));
    await enqueueStep(db, userId, step, now);
  });
}

/**
 * Takes the server's list as it is, except for the changes this device has not sent yet. A learner
 * the server listed before and lists no more was erased (on another device, or by the school's
 * retention), even if this device still holds a change to her: every trace of her leaves this
 * device too (forgetOnDevice). So does one the device knew only from changes the server has taken.
 * Answers the erased ids.
 */
export function replaceLearners(db: OfflineDb, userId: string, fromServer: readonly Learner[]): Promise<string[]> {
  return db.transaction('rw', db.learners, db.outbox, db.reads, async () => {
    const rows = new Map<string, LocalLearner>(
      fromServer.map((learner) => [learner._id, { ...learner, userId, onServer: true }]),
    );
    const onDevice = await db.learners.where('userId').equals(userId).toArray();
    const erasedThere = new Set(
      onDevice.filter((learner) => learner.onServer && !rows.has(learner._id)).map((learner) => learner._id),
    );
    const waiting = await db.outbox.where('userId').equals(userId).sortBy('seq');
    // A change the server refused (e.g. past the cap on active learners) is not laid over its list.
    const queued = waiting.filter((op) => op.state === 'queued');
    for (const op of queued) {
      if (op.type === 'save-learner') {
        if (!erasedThere.has(op.learnerId)) {
          rows.set(op.learnerId, applyChange(userId, op, op.occurredAt, rows.get(op.learnerId)));
        }
      } else if (op.type === 'save-learner-settings') {
        const before = rows.get(op.learnerId);
        // Settings never make a learner: one the server no longer has (deleted elsewhere) stays gone.
        if (before) rows.set(op.learnerId, applySettings(op, op.occurredAt, before));
      }
    }
    const known = new Set([
      ...onDevice.map((learner) => learner._id),
      ...queued.flatMap((op) =>
        op.type === 'save-learner' ? [] : 'learnerId' in op ? [op.learnerId] : (op.learnerIds ?? []),
      ),
    ]);
    // A profile made here that the server refused stays, with its refusal, until the teacher has read it.
    const refused = new Set(
      waiting.flatMap((op) =>
        op.state === 'rejected' && op.type === 'save-learner' && !erasedThere.has(op.learnerId) ? [op.learnerId] : [],
      ),
    );
    const erased = [...known].filter((id) => !rows.has(id) && !refused.has(id));
    await db.learners.where('userId').equals(userId).delete();
    await db.learners.bulkPut([...rows.values()]);
    if (erased.length > 0) await forgetOnDevice(db, userId, erased);
    return erased;
  });
}

/**
 * Every trace of erased learners leaves the device: their changes not sent yet, their place in the
 * steps still waiting (which then count for the whole class, as on the server), and the saved
 * answers that name them (a report, a list), which the next read brings back without them.
 */
async function forgetOnDevice(db: OfflineDb, userId: string, erased: readonly string[]) {
  const gone = new Set(erased);
  for (const op of await db.outbox.where('userId').equals(userId).toArray()) {
    if ('learnerId' in op) {
      if (gone.has(op.learnerId)) await db.outbox.delete(op.opId);
    } else if (op.learnerIds?.some((id) => gone.has(id))) {
      const left = op.learnerIds.filter((id) => !gone.has(id));
      // A level's record is only ever a learner's: with none left, it leaves too.
      if (op.type === 'record-level' && left.length === 0) await db.outbox.delete(op.opId);
      else {
        const rest: OutboxOp = { ...op, learnerIds: left };
        await db.outbox.put(rest);
      }
    }
  }
  for (const read of await db.reads.where('userId').equals(userId).toArray()) {
    const text = JSON.stringify(read.value) ?? '';
    if (erased.some((id) => text.includes(id))) await db.reads.delete(read.id);
  }
}

/** A learner deleted on this device leaves it: the profile and every trace of them (forgetOnDevice). */
export function forgetLearner(db: OfflineDb, userId: string, learnerId: string) {
  return db.transaction('rw', db.learners, db.outbox, db.reads, async () => {
    await db.learners.delete(learnerId);
    await forgetOnDevice(db, userId, [learnerId]);
  });
}

/** The profile changes the server refused (one learner too many...): set aside, with its reason. */
export async function refusedLearnerChanges(db: OfflineDb, userId: string): Promise<OutboxOp[]> {
  return (await rejectedOps(db, userId)).filter((op) => op.type === 'save-learner');
}

/**
 * The teacher has read why a profile change was refused: it leaves the outbox, and so does the
 * profile as this device made it, unless other changes to it still wait; the server's list brings
 * back what it has of that learner.
 */
export function dismissRefusedChange(db: OfflineDb, userId: string, opId: string) {
  return db.transaction('rw', db.learners, db.outbox, async () => {
    const op = await db.outbox.get(opId);
    if (op?.userId !== userId || op.type !== 'save-learner') return;
    await db.outbox.delete(opId);
    const others = await db.outbox.where('userId').equals(userId).toArray();
    const stillChanged = others.some(
      (other) =>
        (other.type === 'save-learner' || other.type === 'save-learner-settings') && other.learnerId === op.learnerId,
    );
    if (!stillChanged) await db.learners.delete(op.learnerId);
  });
}
