import type { BookletPage, BookletPagesPerSheet } from '#domain/print-materials';
import { type PaperSize, paginate } from '#domain/print-pages';
import { Picture } from '#ui/picture.tsx';
import { PaperSheet } from './paper-sheet.tsx';
import styles from './print-page.module.css';

/**
 * The Read it books as a booklet: one page per sheet, or two (the sheet's halves, with a fold line
 * between them, to fold or cut into A5 pages), numbered in reading order.
 */
export function StoryBooklet({
  pages,
  perSheet,
  paper,
}: {
  pages: readonly BookletPage[];
  perSheet: BookletPagesPerSheet;
  paper: PaperSize;
}) {
  const sheets = paginate(pages, perSheet);
  return sheets.map((sheet, number) => (
    <PaperSheet
      // biome-ignore lint/suspicious/noArrayIndexKey: sheets are made anew on every choice; a sheet is its place
      key={number}
      paper={paper}
      label={`Booklet sheet ${number + 1} of ${sheets.length}`}
    >
      <div className={perSheet === 2 ? styles.bookletHalves : styles.bookletWhole}>
        {sheet.map((page, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two books may share a title; a page is its place
          <article key={position} className={styles.bookletPage} data-print-booklet-page>
            <div className={styles.picture} data-print-picture>
              <Picture
                src={page.cover}
                alt={page.title ? `Cover of ${page.title}` : 'A book cover'}
                className={styles.image}
                eager
              />
            </div>
            {page.title && <h2 className={styles.bookletTitle}>{page.title}</h2>}
            {page.description && <p className={styles.bookletText}>{page.description}</p>}
            <p className={styles.bookletNumber}>{number * perSheet + position + 1}</p>
          </article>
        ))}
      </div>
    </PaperSheet>
  ));
}
