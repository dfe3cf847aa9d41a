import * as z from 'zod';
import { AccessSettingsInput } from './access-settings-input.ts';
import { ACTIVITY_KEYS, type ActivityKey } from './activity-keys.ts';
import { COMPLETED_ACTIVITIES_PAGE_SIZE, SYNC_BATCH_MAX_OPS } from './constants.ts';
import { Day, GoalInput, LevelFields, SupportLevelField } from './evidence-input.ts';
import { LEARNERS_PER_STEP_MAX } from './learner.ts';
import { LearnerId, LearnerInput } from './learner-input.ts';
import type { LessonSummary } from './lesson.ts';
import { SPEC_SYNC_PROTOCOL } from './sync-protocol.ts';
import { Id } from './text.ts';

export { COMPLETED_ACTIVITIES_PAGE_SIZE };

const ActivityKeyField = z.enum(ACTIVITY_KEYS);

/** A path inside the app (never another site), such as an activity page's url. */
export const AppPath = z
  .string()
  .trim()
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path inside the app');

/** An instant as an ISO 8601 date-time with a zone. */
export const Instant = z.iso.datetime({ offset: true });

const OpFields = {
  /** A client-made unique id: the same opId applied twice changes nothing the second time. */
  opId: z.string().trim().min(1).max(100).optional(),
  occurredAt: Instant.optional(),
};

export const StartLessonInput = z.object({
  productId: Id,
  lessonId: Id,
  url: AppPath.optional(),
  ...OpFields,
});
export type StartLessonInput = z.infer<typeof StartLessonInput>;

export const UpdateProgressInput = z.object({
  productId: Id,
  lessonId: Id,
  activityKey: ActivityKeyField,
  url: AppPath.optional(),
  ...OpFields,
});
export type UpdateProgressInput = z.infer<typeof UpdateProgressInput>;

export const ProductQuery = z.object({ productId: Id, learnerId: LearnerId.optional() });
/** `learnerId` narrows the answer to one learner's records; without it the answer is the whole class's. */
export const CompletedActivitiesQuery = ProductQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const LessonActivityQuery = ProductQuery.extend({ lessonId: Id });

/** An activity record as the API sends it; `lessonId` carries the lesson itself. */
export interface Activity {
  _id: string;
  productId: string;
  lessonId: LessonSummary;
  lastItem: { url: string };
  activitiesDone: ActivityKey[];
  completed: boolean;
  updatedAt: string;
}

/**
 * finish-game: the lesson's game (Play it) was played to its end; it also counts as Play it done.
 * finish-activity: another activity was finished (what that means is each activity's: see
 * src/features/activities/shared/use-finish.ts); it also counts as that activity done.
 */
export const OP_TYPES = ['start-lesson', 'update-progress', 'finish-game', 'finish-activity'] as const;

/** The learners a step was taught to; absent or empty for the whole class. */
export const StepLearners = z
  .array(LearnerId)
  .max(LEARNERS_PER_STEP_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a learner');

const QueuedFields = {
  opId: z.string().trim().min(1).max(100),
  seq: z.number().int().min(0),
  occurredAt: Instant,
};

/** A queued progress step. */
export const ProgressOp = z
  .object({
    ...QueuedFields,
    type: z.enum(OP_TYPES),
    productId: Id,
    lessonId: Id,
    activityKey: ActivityKeyField.optional(),
    url: AppPath.optional(),
    learnerIds: StepLearners.optional(),
  })
  .refine((op) => op.type !== 'update-progress' || op.activityKey !== undefined, {
    path: ['activityKey'],
    message: 'is required for update-progress',
  })
  .refine((op) => op.type !== 'finish-activity' || (op.activityKey !== undefined && op.activityKey !== 'play-it'), {
    path: ['activityKey'],
    message: 'is required for finish-activity, and Play it is finished by finish-game',
  });
export type ProgressOp = z.infer<typeof ProgressOp>;

/** A learner profile made or changed on a device: the newest change (by occurredAt) wins. */
export const SaveLearnerOp = z.object({
  ...QueuedFields,
  type: z.literal('save-learner'),
  learnerId: LearnerId,
  ...LearnerInput.shape,
});
export type SaveLearnerOp = z.infer<typeof SaveLearnerOp>;

/**
 * A learner's access settings changed on a device, whole. They have a version of their own, so a
 * rename on one tablet and a settings change on another both stay; the newest of each wins.
 */
export const SaveLearnerSettingsOp = z.object({
  ...QueuedFields,
  type: z.literal('save-learner-settings'),
  learnerId: LearnerId,
  settings: AccessSettingsInput,
});
export type SaveLearnerSettingsOp = z.infer<typeof SaveLearnerSettingsOp>;

/** A game level played to its right answer by the learners named (protocol 3; at least one learner). */
export const RecordLevelOp = z.object({
  ...QueuedFields,
  type: z.literal('record-level'),
  productId: Id,
  lessonId: Id,
  ...LevelFields,
  learnerIds: StepLearners.refine((ids) => ids.length > 0, 'must name a learner'),
});
export type RecordLevelOp = z.infer<typeof RecordLevelOp>;

/** The support a learner needed in a lesson on a day, marked by their teacher (protocol 3); the newest wins. */
export const SetSupportOp = z.object({
  ...QueuedFields,
  type: z.literal('set-support'),
  learnerId: LearnerId,
  productId: Id,
  lessonId: Id,
  day: Day,
  level: SupportLevelField,
});
export type SetSupportOp = z.infer<typeof SetSupportOp>;

/** A learner's goal written, changed or removed, whole (protocol 3); the newest change wins. */
export const SaveGoalOp = z.object({
  ...QueuedFields,
  type: z.literal('save-goal'),
  goalId: LearnerId,
  learnerId: LearnerId,
  removed: z.boolean().default(false),
  ...GoalInput.shape,
});
export type SaveGoalOp = z.infer<typeof SaveGoalOp>;

/**
 * One queued op, as a device replays it through POST /activities/sync. Learner profiles travel in
 * the same queue as progress: a profile made offline reaches the server before the steps naming it.
 */
export const SyncOp = z.discriminatedUnion('type', [
  ProgressOp,
  SaveLearnerOp,
  SaveLearnerSettingsOp,
  RecordLevelOp,
  SetSupportOp,
  SaveGoalOp,
]);
export type SyncOp = z.infer<typeof SyncOp>;

/**
 * The batch is checked only far enough to answer per op; each op is then validated on its own
 * so that one bad op is rejected without stopping the others.
 */
export const SyncRequest = z.object({
  /** The batch's protocol (see sync-protocol.ts); absent in the spec's batch, which is protocol 1. */
  protocol: z.number().int().min(SPEC_SYNC_PROTOCOL).default(SPEC_SYNC_PROTOCOL),
  clientId: z.string().trim().min(1).max(100),
  ops: z
    .array(z.looseObject({ opId: z.string().trim().min(1).max(100) }))
    .max(SYNC_BATCH_MAX_OPS)
    .refine((ops) => new Set(ops.map((op) => op.opId)).size === ops.length, 'must not repeat an opId'),
});
export type SyncRequest = z.infer<typeof SyncRequest>;

export { SYNC_STATUSES, type SyncOpResult, type SyncResponse, type SyncStatus } from './sync-protocol.ts';
