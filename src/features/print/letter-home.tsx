import type { CSSProperties } from 'react';
import type { Letter } from '#domain/letter-home';
import type { PrintCard } from '#domain/print-cards';
import type { PaperSize } from '#domain/print-pages';
import { PaperSheet } from './paper-sheet.tsx';
import styles from './print-page.module.css';
import { SymbolCard } from './symbol-card.tsx';

/** The word cards under the letter: at most this many to a row, small enough to leave room for the text. */
const LETTER_CARD_COLUMNS = 4;
const LETTER_WORD_PT = 14;

/** The letter home on one sheet: the course and lesson, the letter, the week's symbols, a signature line. */
export function LetterHome({
  heading,
  letter,
  cards,
  paper,
}: {
  heading: string;
  letter: Letter;
  cards: readonly PrintCard[];
  paper: PaperSize;
}) {
  const columns = Math.min(LETTER_CARD_COLUMNS, Math.max(1, cards.length));
  const grid = { '--columns': columns, '--rows': Math.ceil(cards.length / columns) } as CSSProperties;
  return (
    <PaperSheet paper={paper} label="Letter home">
      <div className={styles.letter} data-print-letter>
        <h2 className={styles.letterHeading}>{heading}</h2>
        <p>{letter.greeting}</p>
        {letter.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {cards.length > 0 && (
          <ul className={`${styles.cards} ${styles.letterCards}`} style={grid}>
            {cards.map((card, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the week's cards are their positions
              <SymbolCard key={position} card={card} wordPt={LETTER_WORD_PT} />
            ))}
          </ul>
        )}
        <p className={styles.letterSignature}>With best wishes,</p>
      </div>
    </PaperSheet>
  );
}
