import { useSortable } from '@dnd-kit/sortable';
import type { Lesson } from '#domain/lesson';
import { Button } from '#ui/button.tsx';
import { Picture } from '#ui/picture.tsx';
import styles from './lessons.module.css';

/**
 * One lesson card of the list: a drag by mouse or touch anywhere on it, or by keyboard from its
 * handle (Space to lift, arrows to move, Space to drop); a click selects it, unless it was a drag.
 */
export function LessonTile({
  lesson,
  position,
  selected,
  draft,
  onSelect,
  onEdit,
  onDelete,
}: {
  lesson: Lesson;
  position: number;
  selected: boolean;
  /** Unsaved content of this lesson is kept in this browser. */
  draft: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lesson._id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      className={`${styles.tile} ${selected ? styles.selected : ''} ${isDragging ? styles.dragging : ''}`}
      data-selected={selected}
      {...listeners}
    >
      <button type="button" className={styles.select} aria-pressed={selected} onClick={onSelect} title={lesson.title}>
        <Picture src={lesson.image} alt="" decorative className={styles.image} />
        <span className={styles.title}>
          <span className={styles.number}>{position}.</span> {lesson.title}
        </span>
        {draft && <span className={styles.draftBadge}>Unsaved draft</span>}
      </button>
      <div className={styles.tools}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          aria-label={`Move ${lesson.title}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <Button variant="secondary" size="small" onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="small" aria-label={`Delete ${lesson.title}`} onClick={onDelete}>
          ✕
        </Button>
      </div>
    </li>
  );
}
