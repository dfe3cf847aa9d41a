/**
 * The nine activities of a lesson, in the order the lesson grid shows them. Each key is also the
 * lesson card id, the activity page's route segment and the key recorded by update-progress.
 */
export const ACTIVITY_KEYS = [
  'say-it',
  'find-it',
  'hear-it',
  'watch-it',
  'play-it',
  'read-it',
  'learn-it',
  'practise-it',
  'write-it',
] as const;

export type ActivityKey = (typeof ACTIVITY_KEYS)[number];

/** The lesson section that feeds each activity page. */
export const SECTION_OF_ACTIVITY = {
  'say-it': 'sayIt',
  'find-it': 'findIt',
  'hear-it': 'hearIt',
  'watch-it': 'watchIt',
  'play-it': 'playIt',
  'read-it': 'readIt',
  'learn-it': 'learnIt',
  'practise-it': 'practiseIt',
  'write-it': 'writeIt',
} as const satisfies Record<ActivityKey, string>;

export type SectionKey = (typeof SECTION_OF_ACTIVITY)[ActivityKey];

export const SECTION_KEYS = ACTIVITY_KEYS.map((key) => SECTION_OF_ACTIVITY[key]);

export function isActivityKey(value: string): value is ActivityKey {
  return (ACTIVITY_KEYS as readonly string[]).includes(value);
}
