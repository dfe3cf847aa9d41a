import { queryOptions } from '@tanstack/react-query';
import { client } from './client.ts';
import { call } from './http.ts';
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

export const lastActivityQuery = (productId: string, learnerId?: Whose) =>
  queryOptions({
    queryKey: activityKeys.last(productId, learnerId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        call(
          (o) =>
            client.activities['get-last-updated-activity'].$get(
              { query: { productId, ...(learnerId ? { learnerId } : {}) } },
              o,
            ),
          { signal },
        ),
      ),
  });

export const completedActivitiesQuery = (productId: string, page = 1, learnerId?: Whose) =>
  queryOptions({
    queryKey: activityKeys.completed(productId, page, learnerId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        call(
          (o) =>
            client.activities['get-completed-activities'].$get(
              { query: { productId, page: String(page), ...(learnerId ? { learnerId } : {}) } },
              o,
            ),
          { signal },
        ),
      ),
  });
