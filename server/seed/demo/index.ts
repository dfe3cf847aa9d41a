import { GAME_OPTIONS } from '#domain/built-in-games';
import type { DemoCourse } from '../demo-course.ts';
import { coreWordsCourse } from './core-words-course.ts';
import { starterCourse } from './starter-course.ts';

export { coreWordsCourse } from './core-words-course.ts';
export { starterCourse } from './starter-course.ts';

/** The courses seeded on first start. The demo customer owns the first one only. */
export const DEMO_COURSES: DemoCourse[] = [coreWordsCourse, starterCourse];

/** The ten built-in games and 'other-game': the values of the authoring game selector. */
export type GameValue = (typeof GAME_OPTIONS)[number];

/**
 * For each game value, the first demo lesson that plays it, looking through the courses in order.
 * The full course covers every value, so each lesson here is one the demo customer can open.
 */
export const DEMO_LESSON_BY_GAME: Record<GameValue, string> = lessonByGame(DEMO_COURSES);

function lessonByGame(courses: DemoCourse[]): Record<GameValue, string> {
  const lessons = courses.flatMap((course) => course.lessons);
  const entries = GAME_OPTIONS.map((game) => {
    const lesson = lessons.find((candidate) => candidate.sections.playIt?.game === game);
    if (!lesson) throw new Error(`No demo lesson plays the game "${game}"`);
    return [game, lesson.id] as const;
  });
  return Object.fromEntries(entries) as Record<GameValue, string>;
}
