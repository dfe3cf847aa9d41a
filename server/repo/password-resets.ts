import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { passwordResets } from '../db/schema.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Only a hash of the token is stored: a read of the database cannot be turned into a reset. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(db: Executor, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** Uses a token up: the user it was made for, once, within the hour; otherwise undefined. */
export async function consumeResetToken(db: Executor, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}
