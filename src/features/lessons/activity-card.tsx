import { useId } from 'react';
import type { LessonCard } from '#domain/lesson-cards';
import { Picture } from '#ui/picture.tsx';
import styles from './activity-card.module.css';
import { ActivityIcon } from './activity-icon.tsx';

/** One of the nine activity cards of a lesson, in the product's colour. */
export function ActivityCard({
  card,
  opening,
  busy,
  onOpen,
}: {
  card: LessonCard;
  opening: boolean;
  busy: boolean;
  onOpen: () => void;
}) {
  const titleId = useId();
  return (
    <button
      type="button"
      className={`${styles.card} ${opening ? styles.opening : ''}`}
      style={{ backgroundColor: card.bgColor }}
      onClick={onOpen}
      aria-labelledby={titleId}
      aria-disabled={busy}
      aria-busy={opening}
    >
      {card.image ? (
        <Picture src={card.image} alt={card.title} className={styles.image} decorative={Boolean(card.title)} />
      ) : (
        <span className={styles.placeholder} role="img" aria-label={card.title}>
          <ActivityIcon activity={card.id} className={styles.icon} />
        </span>
      )}
      <span id={titleId} className={styles.title}>
        {card.title}
      </span>
    </button>
  );
}
