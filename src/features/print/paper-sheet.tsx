import type { CSSProperties, ReactNode } from 'react';
import { PAPER_SIZES, type PaperSize, PRINT_MARGIN_MM } from '#domain/print-pages';
import styles from './print-page.module.css';

/**
 * One sheet of paper: on screen the whole sheet with its margins, on paper the area inside them
 * (the margins are the printed page's, set by @page). Ends its printed page.
 */
export function PaperSheet({ paper, label, children }: { paper: PaperSize; label: string; children: ReactNode }) {
  const { widthMm, heightMm } = PAPER_SIZES[paper];
  const size = {
    '--paper-width': `${widthMm}mm`,
    '--paper-height': `${heightMm}mm`,
    '--paper-margin': `${PRINT_MARGIN_MM}mm`,
  } as CSSProperties;
  return (
    <section className={styles.sheet} style={size} aria-label={label} data-print-page>
      {children}
    </section>
  );
}

/** The printed page's size and margins, for the browser's print and its PDF. */
export function PageRule({ paper }: { paper: PaperSize }) {
  return <style>{`@page { size: ${PAPER_SIZES[paper].css}; margin: ${PRINT_MARGIN_MM}mm; }`}</style>;
}
