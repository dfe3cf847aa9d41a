import { WRITING_ROWS } from '#domain/print-materials';
import type { PaperSize } from '#domain/print-pages';
import { Picture } from '#ui/picture.tsx';
import { PaperSheet } from './paper-sheet.tsx';
import styles from './print-page.module.css';

/** The Write it canvases as tracing sheets: a name line, the canvas's picture, then handwriting rows. */
export function WritingSheets({
  lessonTitle,
  canvases,
  paper,
}: {
  lessonTitle: string;
  canvases: readonly string[];
  paper: PaperSize;
}) {
  return canvases.map((canvas, number) => (
    <PaperSheet
      // biome-ignore lint/suspicious/noArrayIndexKey: a lesson may use the same canvas twice; a sheet is its place
      key={number}
      paper={paper}
      label={`Writing sheet ${number + 1} of ${canvases.length}`}
    >
      <div className={styles.writing}>
        <header className={styles.writingHead}>
          <span className={styles.nameLine}>Name</span>
          <span>
            {lessonTitle} · Write it {number + 1}
          </span>
        </header>
        <div className={`${styles.picture} ${styles.writingPicture}`} data-print-picture>
          <Picture src={canvas} alt={`Writing task ${number + 1}`} className={styles.image} eager />
        </div>
        <div className={styles.writingRows} aria-hidden="true">
          {Array.from({ length: WRITING_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are alike; a row is its place
            <div key={row} className={styles.writingRow} />
          ))}
        </div>
      </div>
    </PaperSheet>
  ));
}
