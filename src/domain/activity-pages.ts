import type { ActivityKey } from './activity-keys.ts';

/** The title each activity page shows (spec section 2); hear it and watch it have none there. */
export const ACTIVITY_PAGE_TITLES: Record<ActivityKey, string> = {
  'say-it': 'say it, sign it',
  'find-it': 'find it- can you find it on your AAC?',
  'hear-it': 'hear it',
  'watch-it': 'watch it',
  'play-it': 'play it',
  'read-it': 'Read It - Story ideas',
  'learn-it': 'Learn it - Activity ideas',
  'practise-it': 'Practice it - Table task',
  'write-it': 'Write it - Writing task',
};
