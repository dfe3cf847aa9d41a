import type { ActivityKey } from '#domain/activity-keys';
import type { DemoCourse } from '../demo-course.ts';
import { lessonCards } from './builders.ts';
import { CORE_WORDS_CARDS } from './core-words-cards.ts';
import { CORE_WORDS_LESSONS } from './core-words-lessons.ts';
import { cover, doc, type SymbolName } from './media.ts';

/** The symbol on each of the nine lesson cards. */
const CARD_SYMBOLS: Record<ActivityKey, SymbolName> = {
  'say-it': 'me',
  'find-it': 'teddy',
  'hear-it': 'drum',
  'watch-it': 'train',
  'play-it': 'ball',
  'read-it': 'book',
  'learn-it': 'help',
  'practise-it': 'apple',
  'write-it': 'star',
};

/** The demo customer owns this course: eleven weekly sessions, every activity and every game. */
export const coreWordsCourse: DemoCourse = {
  product: {
    id: 'demo-core-words',
    shopifyProductId: 'demo-core-words-shop',
    title: 'Core Words Together',
    description:
      'An eleven-week programme that brings one or two core words into every part of the school day: go, stop, ' +
      'more, help, in and out, like, want, big and little, me and you, all gone and go away. Each weekly session ' +
      'follows the same nine steps – say it, find it, hear it, watch it, play it, read it, learn it, practise it ' +
      'and write it – so learners know what comes next and every adult models the same words on the AAC system ' +
      'again and again. Written by teachers for mixed classes in special schools and early-years settings: ' +
      'songs and stories to share, a game for the interactive whiteboard, and table tasks for Years 0-1, 1-2 ' +
      'and 2-4 that you can print.',
    titleLogo: cover('full-course-logo'),
    preview: cover('full-course-preview'),
    url: 'https://example.com/shop/core-words-together',
    manualLink: doc('manual.html'),
    resourcesLink: doc('resources.html'),
    lessonCards: lessonCards(CARD_SYMBOLS),
    language: 'en',
  },
  lessons: CORE_WORDS_LESSONS,
  findItCards: CORE_WORDS_CARDS,
};
