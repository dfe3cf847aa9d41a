import { DEFAULT_BACKGROUND_COLOUR } from './constants.ts';
import type { FindItCard } from './findit.ts';
import { isFindItMatch } from './findit-match.ts';

/** One symbol card on paper: its picture, its word under it, its colour. */
export interface PrintCard {
  word: string;
  image: string;
  colour: string;
}

export type PrintCardSource = 'lesson' | 'course';

interface LessonWords {
  sections: {
    findIt: { cardIndexes: readonly number[] };
    sayIt: { illustrations: readonly { image: string; text: string }[] };
  };
}

const ofFindItCard = (card: FindItCard): PrintCard => ({
  word: card.title,
  image: card.image,
  colour: card.backgroundColor,
});

/**
 * The cards to print: with 'lesson', the find-it cards the lesson's Find it asks for, then the key
 * words of its Say it illustrations (each as the course's card with the same picture, else with the
 * illustration's own text); with 'course', every find-it card of the course. Each picture once.
 */
export function printCards(
  lesson: LessonWords,
  courseCards: readonly FindItCard[],
  source: PrintCardSource,
): PrintCard[] {
  if (source === 'course') return courseCards.map(ofFindItCard);
  const asked = courseCards.filter((card) => isFindItMatch(card, lesson.sections.findIt.cardIndexes)).map(ofFindItCard);
  const illustrated = lesson.sections.sayIt.illustrations
    .filter((illustration) => illustration.image || illustration.text)
    .map((illustration): PrintCard => {
      const card = illustration.image
        ? courseCards.find((candidate) => candidate.image === illustration.image)
        : undefined;
      return card
        ? ofFindItCard(card)
        : { word: illustration.text, image: illustration.image, colour: DEFAULT_BACKGROUND_COLOUR };
    });
  const seen = new Set<string>();
  return [...asked, ...illustrated].filter((card) => {
    const key = `${card.image}\n${card.word}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The cards and a second copy of each, for matching: the copies after the originals. */
export function withMatchingCopy<T>(cards: readonly T[]): T[] {
  return [...cards, ...cards];
}
