import { useSortable } from '@dnd-kit/sortable';
import type { FindItCard } from '#domain/findit';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';
import styles from './course.module.css';

/** One Find It card of the editor's row: dragged anywhere by mouse or touch, by keyboard from its handle. */
export function FindItCardTile({
  id,
  card,
  position,
  selected,
  onEdit,
  onCopy,
  onRemove,
}: {
  id: string;
  card: FindItCard;
  position: number;
  /** Whether the inputs above edit this card in place. */
  selected: boolean;
  onEdit: () => void;
  onCopy: () => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const name = card.title || `card ${position}`;
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        backgroundColor: card.backgroundColor,
      }}
      className={`${styles.findCard} ${isDragging ? styles.dragging : ''} ${selected ? styles.findSelected : ''}`}
      {...listeners}
    >
      <span className={styles.findNumber} title="Position">
        {position}
      </span>
      <Picture src={card.image} alt={name} className={styles.findImage} />
      <span className={styles.findTitle}>{card.title}</span>
      <span className={styles.findId}>id {card.findIndex}</span>
      <div className={styles.findTools}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          aria-label={`Move ${name}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <Button variant="ghost" size="small" aria-label={`Edit ${name}`} aria-pressed={selected} onClick={onEdit}>
          ✎
        </Button>
        <Button variant="ghost" size="small" aria-label={`Duplicate ${name}`} onClick={onCopy}>
          Duplicate
        </Button>
        <Button variant="ghost" size="small" aria-label={`Remove ${name}`} onClick={onRemove}>
          ✕
        </Button>
      </div>
    </li>
  );
}
