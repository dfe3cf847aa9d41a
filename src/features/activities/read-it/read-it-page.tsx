import { useQuery } from '@tanstack/react-query';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import styles from './read-it.module.css';
import { ReadItActivity } from './read-it-activity.tsx';

export function ReadItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  return (
    <ActivityFrame
      activity="read-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={
        <div className={styles.grid}>
          <Skeletons count={4} style={{ height: 320 }} />
        </div>
      }
    >
      {lesson.data && <ReadItActivity section={lesson.data.sections.readIt} />}
    </ActivityFrame>
  );
}
