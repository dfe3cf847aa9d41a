import { ACTIVITY_KEYS, type ActivityKey } from './activity-keys.ts';

// No zod here: the lesson grid shows the cards with this module, and zod stays off its path. An
// author's cards are checked by lesson-card-input.ts.

/** One card of a product's lesson grid. */
export interface LessonCard {
  id: ActivityKey;
  title: string;
  image: string;
  /** #RRGGBB */
  bgColor: string;
}

const DEFAULT_CARD_COLOURS: Record<ActivityKey, string> = {
  'say-it': '#F8B6B1',
  'find-it': '#FCD5AF',
  'hear-it': '#FCE9AD',
  'watch-it': '#DFEAB7',
  'play-it': '#B4EAC4',
  'read-it': '#B1CFFF',
  'learn-it': '#DEBAF1',
  'practise-it': '#F6BBE7',
  'write-it': '#E2CBB0',
};

export function activityTitle(key: ActivityKey): string {
  return key.replace('-', ' ');
}

/** The nine default lesson cards (spec section 3), used when a product has none of its own. */
export const DEFAULT_LESSON_CARDS: readonly LessonCard[] = ACTIVITY_KEYS.map((id) => ({
  id,
  title: activityTitle(id),
  image: '',
  bgColor: DEFAULT_CARD_COLOURS[id],
}));

/**
 * The cards a lesson grid shows: the product's own, one per activity in the grid's order, with
 * the default card standing in for any activity the product does not style.
 */
export function effectiveLessonCards(cards: readonly LessonCard[] | undefined): LessonCard[] {
  return DEFAULT_LESSON_CARDS.map((fallback) => cards?.find((card) => card.id === fallback.id) ?? fallback);
}
