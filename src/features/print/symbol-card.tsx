import type { CSSProperties } from 'react';
import type { PrintCard } from '#domain/print-cards';
import { Picture } from '#ui/picture.tsx';
import styles from './print-page.module.css';

/** A card as printed: its picture, its word under it, on its colour, inside its cut lines. */
export function SymbolCard({ card, wordPt }: { card: PrintCard; wordPt: number }) {
  return (
    <li className={styles.cell} data-print-card>
      <figure className={styles.card} style={{ backgroundColor: card.colour } as CSSProperties}>
        <div className={styles.picture}>
          <Picture src={card.image} alt={card.word} className={styles.image} decorative={Boolean(card.word)} eager />
        </div>
        {card.word && (
          <figcaption className={styles.word} style={{ fontSize: `${wordPt}pt` }}>
            {card.word}
          </figcaption>
        )}
      </figure>
    </li>
  );
}
