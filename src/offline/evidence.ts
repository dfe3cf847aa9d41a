import type { GoalChange, PendingEvidence } from '#domain/pending-evidence';
import type { OfflineDb, OutboxOp } from './db.ts';

/** What the device holds for a user that has not reached the server yet: progress, levels, marks and goal changes. */
export interface PendingOnDevice extends PendingEvidence {
  goals: GoalChange[];
}

export const NOTHING_PENDING: PendingOnDevice = { steps: [], levels: [], support: [], goals: [] };

/** The queued ops of a user as the report and the goals page read them (refused ones are not counted). */
export async function pendingOnDevice(db: OfflineDb, userId: string): Promise<PendingOnDevice> {
  const ops: OutboxOp[] = await db.outbox
    .where('[userId+state+seq]')
    .between([userId, 'queued', -Infinity], [userId, 'queued', Infinity])
    .toArray();
  const pending: PendingOnDevice = { steps: [], levels: [], support: [], goals: [] };
  for (const op of ops) {
    switch (op.type) {
      case 'start-lesson':
      case 'update-progress':
      case 'finish-game':
      case 'finish-activity':
        pending.steps.push(op);
        break;
      case 'record-level': {
        const { learnerIds, occurredAt, productId, lessonId, game, level, tries, firstTry, hints, audio, ms } = op;
        for (const learnerId of learnerIds) {
          const record = { learnerId, productId, lessonId, game, level, tries, firstTry, hints, audio, ms };
          pending.levels.push({ ...record, at: occurredAt });
        }
        break;
      }
      case 'set-support':
        pending.support.push({
          learnerId: op.learnerId,
          productId: op.productId,
          lessonId: op.lessonId,
          day: op.day,
          level: op.level,
          at: op.occurredAt,
        });
        break;
      case 'save-goal': {
        const { goalId, learnerId, text, target, reviewDate, links, removed, occurredAt } = op;
        pending.goals.push({ goalId, learnerId, text, target, reviewDate, links, removed, occurredAt });
        break;
      }
      case 'save-learner':
      case 'save-learner-settings':
        break;
    }
  }
  return pending;
}
