import { queryOptions } from '@tanstack/react-query';
import type { Activity } from '#domain/activity';
import { api } from './http.ts';
import { readQuery } from './read-through.ts';

export const activityKeys = {
  ofProduct: (productId: string) => ['activities', productId] as const,
  last: (productId: string) => ['activities', productId, 'last'] as const,
  completed: (productId: string, page: number) => ['activities', productId, 'completed', page] as const,
  one: (productId: string, lessonId: string) => ['activities', productId, 'lesson', lessonId] as const,
};

const query = (productId: string) => `productId=${encodeURIComponent(productId)}`;

export const lastActivityQuery = (productId: string) =>
  queryOptions({
    queryKey: activityKeys.last(productId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        api<Activity | null>(`/activities/get-last-updated-activity?${query(productId)}`, { signal }),
      ),
  });

export const completedActivitiesQuery = (productId: string, page = 1) =>
  queryOptions({
    queryKey: activityKeys.completed(productId, page),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        api<Activity[]>(`/activities/get-completed-activities?${query(productId)}&page=${page}`, { signal }),
      ),
  });
