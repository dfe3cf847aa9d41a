import { queryOptions } from '@tanstack/react-query';
import { client } from './client.ts';
import { call } from './http.ts';

/** GET /privacy: this server's own rules (how many days archived learners are kept; null: until deleted). */
export const privacyQuery = () =>
  queryOptions({
    queryKey: ['privacy'] as const,
    queryFn: ({ signal }) => call((o) => client.privacy.$get(undefined, o), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
