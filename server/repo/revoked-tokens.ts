import { lt } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { revokedTokens } from '../db/schema.ts';

export interface Revocation {
  tokenId: string;
  /** When the token would have expired anyway: the row is not needed after that. */
  expiresAt: Date;
}

/** Ends tokens for good (a second sign-out of the same token changes nothing), and forgets expired ones. */
export async function revokeTokens(db: Db, revocations: readonly Revocation[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (revocations.length > 0)
      await tx
        .insert(revokedTokens)
        .values([...revocations])
        .onConflictDoNothing();
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  });
}
