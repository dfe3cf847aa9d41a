import type { ActivityKey } from '#domain/activity-keys';
import type { SectionsDraft } from '#domain/lesson';
import { DEFAULT_LESSON_CARDS } from '#domain/lesson-cards';
import type { DemoCourse, DemoLesson } from '../demo-course.ts';
import {
  amazonSearch,
  bookCover,
  doc,
  STOP_MOTION_VIDEO_MP4,
  type SymbolName,
  symbol,
  thumbnail,
  youtubeLink,
} from './media.ts';

/** Small builders that turn a lesson plan (the words a teacher reads) into the stored sections. */

export type PlayItDraft = NonNullable<SectionsDraft['playIt']>;
type FindItCardDraft = DemoCourse['findItCards'][number];

export interface LinkPlan {
  text: string;
  link?: string;
}

export interface BookPlan {
  title: string;
  author: string;
  description: string;
  /** Show a local thumbnail instead of the one derived from the video link. */
  localThumbnail?: boolean;
}

export interface StagePlan {
  title: string;
  text: LinkPlan[];
}

export interface YearPlan {
  /** Several lines; the page keeps the line breaks. */
  content: string;
  image: SymbolName;
  links?: LinkPlan[];
}

export interface LessonPlan {
  id: string;
  /** The lesson's number in its course: seeds video links and picks thumbnails and covers in turn. */
  number: number;
  title: string;
  image: string;
  /** The lesson page heading. */
  description: string;
  /** Where play it goes when the lesson's game is not a built-in one. */
  link?: string;
  /** The name of the lesson's PDFs: `<docName>.pdf` (table task) and `<docName>-writing.pdf`. */
  docName: string;
  sayIt: { title: string; illustrations: Array<[SymbolName, string]> };
  findIt: number[];
  /** How many song videos hear it shows (1-4); the first has a local thumbnail. */
  songs: number;
  /** How many clips watch it shows (1-4); the first has a local thumbnail. */
  clips: number;
  /** Adds the local stop-motion clip to watch it, which plays offline too. */
  localClip?: boolean;
  books: BookPlan[];
  attention: { title: string; stages: StagePlan[] };
  play: { title: string; heading: string; paragraphs: string[]; image: SymbolName; links: LinkPlan[] };
  practise: { years01: YearPlan; years12: YearPlan; years34: YearPlan; disclaimer?: string };
  canvases: string[];
  playIt: PlayItDraft;
}

export const DEFAULT_DISCLAIMER =
  'These table tasks are ideas, not a script. Adapt them to each learner’s communication system, sensory ' +
  'needs and motor skills. Always supervise small objects, food and water play, and check allergies first.';

const toLinks = (links: LinkPlan[] = []) => links.map(({ text, link = '' }) => ({ text, link }));

function videoSlots(seed: string, count: number, firstThumbnail: number) {
  return Array.from({ length: count }, (_, slot) => ({
    url: youtubeLink(`${seed}-${slot + 1}`),
    thumbnail: slot === 0 ? thumbnail(firstThumbnail) : '',
  }));
}

function yearGroup(plan: YearPlan) {
  return { content: plan.content, image: symbol(plan.image), links: toLinks(plan.links) };
}

