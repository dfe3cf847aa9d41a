import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { orderGrants, products, shopifyWebhooks, users } from '../db/schema.ts';

/** Records a webhook id; false when it was applied before (then nothing else may change). */
export async function recordWebhook(db: Executor, webhookId: string, topic: string): Promise<boolean> {
  const rows = await db
    .insert(shopifyWebhooks)
    .values({ webhookId, topic })
    .onConflictDoNothing()
    .returning({ webhookId: shopifyWebhooks.webhookId });
  return rows.length > 0;
}

/** The courses sold as any of these shop ids, by shop id. */
export async function coursesByShopId(db: Executor, shopIds: string[]) {
  if (shopIds.length === 0) return new Map<string, { shopifyProductId: string; title: string }>();
  const rows = await db
    .select({ shopifyProductId: products.shopifyProductId, title: products.title })
    .from(products)
    .where(inArray(products.shopifyProductId, shopIds));
  return new Map(rows.map((row) => [row.shopifyProductId, row]));
}

export interface OrderLine {
  orderId: string;
  lineItemId: string;
  orderName: string;
  shopifyProductId: string;
}

/**
 * Records the paid lines of an order for a user. A line seen before keeps its row: a repeated
 * delivery changes nothing, and a line cancelled or refunded earlier is not granted again.
 */
export async function insertPaidLines(db: Executor, userId: string, lines: OrderLine[], paidAt: Date) {
  if (lines.length === 0) return;
  await db
    .insert(orderGrants)
    .values(lines.map((line) => ({ ...line, userId, paidAt })))
    .onConflictDoNothing();
}

/**
 * Marks lines of an order as cancelled or refunded and answers whose subscriptions they gave.
 * Lines not seen yet are stored revoked, so that a late orders/paid never grants them.
 */
export async function revokeLines(
  db: Executor,
  orderId: string,
  lines: { lineItemId: string; shopifyProductId: string }[] | 'all',
  reason: 'cancelled' | 'refunded',
  now: Date,
): Promise<{ userId: string; shopifyProductId: string }[]> {
  const ofOrder = eq(orderGrants.orderId, orderId);
  const which =
    lines === 'all'
      ? ofOrder
      : and(
          ofOrder,
          inArray(
            orderGrants.lineItemId,
            lines.map((line) => line.lineItemId),
          ),
        );
  if (lines !== 'all' && lines.length === 0) return [];
  const revoked = await db
    .update(orderGrants)
    .set({ revokedAt: now, revokedBy: reason })
    .where(and(which, isNull(orderGrants.revokedAt)))
    .returning({ userId: orderGrants.userId, shopifyProductId: orderGrants.shopifyProductId });
  if (lines !== 'all') {
    await db
      .insert(orderGrants)
      .values(lines.map((line) => ({ ...line, orderId, revokedAt: now, revokedBy: reason })))
      .onConflictDoNothing();
  }
  return revoked.flatMap(({ userId, shopifyProductId }) => (userId ? [{ userId, shopifyProductId }] : []));
}

/** The shop ids a user still holds through a paid, neither cancelled nor refunded, order line. */
async function paidShopIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ shopifyProductId: orderGrants.shopifyProductId })
    .from(orderGrants)
    .where(and(eq(orderGrants.userId, userId), isNull(orderGrants.revokedAt)));
  return new Set(rows.map((row) => row.shopifyProductId));
}

/**
 * Brings a user's customerSubscriptions in line with their orders for these shop ids: added
 * where a paid line gives it, removed where none does any more. Other entries stay as they are.
 */
export async function syncCustomerSubscriptions(db: Executor, userId: string, shopIds: Iterable<string>) {
  const [user] = await db
    .select({ list: users.customerSubscriptions })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return;
  const paid = await paidShopIds(db, userId);
  const touched = new Set(shopIds);
  const kept = user.list.filter((id) => !touched.has(id) || paid.has(id));
  const added = [...touched].filter((id) => paid.has(id) && !kept.includes(id));
  const next = [...kept, ...added];
  if (next.length === user.list.length && next.every((id, index) => id === user.list[index])) return;
  await db.update(users).set({ customerSubscriptions: next }).where(eq(users.id, userId));
}
