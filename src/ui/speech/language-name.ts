import { COMMON_COURSE_LANGUAGES } from '#domain/language';

/** A course language's name for the teacher ('English (UK)', 'Welsh'), or its tag where the browser knows no name. */
export function languageName(tag: string): string {
  const common = COMMON_COURSE_LANGUAGES.find((language) => language.tag.toLowerCase() === tag.toLowerCase());
  if (common) return common.name;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
