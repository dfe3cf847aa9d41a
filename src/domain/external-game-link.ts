import { isBuiltInGame } from '#domain/built-in-games';
import type { Lesson } from '#domain/lesson';
import { withHttps } from '#domain/links';

/**
 * Where play it goes when the lesson's game is not one of the built-in ones ('other-game', or
 * any type the app does not know): the game's link, else the lesson's link, with https:// added.
 * Undefined when the game plays in the app, or when there is no link to open.
 */
export function externalGameLink(lesson: Lesson): string | undefined {
  const playIt = lesson.sections?.playIt;
  if (playIt && isBuiltInGame(playIt.game)) return undefined;
  return withHttps(playIt?.link || lesson.link) || undefined;
}
