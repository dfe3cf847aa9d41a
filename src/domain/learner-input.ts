import * as z from 'zod';
import './messages.ts';
import { LEARNER_AVATARS, LEARNER_GROUP_MAX, LEARNER_NAME_MAX } from './learner.ts';

/** A client-made learner id: a UUID, so two devices never make the same one. */
export const LearnerId = z.uuid();

/** What a teacher sets on a profile: the body of PUT /learners/{id} and of a save-learner op. */
export const LearnerInput = z.object({
  displayName: z.string().trim().min(1, 'Please type a name').max(LEARNER_NAME_MAX),
  avatar: z.enum(LEARNER_AVATARS),
  group: z.string().trim().max(LEARNER_GROUP_MAX).default(''),
  archived: z.boolean().default(false),
});
export type LearnerInput = z.infer<typeof LearnerInput>;

/** A path parameter `{id}` naming a learner. */
export const LearnerIdParam = z.object({ id: LearnerId });
