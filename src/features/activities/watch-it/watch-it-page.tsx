import { useQuery } from '@tanstack/react-query';
import { lessonQuery } from '#api/lessons.ts';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { VideoGridSkeleton } from '#features/activities/shared/video-grid-skeleton.tsx';
import { WatchItActivity } from './watch-it-activity.tsx';

export function WatchItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  return (
    <ActivityFrame
      activity="watch-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={<VideoGridSkeleton />}
    >
      {lesson.data && <WatchItActivity section={lesson.data.sections.watchIt} />}
    </ActivityFrame>
  );
}
