import { useId } from 'react';
import type { Lesson } from '#domain/lesson';
import { Picture } from '../../ui/picture.tsx';
import styles from './lesson-card.module.css';

export interface LessonCardProps {
  lesson: Lesson;
  /** The programme the lesson belongs to: the course's title. */
  caption: string;
  completed: boolean;
  disabled: boolean;
  starting: boolean;
  onStart: () => void;
}

/** One 170x170 session card of the lesson list; a completed lesson shows at half opacity. */
export function LessonCard({ lesson, caption, completed, disabled, starting, onStart }: LessonCardProps) {
  const titleId = useId();
  const stateId = useId();
  const detailsId = useId();
  const classes = [styles.card, completed ? styles.completed : '', starting ? styles.starting : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled}
      aria-busy={starting}
      onClick={onStart}
      aria-labelledby={`${titleId} ${stateId}`}
      aria-describedby={detailsId}
    >
      <Picture src={lesson.image} alt={lesson.title} className={styles.image} />
      <span id={titleId} className={styles.title}>
        {lesson.title}
      </span>
      <span id={detailsId} className={styles.details}>
        {lesson.description && <span className={styles.description}>{lesson.description}</span>}
        {caption && <span className={styles.caption}>{caption}</span>}
      </span>
      <span id={stateId} className={completed ? styles.done : 'visually-hidden'}>
        {completed ? '✓ Completed' : ''}
      </span>
    </button>
  );
}
