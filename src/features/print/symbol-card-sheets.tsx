import type { CSSProperties } from 'react';
import type { PrintCard } from '#domain/print-cards';
import { CARD_GRIDS, CARD_WORD_PT, type CardsPerPage, type PaperSize, paginate } from '#domain/print-pages';
import { PaperSheet } from './paper-sheet.tsx';
import styles from './print-page.module.css';
import { SymbolCard } from './symbol-card.tsx';

/** The symbol cards, `perPage` to a sheet, every card whole on one sheet. */
export function SymbolCardSheets({
  cards,
  perPage,
  paper,
}: {
  cards: readonly PrintCard[];
  perPage: CardsPerPage;
  paper: PaperSize;
}) {
  const pages = paginate(cards, perPage);
  const { columns, rows } = CARD_GRIDS[perPage];
  const grid = { '--columns': columns, '--rows': rows } as CSSProperties;
  return pages.map((page, number) => (
    <PaperSheet
      // Pages are made anew from the cards on every choice: their place is what they are.
      // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position
      key={number}
      paper={paper}
      label={`Page ${number + 1} of ${pages.length}`}
    >
      <ul className={styles.cards} style={grid}>
        {page.map((card, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card may be printed twice (matching copy)
          <SymbolCard key={position} card={card} wordPt={CARD_WORD_PT[perPage]} />
        ))}
      </ul>
    </PaperSheet>
  ));
}
