import * as z from 'zod';
import './messages.ts';
import { ACTIVITY_KEYS } from './activity-keys.ts';
import { BUILT_IN_GAMES } from './built-in-games.ts';
import { GOAL_MEASURES, GOAL_TARGET_OF_MAX, GOAL_TEXT_MAX, SUPPORT_LEVELS } from './evidence.ts';
import { Id } from './text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as YYYY-MM-DD (a real calendar day). */
export const Day = z.iso.date();

export const SupportLevelField = z.enum(SUPPORT_LEVELS);

/** What a game level's record holds, as the device measured it. Bounded so that no op can flood a table. */
export const LevelFields = {
  game: z.enum(BUILT_IN_GAMES),
  level: z.number().int().min(0).max(999),
  tries: z.number().int().min(1).max(10_000),
  firstTry: z.boolean(),
  hints: z.number().int().min(0).max(10_000),
  audio: z.number().int().min(0).max(10_000),
  ms: z.number().int().min(0).max(DAY_MS),
};

export const GoalTargetInput = z
  .object({
    count: z.number().int().min(1, 'Please give a number of 1 or more'),
    of: z.number().int().min(1).max(GOAL_TARGET_OF_MAX),
    measure: z.enum(GOAL_MEASURES),
  })
  .refine((target) => target.count <= target.of, {
    path: ['count'],
    message: 'The target cannot be more than the number it is counted of',
  });

/** What a teacher writes on a goal: the body of a save-goal op. */
export const GoalInput = z.object({
  text: z.string().trim().min(1, 'Please write the goal').max(GOAL_TEXT_MAX),
  target: GoalTargetInput.nullable().default(null),
  reviewDate: Day.nullable().default(null),
  links: z
    .object({
      lessons: z.array(Id).max(200).default([]),
      activities: z.array(z.enum(ACTIVITY_KEYS)).max(ACTIVITY_KEYS.length).default([]),
      games: z.array(z.enum(BUILT_IN_GAMES)).max(BUILT_IN_GAMES.length).default([]),
    })
    .default({ lessons: [], activities: [], games: [] }),
});
export type GoalInput = z.infer<typeof GoalInput>;
