/**
 * A course's language, as a BCP 47 tag ('en', 'en-GB', 'cy', 'pt-BR'): the words of its lessons are
 * spoken by a voice of that language. Authors pick one; a course without one is in English. The
 * check of an author's tag is in language-input.ts: zod stays off the pages that only speak.
 */
export const DEFAULT_COURSE_LANGUAGE = 'en';

/** The languages the course form offers first (any other tag may be typed). */
export const COMMON_COURSE_LANGUAGES: readonly { tag: string; name: string }[] = [
  { tag: 'en', name: 'English' },
  { tag: 'en-GB', name: 'English (UK)' },
  { tag: 'en-US', name: 'English (US)' },
  { tag: 'cy', name: 'Welsh' },
  { tag: 'ga', name: 'Irish' },
  { tag: 'gd', name: 'Scottish Gaelic' },
  { tag: 'fr', name: 'French' },
  { tag: 'de', name: 'German' },
  { tag: 'es', name: 'Spanish' },
  { tag: 'it', name: 'Italian' },
  { tag: 'nl', name: 'Dutch' },
  { tag: 'pl', name: 'Polish' },
  { tag: 'pt', name: 'Portuguese' },
  { tag: 'ar', name: 'Arabic' },
  { tag: 'ur', name: 'Urdu' },
  { tag: 'zh', name: 'Chinese' },
];

/**
 * Whether a voice's language serves a course's: the same primary language ('en-GB' serves 'en'
 * and 'en-US'), case as the browser reports it or not.
 */
export function sameLanguage(voiceLang: string, courseLang: string): boolean {
  const primary = (tag: string) => tag.toLowerCase().replace('_', '-').split('-')[0];
  return primary(voiceLang) === primary(courseLang);
}
