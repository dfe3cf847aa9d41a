import { useQuery } from '@tanstack/react-query';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import styles from './learn-it.module.css';
import { LearnItActivity } from './learn-it-activity.tsx';

export function LearnItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  return (
    <ActivityFrame
      activity="learn-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={
        <div className={styles.layout}>
          <Skeletons count={2} style={{ height: 480 }} />
        </div>
      }
    >
      {lesson.data && <LearnItActivity section={lesson.data.sections.learnIt} />}
    </ActivityFrame>
  );
}
