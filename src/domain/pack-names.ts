// What the client needs of a course pack's names without the pack's schemas (zod and every
// section's), whose evaluation is a long task on a tablet's CPU: the start page and the course home
// use these.

/** The file name a pack is saved under: the course's title, made safe for any disk. */
export const packFileName = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim() || 'course'
  }.course.zip`;

/** A signing key's id: the first 16 bytes of the SHA-256 of its raw public key, in hex. */
export const KEY_ID_PATTERN = /^[0-9a-f]{32}$/;
