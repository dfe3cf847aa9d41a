import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lessonQuery } from '#api/lessons.ts';
import { useProgressRecorded } from '#api/use-progress-recorded.ts';
import { isBuiltInGame } from '#domain/built-in-games';
import { externalGameLink } from '#domain/external-game-link';
import type { LevelResult } from '#domain/games/level-tally';
import { ActivityFrame } from '#features/activities/shared/activity-frame.tsx';
import { useBackToLesson } from '#features/activities/shared/use-back-to-lesson.ts';
import { finishGame, recordLevel } from '#offline/progress.ts';
import { Skeleton } from '#ui/skeleton.tsx';
import { PlayItActivity } from './play-it-activity.tsx';

export function PlayItPage({ productId, lessonId }: { productId: string; lessonId: string }) {
  const lesson = useQuery(lessonQuery(lessonId));
  const backToLessons = useBackToLesson(productId, lessonId);
  const recorded = useProgressRecorded(productId);
  const finished = useCallback(
    () => void finishGame({ productId, lessonId }).then(recorded),
    [productId, lessonId, recorded],
  );
  const game = lesson.data?.sections.playIt.game;
  const levelPlayed = useCallback(
    (result: LevelResult) => {
      if (game && isBuiltInGame(game)) void recordLevel({ productId, lessonId, game }, result);
    },
    [productId, lessonId, game],
  );
  return (
    <ActivityFrame
      activity="play-it"
      productId={productId}
      lessonId={lessonId}
      queries={[lesson]}
      skeleton={<Skeleton style={{ flex: '1 1 0' }} />}
    >
      {lesson.data && (
        <PlayItActivity
          playIt={lesson.data.sections.playIt}
          link={externalGameLink(lesson.data) ?? ''}
          onExit={backToLessons}
          onFinish={finished}
          onLevel={levelPlayed}
        />
      )}
    </ActivityFrame>
  );
}
