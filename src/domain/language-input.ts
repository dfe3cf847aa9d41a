import * as z from 'zod';
import './messages.ts';

/** A course's language as an author gives it: a BCP 47 tag (see language.ts). */
export const CourseLanguage = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/, {
    error: "must be a language tag such as 'en', 'en-GB' or 'cy'",
  })
  .max(35);
