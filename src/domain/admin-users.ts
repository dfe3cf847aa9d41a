import * as z from 'zod';
import './messages.ts';
import { SubscriptionId } from './subscription-sources.ts';
import type { User } from './user.ts';

export const UsersPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const UserSearchQuery = z.object({ q: z.string().trim().max(200).default('') });

/** GET /admin/users/role-changes: everyone's changes, or those of one user. */
export const RoleChangeQuery = z.object({ userId: z.string().trim().min(1).max(100).optional() });

export const SubscriptionsUpdate = z.object({
  adminSubscriptions: z
    .array(SubscriptionId)
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
});
export type SubscriptionsUpdate = z.infer<typeof SubscriptionsUpdate>;

export interface UsersPage {
  users: User[];
  totalPages: number;
}

/** The fallback when search fails: filter the loaded page by name, email or display name. */
export function filterUsers(users: readonly User[], text: string): User[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.name, user.email, user.displayName].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** Pagination stays within 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
