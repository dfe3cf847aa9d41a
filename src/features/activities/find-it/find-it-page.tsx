import { useQuery } from '@tanstack/react-query';
import { findItCardsQuery } from '#api/findit.ts';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { Skeletons } from '#ui/skeleton.tsx';
import styles from './find-it.module.css';
import { FindItActivity } from './find-it-activity.tsx';

export function FindItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  const cardSet = useQuery(findItCardsQuery(productId));
  return (
    <ActivityFrame
      activity="find-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson, cardSet]}
      skeleton={
        <div className={styles.grid}>
          <Skeletons count={16} style={{ aspectRatio: '4 / 5' }} />
        </div>
      }
    >
      {lesson.data && cardSet.data && (
        <FindItActivity section={lesson.data.sections.findIt} cards={cardSet.data.cards} />
      )}
    </ActivityFrame>
  );
}