export function buildLesson(plan: LessonPlan): DemoLesson {
  const { id, number } = plan;
  const clips = videoSlots(`${id}-watch`, plan.clips, number + 1);
  if (plan.localClip) clips.splice(1, 0, { url: STOP_MOTION_VIDEO_MP4, thumbnail: thumbnail(number + 2) });
  return {
    id,
    title: plan.title,
    image: plan.image,
    description: plan.description,
    ...(plan.link ? { link: plan.link } : {}),
    sections: {
      sayIt: {
        title: plan.sayIt.title,
        video: youtubeLink(`${id}-say`),
        illustrations: plan.sayIt.illustrations.map(([name, text]) => ({ image: symbol(name), text })),
      },
      findIt: { cardIndexes: plan.findIt },
      hearIt: { videos: videoSlots(`${id}-hear`, plan.songs, number) },
      watchIt: { videos: clips.slice(0, 4) },
      readIt: {
        books: plan.books.map((book, index) => ({
          bookTitle: book.title,
          coverImage: bookCover(number + index),
          description: `By ${book.author}. ${book.description}`,
          shopUrl: amazonSearch(`${book.title} ${book.author}`),
          videoUrl: youtubeLink(`${id}-book-${index + 1}`),
          thumbnail: book.localThumbnail ? thumbnail(number + index) : '',
        })),
      },
      learnIt: {
        tabs: [
          {
            key: 'attention',
            title: plan.attention.title,
            content: plan.attention.stages.map((stage, index) => ({
              title: stage.title,
              video: youtubeLink(`${id}-attention-${index + 1}`),
              thumbnail: index === 0 ? thumbnail(number + 3) : '',
              text: toLinks(stage.text),
            })),
          },
          {
            key: 'play',
            title: plan.play.title,
            playContent: {
              title: plan.play.heading,
              text: plan.play.paragraphs,
              image: symbol(plan.play.image),
              links: toLinks(plan.play.links),
            },
          },
        ],
      },
      practiseIt: {
        years01: yearGroup(plan.practise.years01),
        years12: yearGroup(plan.practise.years12),
        years34: yearGroup(plan.practise.years34),
        disclaimer: plan.practise.disclaimer ?? DEFAULT_DISCLAIMER,
        pdfResource: doc(`${plan.docName}.pdf`),
      },
      writeIt: { canvases: plan.canvases, globalFileLink: doc(`${plan.docName}-writing.pdf`) },
      playIt: plan.playIt,
    },
  };
}

/** The nine default lesson cards (their titles and colours) with a symbol on each. */
export function lessonCards(symbols: Record<ActivityKey, SymbolName>) {
  return DEFAULT_LESSON_CARDS.map((card) => ({ ...card, image: symbol(symbols[card.id]) }));
}

/** The word a symbol stands for ('open-gift' reads 'open gift'). */
export const wordOf = (name: SymbolName): string => name.replaceAll('-', ' ');

/** A find-it card set in shown order: findIndex is the 1-based position. */
export function findItCards(entries: Array<[SymbolName, string]>): FindItCardDraft[] {
  return entries.map(([name, backgroundColor], index) => ({
    image: symbol(name),
    title: wordOf(name),
    findIndex: index + 1,
    backgroundColor,
  }));
}

/** The findIndex values of the named cards, so lessons name the cards they ask for. */
export function cardIndexes(cards: FindItCardDraft[], ...names: SymbolName[]): number[] {
  return names.map((name) => {
    const card = cards.find((candidate) => candidate.image === symbol(name));
    if (!card) throw new Error(`The find-it set has no card "${name}"`);
    return card.findIndex;
  });
}

// ---- Play it ---------------------------------------------------------------------------------

/** Draggables whose ids are the symbol name, a hyphen and the item's index (`apple-0`). */
export function draggables(...names: SymbolName[]) {
  return names.map((name, index) => ({ id: `${name}-${index}`, url: symbol(name), draggable: true }));
}

/** The ids of the draggables showing one of the named symbols. */
export function idsOf(items: Array<{ id: string; url: string }>, ...names: SymbolName[]): string[] {
  return items.filter((item) => names.some((name) => item.url === symbol(name))).map((item) => item.id);
}

export const hintCards = (...names: SymbolName[]) =>
  names.map((name) => ({ title: wordOf(name), image: symbol(name) }));

export const questionCards = (...names: SymbolName[]) =>
  names.map((name) => ({ label: wordOf(name), imageSrc: symbol(name) }));

export const imageOptions = (...names: SymbolName[]) => names.map((name) => ({ src: symbol(name), alt: wordOf(name) }));

/** Multi-line text, one argument a line. */
export const lines = (...parts: string[]): string => parts.join('\n');
