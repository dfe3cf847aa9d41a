import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { User } from '#domain/user';
import type { Executor } from '../db/connect.ts';
import { users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The user as the API sends it: never the password hash or the token version. */
export function toApiUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    displayName: row.displayName,
    email: row.email,
    admin: row.admin,
    authorOf: row.authorOf,
    createdAt: row.createdAt.toISOString(),
    customerSubscriptions: row.customerSubscriptions,
    adminSubscriptions: row.adminSubscriptions,
  };
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  name?: string;
  displayName?: string;
  passwordHash?: string | null;
  admin?: boolean;
  authorOf?: string[];
  customerSubscriptions?: string[];
  adminSubscriptions?: string[];
}

/** Creates a user; answers undefined when the email is taken (also when another request just took it). */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const email = user.email.toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email,
      name: user.name ?? email.split('@')[0] ?? '',
      displayName: user.displayName ?? '',
      passwordHash: user.passwordHash ?? null,
      admin: user.admin ?? false,
      authorOf: user.authorOf ?? [],
      customerSubscriptions: user.customerSubscriptions ?? [],
      adminSubscriptions: user.adminSubscriptions ?? [],
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

/** Sets a new password and raises the token version, so every token issued before stops working. */
export async function setPassword(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Ends every session of a user at once (a lost tablet): tokens issued before stop working. Null when no such user. */
export async function endAllSessions(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function usersPage(db: Executor, page: number, pageSize: number) {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  const rows = await db
    .select()
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.seq))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, totalPages: Math.max(1, Math.ceil(count / pageSize)) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Users whose name, display name or email contains the text, any case; newest first. */
export async function searchUsers(db: Executor, text: string, limit: number): Promise<UserRow[]> {
  const pattern = `%${escapeLike(text)}%`;
  return db
    .select()
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.displayName, pattern), ilike(users.email, pattern)))
    .orderBy(desc(users.createdAt), desc(users.seq))
    .limit(limit);
}
