import { useQuery } from '@tanstack/react-query';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { Skeleton } from '#ui/skeleton.tsx';
import styles from './practise-it.module.css';
import { PractiseItActivity } from './practise-it-activity.tsx';

export function PractiseItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  return (
    <ActivityFrame
      activity="practise-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={
        <div className={styles.activity}>
          <Skeleton style={{ height: 48, width: 420 }} />
          <Skeleton style={{ height: 340 }} />
        </div>
      }
    >
      {lesson.data && <PractiseItActivity section={lesson.data.sections.practiseIt} />}
    </ActivityFrame>
  );
}
