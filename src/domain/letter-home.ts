import { ACTIVITY_KEYS, type ActivityKey } from './activity-keys.ts';
import type { LessonRecord } from './learner.ts';

/**
 * The letter home of a lesson (issue 36): this week's words and what the class did, from the
 * lesson, and for a chosen learner what they did, from the Learner report; in plain words a
 * family reads without knowing the app. Pure, so that the page prints and a test reads the same.
 */

/** What each activity is, said to a family. */
export const ACTIVITY_IN_PLAIN_WORDS: Record<ActivityKey, string> = {
  'say-it': 'said the words with signs and symbols',
  'find-it': 'found the words among pictures',
  'hear-it': 'listened to songs',
  'watch-it': 'watched short videos',
  'play-it': 'played a game',
  'read-it': 'shared stories',
  'learn-it': 'learned through play',
  'practise-it': 'practised at their own level',
  'write-it': 'did some writing',
};

export interface LetterInput {
  /** The course's title; empty while it is not known (the letter then does without it). */
  courseTitle: string;
  lessonTitle: string;
  /** The lesson's words, as its symbol cards say them. */
  words: readonly string[];
  /** The lesson's Read it books. */
  books: readonly { title: string }[];
  /** The learner the letter is about, with their record of this lesson; none: the whole class. */
  learner?: { name: string; record: LessonRecord | undefined };
  /** A day as the family reads it ("Friday 27 November"). */
  day: (iso: string) => string;
}

export interface Letter {
  greeting: string;
  paragraphs: string[];
}

/** "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const quoted = (word: string) => `“${word}”`;

function learnerParagraph({ name, record }: NonNullable<LetterInput['learner']>, day: LetterInput['day']): string {
  const done = ACTIVITY_KEYS.filter((key) => record?.done.includes(key));
  if (!record || done.length === 0) return `${name} has not done this lesson’s activities on the tablet yet.`;
  const games = record.gamesFinished;
  const game = games > 0 ? ` ${name} finished the game ${games === 1 ? 'once' : `${games} times`}.` : '';
  const all = done.length === ACTIVITY_KEYS.length ? ' That is every activity of the lesson.' : '';
  return `${name} ${inWords(done.map((key) => ACTIVITY_IN_PLAIN_WORDS[key]))} (last on ${day(record.lastSeenAt)}).${all}${game}`;
}

/** The letter's greeting and paragraphs, in order. */
export function letterHome(input: LetterInput): Letter {
  const { courseTitle, lessonTitle, words, books, learner, day } = input;
  const week = courseTitle ? `This week in “${courseTitle}”` : 'This week';
  const activities = inWords(ACTIVITY_KEYS.map((key) => ACTIVITY_IN_PLAIN_WORDS[key]));
  const paragraphs = [`${week} our lesson was “${lessonTitle}”. In class we ${activities}.`];
  if (words.length > 0) {
    paragraphs.push(
      `Our words this week: ${inWords(words.map(quoted))}. Their symbols are below. Use the words during the day, and point to the symbol as you say each one.`,
    );
  }
  if (learner) paragraphs.push(learnerParagraph(learner, day));
  if (books.length > 0) {
    paragraphs.push(`Stories to share at home: ${inWords(books.map((book) => quoted(book.title)))}.`);
  }
  return { greeting: learner ? `Dear family of ${learner.name},` : 'Dear parents and carers,', paragraphs };
}
