import type { Lesson } from '#domain/lesson';
import { Picture } from '#ui/picture.tsx';
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

/**
 * One 170x170 session card of the lesson list; a completed lesson shows at half opacity. The
 * button is named by what it shows (title, description, programme, completion), as WCAG 2.5.3 asks.
 */
export function LessonCard({ lesson, caption, completed, disabled, starting, onStart }: LessonCardProps) {
  const classes = [styles.card, completed ? styles.completed : '', starting ? styles.starting : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" className={classes} disabled={disabled} aria-busy={starting} onClick={onStart}>
      <Picture src={lesson.image} alt="" decorative className={styles.image} />
      <span className={styles.title}>{lesson.title}</span>
      <span className={styles.details}>
        {lesson.description && <span className={styles.description}>{lesson.description}</span>}
        {caption && <span className={styles.caption}>{caption}</span>}
      </span>
      <span className={completed ? styles.done : 'visually-hidden'}>{completed ? '✓ Completed' : ''}</span>
    </button>
  );
}
