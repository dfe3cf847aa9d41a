import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef } from 'react';
import { isForbidden } from '#api/http.ts';
import type { ActivityKey } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { LearningNowBar } from '#features/learners/learning-now-bar.tsx';
import { finishActivity } from '#offline/progress.ts';
import { ErrorMessage } from '#ui/error-message.tsx';
import { PageFrame } from '#ui/page-frame.tsx';
import { useBackToLesson } from './use-back-to-lesson.ts';
import { FinishActivity } from './use-finish.ts';

export interface ActivityFrameProps {
  activity: ActivityKey;
  productId: string;
  lessonId: string;
  /** The calls the page waits for. */
  queries: readonly UseQueryResult<unknown>[];
  /** What shows while the calls are under way, shaped like the content. */
  skeleton: ReactNode;
  /** The activity's view, rendered once every call has answered. */
  children: ReactNode;
}

/**
 * The frame of an activity page: its spec title, a back button one step back in history (to the
 * lesson page when the page was opened directly), the loading, error and no-access states, and
 * the record of the activity finished (once per visit; see use-finish.ts).
 */
export function ActivityFrame({ activity, productId, lessonId, queries, skeleton, children }: ActivityFrameProps) {
  const back = useBackToLesson(productId, lessonId);
  const finished = useRef(false);
  const finish = useCallback(() => {
    if (finished.current || activity === 'play-it') return;
    finished.current = true;
    void finishActivity({ productId, lessonId, activityKey: activity });
  }, [activity, productId, lessonId]);

  // A refused course (403) is no error here: the course's layout sends the user to its purchase page.
  const failed = queries.find((query) => query.isError && query.data === undefined && !isForbidden(query.error));

  let body: ReactNode;
  if (failed) {
    body = (
      <ErrorMessage
        error={failed.error}
        title="This activity could not be loaded."
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  } else if (queries.some((query) => query.data === undefined)) {
    body = skeleton;
  } else {
    body = <FinishActivity value={finish}>{children}</FinishActivity>;
  }

  return (
    <PageFrame title={ACTIVITY_PAGE_TITLES[activity]} onBack={back} actions={<LearningNowBar />} fill scanRoot>
      {body}
    </PageFrame>
  );
}
