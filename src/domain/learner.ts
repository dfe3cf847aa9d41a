import type { AccessSettings } from './access-settings.ts';
import type { ActivityKey } from './activity-keys.ts';
import type { LevelRecord, SupportMark } from './evidence.ts';

/**
 * A learner profile: a child a teacher teaches on a shared tablet. It belongs to one teacher, who
 * alone sees its name; no learner signs in. Its id is made by the device that created it, so a
 * profile made offline can be used (and named by progress steps) before it reaches the server.
 * The checks of a teacher's input are in learner-input.ts: zod stays off the pages that only list
 * learners.
 */

/** The built-in picture avatars a teacher picks from (drawn by the client, no photos). */
export const LEARNER_AVATARS = [
  'sun',
  'star',
  'moon',
  'heart',
  'flower',
  'tree',
  'fish',
  'boat',
  'car',
  'house',
  'ball',
  'kite',
] as const;
export type LearnerAvatar = (typeof LEARNER_AVATARS)[number];

export const LEARNER_NAME_MAX = 40;
export const LEARNER_GROUP_MAX = 40;
/** How many learners one progress step may be for (a small group, never a whole school). */
export const LEARNERS_PER_STEP_MAX = 30;
/** The active (not archived) profiles one teacher may have: far more than a class, a cap against floods. */
export const ACTIVE_LEARNERS_MAX = 200;
export const TOO_MANY_LEARNERS = `You already have ${ACTIVE_LEARNERS_MAX} active learners, the most a teacher can have. Archive or delete one to add another.`;

/** A learner as the API sends it to its teacher. */
export interface Learner {
  _id: string;
  displayName: string;
  avatar: LearnerAvatar;
  group: string;
  archived: boolean;
  /** How the learner reaches the learner path; null until their teacher sets it: the defaults apply. */
  settings: AccessSettings | null;
  createdAt: string;
  updatedAt: string;
}

/** What an admin may know of teachers' learners: how many, never who. */
export interface LearnerCount {
  userId: string;
  active: number;
  archived: number;
}

/** Learners in the order lists and pickers show them: by name, then by id for equal names. */
export function byName<T extends { displayName: string; _id: string }>(a: T, b: T): number {
  return a.displayName.localeCompare(b.displayName) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** What one learner (or, with learnerId null, the whole class) has done in one lesson. */
export interface LessonRecord {
  learnerId: string | null;
  lessonId: string;
  /** The activities done, in lesson order. */
  done: ActivityKey[];
  /** Per activity done, when it was done last (unknown for steps recorded before learners existed). */
  doneAt: Partial<Record<ActivityKey, string>>;
  /** Per activity finished, when it was finished last (absent from servers and saved copies before it was recorded). */
  finishedAt?: Partial<Record<ActivityKey, string>> | undefined;
  /** How many times the lesson's game was played to its end. */
  gamesFinished: number;
  /** When the learner last did anything in the lesson. */
  lastSeenAt: string;
}

/**
 * GET /learners/report?productId: a teacher's learners and every record of theirs in the course,
 * with the game levels they played and the support marked (absent from a server before issue 35).
 */
export interface LearnerReportData {
  learners: Learner[];
  records: LessonRecord[];
  levels?: LevelRecord[] | undefined;
  support?: SupportMark[] | undefined;
}
