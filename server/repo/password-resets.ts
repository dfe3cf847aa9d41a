import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/connect.ts';
import { passwordResets } from '../db/schema.ts';
import { setPassword } from './users.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Only a hash of the token is stored: a read of the database cannot be turned into a reset. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const usable = (tokenHash: string, now: Date) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/** Ends every link of a user not used yet. */
function retireResetTokens(db: Executor, userId: string, now: Date) {
  return db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** A new link for the user; it supersedes every earlier one. */
export async function createResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await retireResetTokens(tx, userId, now);
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  return token;
}

/** The user a token was made for while it can still be used; otherwise undefined. Uses nothing up. */
export async function resetTokenUser(db: Executor, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usable(hashToken(token), now));
  return row?.userId;
}

/**
 * Sets the password with a token, once, within the hour: the token and every other link of the
 * user end with it. Answers the user, or undefined when the token was no longer usable.
 */
export function resetPasswordWithToken(
  db: Db,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable(hashToken(token), now))
      .returning({ userId: passwordResets.userId });
    if (!row) return undefined;
    await retireResetTokens(tx, row.userId, now);
    await setPassword(tx, row.userId, passwordHash);
    return row.userId;
  });
}
