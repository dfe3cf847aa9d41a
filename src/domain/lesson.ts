import * as z from 'zod';
import { SECTION_KEYS } from './activity-keys.ts';
import { BasedOn, Version } from './edit-version.ts';
import { PlayableIt } from './game-rules.ts';
import { PlayIt } from './play-it.ts';
import { FindIt, HearIt, LearnIt, PractiseIt, ReadIt, SayIt, WatchIt, WriteIt } from './sections.ts';
import { Id, Label, Text, UrlText } from './text.ts';

const sectionsWith = (playIt: typeof PlayIt) =>
  z.object({
    sayIt: SayIt.prefault({}),
    findIt: FindIt.prefault({}),
    hearIt: HearIt.prefault({}),
    watchIt: WatchIt.prefault({}),
    playIt: playIt.prefault({}),
    readIt: ReadIt.prefault({}),
    learnIt: LearnIt.prefault({}),
    practiseIt: PractiseIt.prefault({}),
    writeIt: WriteIt.prefault({}),
  });

/** The sections a save sends: every level of the game is one a learner can finish. */
export const Sections = sectionsWith(PlayableIt);
export type Sections = z.infer<typeof Sections>;
export type SectionsDraft = z.input<typeof Sections>;

/**
 * The sections as stored and read: a level saved before a rule of PlayableIt existed still reads
 * (an empty quantity Amount as 0), in the API's answers and in course packs. Only a save refuses it.
 */
const StoredSections = sectionsWith(PlayIt);

/** A lesson with every section at its defaults, as a new lesson starts. */
export function emptySections(): Sections {
  return Sections.parse({});
}

/**
 * Older editors send sections as top-level keys of the lesson (sayIt, findIt, ...). They are
 * folded into `sections`, where an explicit `sections` entry wins.
 */
function foldTopLevelSections(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const loose = Object.fromEntries(SECTION_KEYS.filter((key) => key in record).map((key) => [key, record[key]]));
  if (Object.keys(loose).length === 0) return value;
  const explicit = typeof record.sections === 'object' && record.sections !== null ? record.sections : {};
  return { ...record, sections: { ...loose, ...explicit } };
}

const LessonCard = z.object({
  title: Label.min(1, 'is required'),
  image: UrlText.default(''),
  description: Text.default(''),
  link: UrlText.default(''),
});

const LessonFields = LessonCard.extend({ sections: Sections.prefault({}) });

/** POST /lessons: a new lesson of a product. */
export const LessonCreate = z.preprocess(foldTopLevelSections, LessonFields.extend({ productId: Id }));
export type LessonCreate = z.infer<typeof LessonCreate>;

/** PUT /lessons/{id}: the full lesson with its sections. The product a lesson belongs to never changes. */
export const LessonUpdate = z.preprocess(foldTopLevelSections, LessonFields);
export type LessonUpdate = z.infer<typeof LessonUpdate>;

/** What PUT /lessons/{id} takes: the full lesson and, optionally, the version it was based on. */
export const LessonSave = z.intersection(LessonUpdate, BasedOn);
export type LessonSave = z.infer<typeof LessonSave>;

/** What a lesson's saves are merged by: its card (title, image, description, link) and each of its nine sections. */
export type LessonParts = { card: Pick<LessonUpdate, 'title' | 'image' | 'description' | 'link'> } & Sections;
export const LESSON_PART_KEYS = ['card', ...SECTION_KEYS] as const;

export function lessonParts(lesson: Omit<LessonUpdate, 'sections'> & { sections: Sections }): LessonParts {
  const { title, image, description, link, sections } = lesson;
  return { card: { title, image, description, link }, ...sections };
}

/** The lesson a save sends, made of its parts. */
export function lessonOfParts({ card, ...sections }: LessonParts): LessonUpdate {
  return { ...card, sections };
}

/** A lesson as the API sends it. */
export const Lesson = LessonCard.extend({
  sections: StoredSections.prefault({}),
  _id: Id,
  productId: Id,
  version: Version,
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lesson = z.infer<typeof Lesson>;

/** The part of a lesson an activity record carries as its `lessonId`. */
export type LessonSummary = Pick<Lesson, '_id' | 'title' | 'image' | 'description' | 'order'>;

export const LessonListQuery = z.object({ productId: Id });

export const LessonOrderUpdate = z.object({
  /**
   * The product's lessons in the order the author saw them before moving one: a reorder of another
   * order is refused (409). Optional, as the spec's body has none (the app always sends it).
   */
  basedOn: z.array(Id).max(1000).optional(),
  lessons: z
    .array(z.object({ _id: Id, order: z.number().int().min(0).max(1_000_000) }))
    .min(1)
    .max(1000)
    .refine((items) => new Set(items.map((item) => item._id)).size === items.length, 'must not list a lesson twice'),
});
export type LessonOrderUpdate = z.infer<typeof LessonOrderUpdate>;
