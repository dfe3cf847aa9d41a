import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { SubscriptionSource } from '#domain/subscription-sources';
import type { Executor } from '../db/connect.ts';
import { adminGrants, orderGrants, users } from '../db/schema.ts';
import type { UserRow } from './users.ts';

/**
 * Sets the subscriptions an admin grants a user, and remembers who granted each new one and
 * when; the ones taken away are forgotten. Undefined when there is no such user.
 */
export async function setAdminGrants(
  db: Executor,
  userId: string,
  ids: string[],
  grantedBy: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ adminSubscriptions: ids }).where(eq(users.id, userId)).returning();
    if (!row) return undefined;
    const ofUser = eq(adminGrants.userId, userId);
    await tx
      .delete(adminGrants)
      .where(ids.length ? and(ofUser, notInArray(adminGrants.shopifyProductId, ids)) : ofUser);
    if (ids.length) {
      await tx
        .insert(adminGrants)
        .values(ids.map((shopifyProductId) => ({ userId, shopifyProductId, grantedBy, grantedAt: now })))
        .onConflictDoNothing();
    }
    return row;
  });
}

/** Where each of the user's subscriptions comes from; a subscription may have several sources. */
export async function subscriptionSources(db: Executor, user: UserRow): Promise<SubscriptionSource[]> {
  const orders = await db
    .select()
    .from(orderGrants)
    .where(and(eq(orderGrants.userId, user.id), isNull(orderGrants.revokedAt)))
    .orderBy(orderGrants.paidAt);
  const grants = user.adminSubscriptions.length
    ? await db
        .select()
        .from(adminGrants)
        .where(and(eq(adminGrants.userId, user.id), inArray(adminGrants.shopifyProductId, user.adminSubscriptions)))
    : [];
  const grantedAt = new Map(grants.map((grant) => [grant.shopifyProductId, grant.grantedAt.toISOString()]));
  const ordered = new Set(orders.map((order) => order.shopifyProductId));
  return [
    ...orders.map((order) => ({
      kind: 'order' as const,
      shopifyProductId: order.shopifyProductId,
      orderId: order.orderId,
      orderName: order.orderName,
      paidAt: order.paidAt?.toISOString() ?? null,
    })),
    ...user.customerSubscriptions
      .filter((id) => !ordered.has(id))
      .map((shopifyProductId) => ({ kind: 'shop' as const, shopifyProductId })),
    ...user.adminSubscriptions.map((shopifyProductId) => ({
      kind: 'admin' as const,
      shopifyProductId,
      grantedAt: grantedAt.get(shopifyProductId) ?? null,
    })),
  ];
}
