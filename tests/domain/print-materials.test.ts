import { describe, expect, it } from 'vitest';
import { bookletPages, writingSheets } from '#domain/print-materials';
import { paginate } from '#domain/print-pages';

const book = (bookTitle: string, coverImage = '', description = '') => ({ bookTitle, coverImage, description });
const lessonWith = (canvases: string[], books: ReturnType<typeof book>[]) => ({
  title: 'Week 1',
  sections: { writeIt: { canvases }, readIt: { books } },
});

describe('writing sheets', () => {
  it('are the Write it canvases in order, one sheet each, leaving out empty slots', () => {
    expect(writingSheets(lessonWith(['/a.png', '', '  ', '/b.png', '/a.png'], []))).toEqual([
      '/a.png',
      '/b.png',
      '/a.png',
    ]);
    expect(writingSheets(lessonWith([], []))).toEqual([]);
  });
});

describe('the story booklet', () => {
  it('has a page per Read it book with a title or a cover, in order', () => {
    const books = [book('Go, Dog. Go!', '/go.jpg', 'By P. D. Eastman.'), book(''), book('', '/cover.jpg'), book('Bus')];
    expect(bookletPages(lessonWith([], books))).toEqual([
      { title: 'Go, Dog. Go!', cover: '/go.jpg', description: 'By P. D. Eastman.' },
      { title: '', cover: '/cover.jpg', description: '' },
      { title: 'Bus', cover: '', description: '' },
    ]);
  });

  it('folds two pages to a sheet in reading order, the last sheet half-full when the count is odd', () => {
    const pages = bookletPages(lessonWith([], [book('One'), book('Two'), book('Three')]));
    expect(paginate(pages, 2).map((sheet) => sheet.map((page) => page.title))).toEqual([['One', 'Two'], ['Three']]);
  });
});
