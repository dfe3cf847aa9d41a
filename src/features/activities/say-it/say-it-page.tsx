import { useQuery } from '@tanstack/react-query';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { Skeleton, Skeletons } from '#ui/skeleton.tsx';
import styles from './say-it.module.css';
import { SayItActivity } from './say-it-activity.tsx';

export function SayItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  return (
    <ActivityFrame
      activity="say-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={
        <div className={styles.activity}>
          <Skeleton style={{ height: 160 }} />
          <div className={styles.illustrations}>
            <Skeletons count={4} style={{ height: 300 }} />
          </div>
        </div>
      }
    >
      {lesson.data && <SayItActivity section={lesson.data.sections.sayIt} />}
    </ActivityFrame>
  );
}
