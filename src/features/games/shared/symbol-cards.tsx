import { Picture } from '#ui/picture.tsx';
import { HearCard } from '#ui/speech/speak-button.tsx';
import { useAskedFor } from './game-evidence.ts';
import styles from './symbol-cards.module.css';

export interface SymbolCard {
  title: string;
  image: string;
}

/** A row of picture cards with their words (the hint cards, the question and answer cards); a touch on one says its word. */
export function SymbolCards({
  cards,
  label,
  size = 'normal',
}: {
  cards: SymbolCard[];
  label: string;
  size?: 'normal' | 'small';
}) {
  const askedForAudio = useAskedFor('audio');
  const shown = cards.filter((card) => card.image || card.title);
  if (shown.length === 0) return null;
  return (
    <ul className={`${styles.cards} ${size === 'small' ? styles.small : ''}`} aria-label={label}>
      {shown.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: authors may repeat a card; the order is stable
        <li key={index} className={styles.card}>
          {card.image && (
            <Picture src={card.image} alt={card.title} className={styles.image} decorative={!!card.title} />
          )}
          {card.title && <span className={styles.title}>{card.title}</span>}
          {card.title && <HearCard title={card.title} onSpeak={askedForAudio} />}
        </li>
      ))}
    </ul>
  );
}
