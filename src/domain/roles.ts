import * as z from 'zod';
import './messages.ts';
import { Email } from './auth.ts';
import { Id } from './text.ts';
import { ROLES, type Role } from './user.ts';

export const RoleName = z.enum(ROLES as [Role, ...Role[]]);

const CourseIds = z
  .array(Id)
  .max(1000)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** The acting admin types her password again for every role she gives. */
const password = z.string().min(1, 'is required').max(256);

const roleFields = { role: RoleName, products: CourseIds, password };

type Grant = { role: Role; products: string[] };

/** An author needs at least one course. */
const authorHasCourses: [(grant: Grant) => boolean, { path: string[]; message: string }] = [
  (grant) => grant.role !== 'author' || grant.products.length > 0,
  { path: ['products'], message: 'an author needs at least one course' },
];

/** Admin and none take no courses: any sent are dropped. */
const onlyAuthorsCourses = <G extends Grant>(grant: G): G => ({
  ...grant,
  products: grant.role === 'author' ? grant.products : [],
});

/** PUT /admin/users/{id}/role */
export const RoleUpdate = z
  .object(roleFields)
  .refine(...authorHasCourses)
  .transform(onlyAuthorsCourses);
export type RoleUpdate = z.input<typeof RoleUpdate>;

/** POST /admin/users/invitations: a new account with a role; its owner gets the set-password mail. */
export const Invitation = z
  .object({ ...roleFields, email: Email })
  .refine(...authorHasCourses)
  .transform(onlyAuthorsCourses);
export type Invitation = z.input<typeof Invitation>;

export const LAST_ADMIN = 'This is the last admin. Make another user an admin first: there must always be one.';
export const INVITED_ACCOUNT_EXISTS = 'An account with this email already exists. Change its role on its card instead.';
export const ONLY_ADMINS_CHANGE_SHOP_IDS = "Only admins can change a course's shop id";
export const NOT_YOUR_COURSE = 'You can only edit the courses you author';

/** One entry of the role change log: who changed whose role, when, from what to what. */
export interface RoleChange {
  _id: string;
  user: { _id: string; email: string };
  /** The admin who made the change; null once that account is gone. */
  by: { _id: string; email: string } | null;
  at: string;
  from: Role;
  to: Role;
  /** The courses (product ids) an author was given. */
  products: string[];
  /** The change came with an invitation. */
  invited: boolean;
}

/** How a role reads on the users page, with the titles of an author's courses. */
export function roleText(role: Role, courseTitles: readonly string[]): string {
  if (role === 'admin') return 'Admin';
  if (role === 'author') return courseTitles.length > 0 ? `Author of ${courseTitles.join(', ')}` : 'Author';
  return 'No role';
}
