import { z } from 'zod';
import { ACTIVITY_KEYS, ActivityKey } from './activity-keys.ts';
import { Label, UrlText } from './text.ts';

const HEX = /^#?[0-9a-fA-F]{6}$/;

/** A card colour, stored as #RRGGBB; the spec's bare form (F8B6B1) is accepted too. */
export const CardColour = z
  .string()
  .trim()
  .regex(HEX, 'must be a colour like #RRGGBB')
  .transform((value) => (value.startsWith('#') ? value : `#${value}`).toUpperCase());

export const LessonCard = z.object({
  id: ActivityKey,
  title: Label,
  image: UrlText.default(''),
  bgColor: CardColour,
});
export type LessonCard = z.infer<typeof LessonCard>;

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

export const LessonCards = z
  .array(LessonCard)
  .max(ACTIVITY_KEYS.length)
  .refine((cards) => new Set(cards.map((card) => card.id)).size === cards.length, 'each activity may have one card');
