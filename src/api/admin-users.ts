import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, RoleUpdate } from '#domain/roles';
import { client } from './client.ts';
import { call } from './http.ts';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  page: (page: number) => ['admin', 'users', 'page', page] as const,
  sources: (userId: string) => ['admin', 'users', userId, 'subscription-sources'] as const,
  roleChanges: ['admin', 'users', 'role-changes'] as const,
};

/** GET /admin/users?page={n}: one page of users and how many pages there are. */
export const usersPageQuery = (page: number) =>
  queryOptions({
    queryKey: adminUserKeys.page(page),
    queryFn: ({ signal }) => call((o) => client.admin.users.$get({ query: { page: String(page) } }, o), { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/users/search?q={text}: the users whose name, display name or email holds the text. */
export const searchUsers = (text: string, signal?: AbortSignal) =>
  call((o) => client.admin.users.search.$get({ query: { q: text } }, o), { signal });

/** PUT /admin/users/{id}/subscriptions: the subscriptions an admin grants, beside the shop's. */
export const updateSubscriptions = (userId: string, adminSubscriptions: string[]) =>
  call((o) => client.admin.users[':id'].subscriptions.$put({ param: { id: userId }, json: { adminSubscriptions } }, o));

/** POST /admin/users/{id}/sign-out-everywhere: every session of the user ends at once (a lost tablet). */
export const signOutEverywhere = (userId: string) =>
  call((o) => client.admin.users[':id']['sign-out-everywhere'].$post({ param: { id: userId } }, o));

/** GET /admin/users/{id}/subscription-sources: where each subscription of the user comes from. */
export const subscriptionSourcesQuery = (userId: string) =>
  queryOptions({
    queryKey: adminUserKeys.sources(userId),
    queryFn: ({ signal }) =>
      call((o) => client.admin.users[':id']['subscription-sources'].$get({ param: { id: userId } }, o), { signal }),
  });

/** Grants subscriptions; the pages of users are loaded again (in the background) to show them. */
export function useUpdateSubscriptions() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, adminSubscriptions }: { userId: string; adminSubscriptions: string[] }) =>
      updateSubscriptions(userId, adminSubscriptions),
    onSuccess: refresh,
  });
}

/** Loads the users (and the role change log) again, in the background: a write does not wait for it. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
}

/** GET /admin/users/role-changes: who changed whose role, when, from what to what; newest first. */
export const roleChangesQuery = () =>
  queryOptions({
    queryKey: adminUserKeys.roleChanges,
    queryFn: ({ signal }) => call((o) => client.admin.users['role-changes'].$get({ query: {} }, o), { signal }),
  });

/** PUT /admin/users/{id}/role, with the acting admin's password; the users and the role change log are loaded again. */
export function useChangeRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: RoleUpdate }) =>
      call((o) => client.admin.users[':id'].role.$put({ param: { id: userId }, json: role }, o)),
    onSuccess: refresh,
  });
}

/** POST /admin/users/invitations, with the acting admin's password; the users and the role change log are loaded again. */
export function useInvite() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (invitation: Invitation) => call((o) => client.admin.users.invitations.$post({ json: invitation }, o)),
    onSuccess: refresh,
  });
}
