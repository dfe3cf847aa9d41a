import { useQuery } from '@tanstack/react-query';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import boardStyles from '#ui/drawing-board/drawing-board.module.css';
import { Skeleton } from '#ui/skeleton.tsx';
import styles from './write-it.module.css';
import { WriteItActivity } from './write-it-activity.tsx';

export function WriteItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  return (
    <ActivityFrame
      activity="write-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={
        <div className={styles.activity}>
          <Skeleton style={{ height: 48, width: 320 }} />
          <div className={boardStyles.board}>
            <Skeleton style={{ height: 480 }} />
            <Skeleton className={boardStyles.area} />
          </div>
        </div>
      }
    >
      {lesson.data && <WriteItActivity section={lesson.data.sections.writeIt} />}
    </ActivityFrame>
  );
}
