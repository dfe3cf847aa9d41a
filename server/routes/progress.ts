import type { ActivityKey } from '#domain/activity-keys';
import { appPaths } from '#domain/app-paths';
import type { Executor } from '../db/connect.ts';
import { applyProgressStep } from '../repo/activities.ts';
import type { KeptReads } from '../repo/kept-reads.ts';
import type { UserRow } from '../repo/users.ts';
import { lessonForUser } from './access.ts';

/** A progress step as both the direct calls and the sync replay describe it. */
export interface StepRequest {
  productId: string;
  lessonId: string;
  activityKey?: ActivityKey | undefined;
  url?: string | undefined;
  occurredAt?: string | undefined;
  opId?: string | undefined;
  clientId: string;
  seq: number;
}

type LessonCheck = (lessonId: string, productId: string) => Promise<unknown>;

/** Checks a lesson belongs to the product and the user may open it; remembered for a batch. */
export function lessonChecker(reads: KeptReads, user: UserRow): LessonCheck {
  const checked = new Map<string, Promise<unknown>>();
  return (lessonId, productId) => {
    const key = `${productId}/${lessonId}`;
    let check = checked.get(key);
    if (!check) {
      check = lessonForUser(reads, user, lessonId, productId);
      checked.set(key, check);
    }
    return check;
  };
}

/**
 * Where a step leaves the teacher and when it happened. A time in the future (a device clock
 * running fast) counts as now, so it cannot win over later steps forever.
 */
export function placeOfStep(step: Omit<StepRequest, 'clientId' | 'seq' | 'opId'>, now: Date) {
  const url =
    step.url ??
    (step.activityKey
      ? appPaths.activity(step.productId, step.lessonId, step.activityKey)
      : appPaths.lesson(step.productId, step.lessonId));
  return { url, occurredAt: step.occurredAt ? changedAt(step.occurredAt, now) : now };
}

/** A time a device gave: one in the future (a device clock running fast) counts as now. */
export function changedAt(occurredAt: string, now: Date): Date {
  const happened = new Date(occurredAt);
  return happened > now ? now : happened;
}

/** Applies one step for the user: 404/403 when the lesson is not theirs to open. */
export async function applyStepFor(
  db: Executor,
  reads: KeptReads,
  user: UserRow,
  step: StepRequest,
  now: Date,
): Promise<'applied' | 'duplicate'> {
  await lessonForUser(reads, user, step.lessonId, step.productId);
  return applyProgressStep(db, {
    userId: user.id,
    productId: step.productId,
    lessonId: step.lessonId,
    activityKey: step.activityKey,
    ...placeOfStep(step, now),
    clientId: step.clientId,
    seq: step.seq,
    opId: step.opId,
  });
}
