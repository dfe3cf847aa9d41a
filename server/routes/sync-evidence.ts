import type { RecordLevelOp, SaveGoalOp, SetSupportOp } from '#domain/activity';
import type { EvidenceOp } from '../repo/evidence.ts';
import { changedAt, type lessonChecker } from './progress.ts';

/** What the batch's learner checks (sync.ts) tell of a learner an op names. */
interface LearnerChecks {
  /** Throws when the learner is neither the caller's nor made by the batch. */
  naming: (learnerId: string) => void;
  /** The caller deleted this learner. */
  deleted: (learnerId: string) => boolean;
}

/**
 * The teacher's evidence ops of a sync batch (protocol 3), checked as steps are: the lesson must be
 * one of a course the caller holds, and every learner named the caller's (or made by the batch).
 * Learners the caller deleted are dropped from a level's record; a mark or goal of one stores nothing.
 */
export async function evidenceOp(
  op: RecordLevelOp | SetSupportOp | SaveGoalOp,
  checkLesson: ReturnType<typeof lessonChecker>,
  check: LearnerChecks,
  at: Date,
): Promise<EvidenceOp> {
  const { opId, seq } = op;
  switch (op.type) {
    case 'record-level': {
      await checkLesson(op.lessonId, op.productId);
      for (const learnerId of op.learnerIds) check.naming(learnerId);
      const { type: _type, occurredAt: _at, learnerIds, ...level } = op;
      return {
        kind: 'level',
        ...level,
        occurredAt: changedAt(op.occurredAt, at),
        learnerIds: learnerIds.filter((learnerId) => !check.deleted(learnerId)),
      };
    }
    case 'set-support':
      await checkLesson(op.lessonId, op.productId);
      check.naming(op.learnerId);
      return {
        kind: 'support',
        opId,
        seq,
        changedAt: changedAt(op.occurredAt, at),
        learnerId: op.learnerId,
        productId: op.productId,
        lessonId: op.lessonId,
        day: op.day,
        level: op.level,
      };
    case 'save-goal': {
      check.naming(op.learnerId);
      const { text, target, reviewDate, links } = op;
      return {
        kind: 'goal',
        opId,
        seq,
        changedAt: changedAt(op.occurredAt, at),
        goalId: op.goalId,
        learnerId: op.learnerId,
        goal: { text, target, reviewDate, links },
        removed: op.removed,
      };
    }
  }
}
