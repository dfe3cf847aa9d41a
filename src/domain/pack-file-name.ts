/**
 * The file name a pack is saved under: the course's title, made safe for any disk. A module of its
 * own, without the pack's schemas: the client names a download with it, and the schemas (zod and
 * every section's) are a long task to evaluate on a tablet's CPU.
 */
export const packFileName = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/ {2,}/g, ' ')
      .trim() || 'course'
  }.course.zip`;
