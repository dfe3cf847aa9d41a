import type { UseQueryResult } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ActivityKey } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { ApiError } from '../../../api/http.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { PageFrame } from '../../../ui/page-frame.tsx';
import { LearningNowBar } from '../../learners/learning-now-bar.tsx';
import { useBackToLesson } from './use-back-to-lesson.ts';

export interface ActivityFrameProps {
  activity: ActivityKey;
  productId: string;
  lessonId: string;
  /** The calls the page waits for; a 403 from any of them leads to the course's purchase page. */
  queries: readonly UseQueryResult<unknown>[];
  /** What shows while the calls are under way, shaped like the content. */
  skeleton: ReactNode;
  /** The activity's view, rendered once every call has answered. */
  children: ReactNode;
}

/**
 * The frame of an activity page: its spec title, a back button one step back in history (to the
 * lesson page when the page was opened directly), and the loading, error and no-access states.
 */
export function ActivityFrame({ activity, productId, lessonId, queries, skeleton, children }: ActivityFrameProps) {
  const back = useBackToLesson(productId, lessonId);

  const failed = queries.find((query) => query.isError && query.data === undefined);
  if (failed?.error instanceof ApiError && failed.error.status === 403) {
    return <Navigate to="/buy/$productId" params={{ productId }} replace />;
  }

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
    body = children;
  }

  return (
    <PageFrame title={ACTIVITY_PAGE_TITLES[activity]} onBack={back} actions={<LearningNowBar />}>
      {body}
    </PageFrame>
  );
}
