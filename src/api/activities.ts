import { queryOptions } from '@tanstack/react-query';
import { client } from './client.ts';
import { call } from './http.ts';
import { readQuery } from './read-through.ts';

export const activityKeys = {
  ofProduct: (productId: string) => ['activities', productId] as const,
  last: (productId: string) => ['activities', productId, 'last'] as const,
  completed: (productId: string, page: number) => ['activities', productId, 'completed', page] as const,
  one: (productId: string, lessonId: string) => ['activities', productId, 'lesson', lessonId] as const,
};

export const lastActivityQuery = (productId: string) =>
  queryOptions({
    queryKey: activityKeys.last(productId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        call((o) => client.activities['get-last-updated-activity'].$get({ query: { productId } }, o), { signal }),
      ),
  });

export const completedActivitiesQuery = (productId: string, page = 1) =>
  queryOptions({
    queryKey: activityKeys.completed(productId, page),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        call(
          (o) => client.activities['get-completed-activities'].$get({ query: { productId, page: String(page) } }, o),
          { signal },
        ),
      ),
  });
