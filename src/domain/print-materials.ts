/**
 * What the lesson's writing sheets and story booklet print, from its Write it and Read it sections:
 * pure, so that the page shows and a test counts the same sheets.
 */

interface LessonSheets {
  sections: {
    writeIt: { canvases: readonly string[] };
    readIt: { books: readonly { bookTitle: string; coverImage: string; description: string }[] };
  };
}

/** The write-it canvases to trace, one sheet each, in the lesson's order; empty slots are left out. */
export function writingSheets(lesson: LessonSheets): string[] {
  return lesson.sections.writeIt.canvases.filter((canvas) => canvas.trim() !== '');
}

/** Handwriting rows under a writing sheet's picture: each a baseline with a dotted middle line. */
export const WRITING_ROWS = 4;

/** One page of the story booklet: a Read it book with its cover, title and the author's notes. */
export interface BookletPage {
  title: string;
  cover: string;
  description: string;
}

/** The Read it books as booklet pages, in order; a book with neither a title nor a cover is left out. */
export function bookletPages(lesson: LessonSheets): BookletPage[] {
  return lesson.sections.readIt.books
    .filter((book) => book.bookTitle.trim() !== '' || book.coverImage.trim() !== '')
    .map((book) => ({ title: book.bookTitle, cover: book.coverImage, description: book.description }));
}

/** Booklet pages to a sheet: one (a page per sheet) or two (halves, folded into an A5 booklet). */
export const BOOKLET_PAGES_PER_SHEET = [1, 2] as const;
export type BookletPagesPerSheet = (typeof BOOKLET_PAGES_PER_SHEET)[number];
