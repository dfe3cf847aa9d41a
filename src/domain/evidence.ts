import type { ActivityKey } from './activity-keys.ts';
import type { BuiltInGame } from './built-in-games.ts';
import type { LevelResult } from './games/level-tally.ts';

/**
 * What a teacher keeps as evidence of a learner's learning (issue 35): each game level played (tries,
 * first try or not, hints and audio asked for, time), the support a learner needed in a session, and
 * the learner's goals. No zod here: the report and the games read these types without loading it
 * (evidence-input.ts holds the schemas).
 */

/** How much help a learner needed in a session, from most independent to most help. */
export const SUPPORT_LEVELS = ['independent', 'prompted', 'physical'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

export const SUPPORT_LABELS: Record<SupportLevel, string> = {
  independent: 'Independent',
  prompted: 'Prompted',
  physical: 'Physical help',
};

/** One game level played to its right answer by one learner (what the level tally counted, LevelResult). */
export interface LevelRecord extends LevelResult {
  learnerId: string;
  lessonId: string;
  game: BuiltInGame;
  /** When the level was finished (ISO 8601). */
  at: string;
}

/** The support a learner needed in one lesson on one day (the teacher's one tap); the newest mark wins. */
export interface SupportMark {
  learnerId: string;
  lessonId: string;
  /** The teacher's local day, YYYY-MM-DD. */
  day: string;
  level: SupportLevel;
  /** When it was marked (ISO 8601). */
  at: string;
}

/** What a goal counts toward its target: sessions with no help, or game levels right first time. */
export const GOAL_MEASURES = ['independent', 'first-try'] as const;
export type GoalMeasure = (typeof GOAL_MEASURES)[number];

/** "8 of 10 sessions independent": `count` of the last `of` sessions (or levels) meet the measure. */
export interface GoalTarget {
  count: number;
  of: number;
  measure: GoalMeasure;
}

/** What a goal is about. A record counts for a goal when it matches any link; a goal with none counts everything. */
export interface GoalLinks {
  lessons: string[];
  activities: ActivityKey[];
  games: BuiltInGame[];
}

/** A learner's goal (an IEP or EHCP target) as the API sends it to the learner's teacher. */
export interface Goal {
  _id: string;
  learnerId: string;
  text: string;
  target: GoalTarget | null;
  /** YYYY-MM-DD, or null. */
  reviewDate: string | null;
  links: GoalLinks;
  updatedAt: string;
}

export const GOAL_TEXT_MAX = 500;
export const GOAL_TARGET_OF_MAX = 100;

/** The words of a target: "8 of 10 sessions independent". */
export function targetText({ count, of, measure }: GoalTarget): string {
  return measure === 'independent'
    ? `${count} of ${of} sessions independent`
    : `${count} of ${of} game levels right first time`;
}

/** A game's name for people: 'find-the-correct-one' → 'Find the correct one'. */
export function gameName(game: BuiltInGame): string {
  const words = game.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A moment's day in the device's own time zone, YYYY-MM-DD: the teacher's day, as support marks name it. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
