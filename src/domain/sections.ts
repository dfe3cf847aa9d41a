import * as z from 'zod';
import { VIDEO_SLOT_COUNT } from './constants.ts';
import { Label, Text, UrlText } from './text.ts';

/** The eight non-game sections of a lesson (spec section 3); playIt lives in play-it.ts. */

const Link = z.object({ text: Label.default(''), link: UrlText.default('') });
export type Link = z.infer<typeof Link>;
const Links = z.array(Link).max(50).default([]);

const Illustration = z.object({ image: UrlText.default(''), text: Text.default('') });
export type Illustration = z.infer<typeof Illustration>;

export const SayIt = z.object({
  title: Label.default(''),
  video: UrlText.default(''),
  illustrations: z
    .array(Illustration)
    .max(50)
    .default(() => [
      { image: '', text: '' },
      { image: '', text: '' },
    ]),
});
export type SayIt = z.infer<typeof SayIt>;

export const FindIt = z.object({
  cardIndexes: z
    .array(z.number().int().min(1).max(100_000))
    .max(1000)
    .default([])
    .refine((indexes) => new Set(indexes).size === indexes.length, 'must not repeat a card'),
});
export type FindIt = z.infer<typeof FindIt>;

/** One video slot. A bare string (the older stored form) is read as its url. */
export const VideoSlot = z.preprocess(
  (value) => (typeof value === 'string' ? { url: value } : value),
  z.object({ url: UrlText.default(''), thumbnail: UrlText.default('') }),
);
export type VideoSlot = z.infer<typeof VideoSlot>;

const videoSlots = (initial: () => VideoSlot[]) => z.array(VideoSlot).max(VIDEO_SLOT_COUNT).default(initial);

export const HearIt = z.object({ videos: videoSlots(() => []) });
export type HearIt = z.infer<typeof HearIt>;

export const WatchIt = z.object({ videos: videoSlots(() => [{ url: '', thumbnail: '' }]) });
export type WatchIt = z.infer<typeof WatchIt>;

export const Book = z.object({
  bookTitle: Label.default(''),
  coverImage: UrlText.default(''),
  description: Text.default(''),
  shopUrl: UrlText.default(''),
  videoUrl: UrlText.default(''),
  thumbnail: UrlText.default(''),
});
export type Book = z.infer<typeof Book>;
export const EMPTY_BOOK: Book = Book.parse({});

export const ReadIt = z.object({
  books: z
    .array(Book)
    .max(50)
    .default(() => [EMPTY_BOOK]),
});
export type ReadIt = z.infer<typeof ReadIt>;

export const AttentionStage = z.object({
  title: Label.default(''),
  video: UrlText.default(''),
  thumbnail: UrlText.default(''),
  text: Links,
});
export type AttentionStage = z.infer<typeof AttentionStage>;
export const EMPTY_STAGE: AttentionStage = AttentionStage.parse({});

export const AttentionTab = z.object({
  key: z.literal('attention'),
  title: Label.default(''),
  content: z
    .array(AttentionStage)
    .max(50)
    .default(() => [EMPTY_STAGE]),
});
export type AttentionTab = z.infer<typeof AttentionTab>;

export const PlayContent = z.object({
  title: Label.default(''),
  text: z.array(Text).max(200).default([]),
  image: UrlText.default(''),
  links: Links,
});
export type PlayContent = z.infer<typeof PlayContent>;

export const PlayTab = z.object({
  key: z.literal('play'),
  title: Label.default(''),
  playContent: PlayContent.prefault({}),
});
export type PlayTab = z.infer<typeof PlayTab>;

export const LearnIt = z.object({
  tabs: z
    .array(z.discriminatedUnion('key', [AttentionTab, PlayTab]))
    .max(2)
    .default(() => [AttentionTab.parse({ key: 'attention' }), PlayTab.parse({ key: 'play' })]),
});
export type LearnIt = z.infer<typeof LearnIt>;

export const YearGroup = z.object({ content: Text.default(''), image: UrlText.default(''), links: Links });
export type YearGroup = z.infer<typeof YearGroup>;

export const PractiseIt = z.object({
  years01: YearGroup.prefault({}),
  years12: YearGroup.prefault({}),
  years34: YearGroup.prefault({}),
  disclaimer: Text.default(''),
  pdfResource: UrlText.default(''),
});
export type PractiseIt = z.infer<typeof PractiseIt>;

export const WriteIt = z.object({
  canvases: z.array(UrlText).max(100).default([]),
  globalFileLink: UrlText.default(''),
});
export type WriteIt = z.infer<typeof WriteIt>;
