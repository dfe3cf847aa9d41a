import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RoleChange } from '#domain/roles';
import { type Role, roleOf } from '#domain/user';
import type { Db, Executor } from '../db/connect.ts';
import { products, roleChanges, users } from '../db/schema.ts';
import { insertUser, type UserRow } from './users.ts';

export interface RoleGiven {
  role: Role;
  /** The courses of an author; empty for the other roles. */
  products: string[];
  /** The admin giving it. */
  by: string;
  at: Date;
}

/** The columns a role sets on the user. */
const roleColumns = ({ role, products }: RoleGiven) => ({ admin: role === 'admin', authorOf: products });

const sameCourses = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The titles of the courses of `ids` that exist, by id. */
export async function courseTitles(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(found.map((row) => [row.id, row.title]));
}

/**
 * Gives a user a role and logs the change. The admins are locked first, so that two admins taking
 * each other's role at once cannot leave none: 'last-admin' when this would. Undefined when there
 * is no such user. A role the user already holds changes and logs nothing.
 */
export function setRole(db: Db, userId: string, given: RoleGiven): Promise<UserRow | 'last-admin' | undefined> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.admin, true)).for('update');
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current) return undefined;
    const from = roleOf(current);
    if (from === given.role && sameCourses(current.authorOf, given.products)) return current;
    if (current.admin && given.role !== 'admin' && admins.length <= 1) return 'last-admin';
    const [row] = await tx.update(users).set(roleColumns(given)).where(eq(users.id, userId)).returning();
    await tx.insert(roleChanges).values({
      userId,
      changedBy: given.by,
      changedAt: given.at,
      fromRole: from,
      toRole: given.role,
      products: given.products,
    });
    return row;
  });
}

/**
 * Takes a course being deleted out of its authors' roles, logging each change as made by the admin
 * who deletes it: an author whose last course it was holds no role after. Without it, the course's id
 * would stay in the role, shown as an id, and give its authors the course again were it ever created
 * again under the same id (a pack of it imported).
 */
export async function dropCourseFromRoles(tx: Executor, productId: string, by: string, at: Date): Promise<void> {
  const authors = await tx
    .select({ id: users.id, authorOf: users.authorOf })
    .from(users)
    .where(sql`${users.authorOf} @> ${JSON.stringify([productId])}::jsonb`)
    .for('update');
  for (const author of authors) {
    const products = author.authorOf.filter((id) => id !== productId);
    await tx.update(users).set({ authorOf: products }).where(eq(users.id, author.id));
    const toRole = products.length > 0 ? 'author' : 'none';
    await tx
      .insert(roleChanges)
      .values({ userId: author.id, changedBy: by, changedAt: at, fromRole: 'author', toRole, products });
  }
}

/** A new account holding the role, its invitation logged; undefined when the email is taken. */
export function inviteUser(db: Db, email: string, given: RoleGiven): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, { email, ...roleColumns(given) });
    if (!row) return undefined;
    await tx.insert(roleChanges).values({
      userId: row.id,
      changedBy: given.by,
      changedAt: given.at,
      fromRole: 'none',
      toRole: given.role,
      products: given.products,
      invited: true,
    });
    return row;
  });
}

/** How many role changes the log answers with, newest first. */
const LOG_LENGTH = 200;

/** The newest role changes, of everyone or of one user. */
export async function roleChangeLog(db: Executor, userId?: string): Promise<RoleChange[]> {
  const changedBy = alias(users, 'changed_by_user');
  const rows = await db
    .select({
      change: roleChanges,
      email: users.email,
      byEmail: changedBy.email,
    })
    .from(roleChanges)
    .innerJoin(users, eq(users.id, roleChanges.userId))
    .leftJoin(changedBy, eq(changedBy.id, roleChanges.changedBy))
    .where(userId === undefined ? undefined : eq(roleChanges.userId, userId))
    .orderBy(desc(roleChanges.changedAt), desc(roleChanges.id))
    .limit(LOG_LENGTH);
  return rows.map(({ change, email, byEmail }) => ({
    _id: String(change.id),
    user: { _id: change.userId, email },
    by: change.changedBy && byEmail !== null ? { _id: change.changedBy, email: byEmail } : null,
    at: change.changedAt.toISOString(),
    from: change.fromRole,
    to: change.toRole,
    products: change.products,
    invited: change.invited,
  }));
}
