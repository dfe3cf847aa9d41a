import { Picture } from '#ui/picture.tsx';
import styles from './lessons.module.css';

/** How the lesson's card will look in the learner's lesson list. */
export function LessonCardPreview({
  title,
  image,
  description,
}: {
  title: string;
  image: string;
  description: string;
}) {
  const name = title || 'Lesson title';
  return (
    <article className={styles.previewCard} aria-label="Lesson card preview">
      <Picture src={image} alt={name} className={styles.previewImage} />
      <h4 className={styles.previewTitle}>{name}</h4>
      <p className={styles.previewDescription}>{description || 'The lesson description shows here.'}</p>
    </article>
  );
}
