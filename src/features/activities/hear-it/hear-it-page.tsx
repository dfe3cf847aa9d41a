import { useQuery } from '@tanstack/react-query';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { VideoGridSkeleton } from '#features/activities/shared/video-grid-skeleton.tsx';
import { HearItActivity } from './hear-it-activity.tsx';

export function HearItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  return (
    <ActivityFrame
      activity="hear-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={<VideoGridSkeleton />}
    >
      {lesson.data && <HearItActivity section={lesson.data.sections.hearIt} />}
    </ActivityFrame>
  );
}
