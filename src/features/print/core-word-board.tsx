import type { CSSProperties } from 'react';
import type { PrintCard } from '#domain/print-cards';
import { BOARD_WORD_PT, boardGrid, type PaperSize } from '#domain/print-pages';
import { PaperSheet } from './paper-sheet.tsx';
import styles from './print-page.module.css';
import { SymbolCard } from './symbol-card.tsx';

/** The lesson's words on one sheet, as a grid of large symbols for the table or the wall. */
export function CoreWordBoard({
  title,
  cards,
  paper,
}: {
  title: string;
  cards: readonly PrintCard[];
  paper: PaperSize;
}) {
  const { columns, rows } = boardGrid(cards.length);
  const grid = { '--columns': columns, '--rows': rows } as CSSProperties;
  return (
    <PaperSheet paper={paper} label="Core-word board">
      <div className={styles.board}>
        <h2 className={styles.boardTitle}>{title}</h2>
        <ul className={styles.cards} style={grid}>
          {cards.map((card, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the board's cards are its positions
            <SymbolCard key={position} card={card} wordPt={BOARD_WORD_PT} />
          ))}
        </ul>
      </div>
    </PaperSheet>
  );
}
