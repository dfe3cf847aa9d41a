import { queryOptions } from '@tanstack/react-query';
import type { Activity } from '#domain/activity';
import { api } from './http.ts';
import { readQuery } from './read-through.ts';

/** Whose records a read asks for: one learner's, or (none) the whole class's. */
type Whose = string | undefined;
const whose = (learnerId: Whose) => learnerId ?? 'class';

export const activityKeys = {
  ofProduct: (productId: string) => ['activities', productId] as const,
  last: (productId: string, learnerId?: Whose) => ['activities', productId, 'last', whose(learnerId)] as const,
  completed: (productId: string, page: number, learnerId?: Whose) =>
    ['activities', productId, 'completed', page, whose(learnerId)] as const,
  one: (productId: string, lessonId: string) => ['activities', productId, 'lesson', lessonId] as const,
};

const query = (productId: string, learnerId: Whose) =>
  `productId=${encodeURIComponent(productId)}${learnerId ? `&learnerId=${encodeURIComponent(learnerId)}` : ''}`;

export const lastActivityQuery = (productId: string, learnerId?: Whose) =>
  queryOptions({
    queryKey: activityKeys.last(productId, learnerId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        api<Activity | null>(`/activities/get-last-updated-activity?${query(productId, learnerId)}`, { signal }),
      ),
  });

export const completedActivitiesQuery = (productId: string, page = 1, learnerId?: Whose) =>
  queryOptions({
    queryKey: activityKeys.completed(productId, page, learnerId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        api<Activity[]>(`/activities/get-completed-activities?${query(productId, learnerId)}&page=${page}`, {
          signal,
        }),
      ),
  });
