import type { Lesson } from '#domain/lesson';
import { Picture } from '#ui/picture.tsx';
import styles from './lesson-card.module.css';

export type LessonCardProps = {
  /** A saved lesson, or in a preview the editor's draft. */
  lesson: Pick<Lesson, 'title' | 'image' | 'description'>;
  /** The programme the lesson belongs to: the course's title. */
  caption: string;
} & (
  | { preview?: false; completed: boolean; disabled: boolean; starting: boolean; onStart: () => void }
  /** The card as an editor previews it: shown, not a button to start the lesson. */
  | { preview: true }
);

/**
 * One 170x170 session card of the lesson list; a completed lesson shows at half opacity. The
 * button is named by what it shows (title, description, programme, completion), as WCAG 2.5.3 asks.
 * A preview is no button, so its title is a heading and its picture is named.
 */
export function LessonCard(props: LessonCardProps) {
  const { lesson, caption, preview } = props;
  const completed = !preview && props.completed;
  const Title = preview ? 'h4' : 'span';
  const face = (
    <>
      <Picture src={lesson.image} alt={lesson.title} decorative={!preview} className={styles.image} />
      <Title className={styles.title}>{lesson.title}</Title>
      <span className={styles.details}>
        {lesson.description && <span className={styles.description}>{lesson.description}</span>}
        {caption && <span className={styles.caption}>{caption}</span>}
      </span>
      <span className={completed ? styles.done : 'visually-hidden'}>{completed ? '✓ Completed' : ''}</span>
    </>
  );
  if (preview) return <div className={`${styles.card} ${styles.still}`}>{face}</div>;
  const classes = [styles.card, completed ? styles.completed : '', props.starting ? styles.starting : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      disabled={props.disabled}
      aria-busy={props.starting}
      onClick={props.onStart}
    >
      {face}
    </button>
  );
}
