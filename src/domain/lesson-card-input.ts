import * as z from 'zod';
import { ACTIVITY_KEYS } from './activity-keys.ts';
import type { LessonCard as LessonCardData } from './lesson-cards.ts';
import { Label, UrlText } from './text.ts';

const HEX = /^#?[0-9a-fA-F]{6}$/;

/** A card colour, stored as #RRGGBB; the spec's bare form (F8B6B1) is accepted too. */
export const CardColour = z
  .string()
  .trim()
  .regex(HEX, 'must be a colour like #RRGGBB')
  .transform((value) => (value.startsWith('#') ? value : `#${value}`).toUpperCase());

export const LessonCard = z.object({
  id: z.enum(ACTIVITY_KEYS),
  title: Label,
  image: UrlText.default(''),
  bgColor: CardColour,
}) satisfies z.ZodType<LessonCardData, unknown>;

/** A product's lesson cards as an author sets them: at most one per activity. */
export const LessonCards = z
  .array(LessonCard)
  .max(ACTIVITY_KEYS.length)
  .refine((cards) => new Set(cards.map((card) => card.id)).size === cards.length, 'each activity may have one card');
