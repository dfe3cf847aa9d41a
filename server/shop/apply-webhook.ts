import type { Db, Executor } from '../db/connect.ts';
import {
  coursesByShopId,
  insertPaidLines,
  recordWebhook,
  revokeLines,
  syncCustomerSubscriptions,
} from '../repo/order-grants.ts';
import { createResetToken } from '../repo/password-resets.ts';
import { findUserByEmail, insertUser } from '../repo/users.ts';
import { orderDate, orderEmail, ShopifyOrder, ShopifyPaidOrder, ShopifyRefund, shopIdForms } from './payloads.ts';

export const HANDLED_TOPICS = ['orders/paid', 'orders/cancelled', 'refunds/create'] as const;

export interface Webhook {
  id: string;
  topic: string;
  payload: unknown;
}

/** What applying a webhook did, for the answer and the log. */
export type WebhookOutcome =
  | { result: 'duplicate' }
  | { result: 'ignored'; reason: string }
  | { result: 'applied'; granted: number; revoked: number; newAccount?: { email: string; resetToken: string } };

type Log = (line: string) => void;

/** An order's lines for courses, matched by product id; the other lines are logged and left. */
async function courseLines(db: Executor, order: ShopifyOrder, log: Log) {
  const forms = order.line_items.flatMap((line) => (line.product_id ? shopIdForms(line.product_id) : []));
  const courses = await coursesByShopId(db, forms);
  const lines = [];
  for (const line of order.line_items) {
    const course = line.product_id
      ? shopIdForms(line.product_id)
          .map((form) => courses.get(form))
          .find(Boolean)
      : undefined;
    if (course) {
      lines.push({
        orderId: order.id,
        lineItemId: line.id,
        orderName: order.name ?? '',
        shopifyProductId: course.shopifyProductId,
      });
    } else {
      log(
        `Shopify order ${order.name ?? order.id}: no course sells as product ${line.product_id ?? '(none)'} (${line.title ?? 'untitled'}); line ignored`,
      );
    }
  }
  return lines;
}

async function applyPaid(tx: Executor, order: ShopifyOrder, now: Date, log: Log): Promise<WebhookOutcome> {
  if (order.cancelled_at) return { result: 'ignored', reason: 'the order is cancelled' };
  const lines = await courseLines(tx, order, log);
  if (lines.length === 0) return { result: 'ignored', reason: 'no course in the order' };
  const email = orderEmail(order);
  if (!email) {
    log(`Shopify order ${order.name ?? order.id}: no customer email; nobody to give the course to`);
    return { result: 'ignored', reason: 'no customer email' };
  }
  const created = await insertUser(tx, { email });
  const user = created ?? (await findUserByEmail(tx, email));
  if (!user) throw new Error(`no user for ${email} after creating one`);
  await insertPaidLines(tx, user.id, lines, orderDate(order, now));
  await syncCustomerSubscriptions(
    tx,
    user.id,
    lines.map((line) => line.shopifyProductId),
  );
  const outcome: WebhookOutcome = { result: 'applied', granted: lines.length, revoked: 0 };
  if (created) outcome.newAccount = { email, resetToken: await createResetToken(tx, created.id, now) };
  return outcome;
}

/** Takes away what revoked lines gave, unless another paid order of the user still gives it. */
async function applyRevoked(tx: Executor, revoked: { userId: string; shopifyProductId: string }[]) {
  const byUser = new Map<string, string[]>();
  for (const { userId, shopifyProductId } of revoked)
    byUser.set(userId, [...(byUser.get(userId) ?? []), shopifyProductId]);
  for (const [userId, shopIds] of byUser) await syncCustomerSubscriptions(tx, userId, shopIds);
  return { result: 'applied', granted: 0, revoked: revoked.length } as const;
}

async function applyCancelled(tx: Executor, order: ShopifyOrder, now: Date, log: Log): Promise<WebhookOutcome> {
  const lines = await courseLines(tx, order, log);
  const revoked = [
    ...(await revokeLines(tx, order.id, 'all', 'cancelled', now)),
    ...(await revokeLines(tx, order.id, lines, 'cancelled', now)),
  ];
  return applyRevoked(tx, revoked);
}

async function applyRefund(tx: Executor, refund: ShopifyRefund, now: Date): Promise<WebhookOutcome> {
  const lines = refund.refund_line_items.map((item) => ({
    lineItemId: item.line_item_id,
    shopifyProductId: item.line_item?.product_id ?? '',
  }));
  return applyRevoked(tx, await revokeLines(tx, refund.order_id, lines, 'refunded', now));
}

/**
 * Applies one verified webhook, once: its id is stored in the same transaction as its effect,
 * so a retry (also to another server process, or after a restart) changes nothing.
 * Throws a zod error for a payload of a handled topic that cannot be read.
 */
export async function applyShopifyWebhook(db: Db, webhook: Webhook, now: Date, log: Log): Promise<WebhookOutcome> {
  const topic = HANDLED_TOPICS.find((handled) => handled === webhook.topic);
  if (!topic) return { result: 'ignored', reason: `topic ${webhook.topic} is not used` };
  const event =
    topic === 'refunds/create'
      ? { topic, refund: ShopifyRefund.parse(webhook.payload) }
      : { topic, order: (topic === 'orders/paid' ? ShopifyPaidOrder : ShopifyOrder).parse(webhook.payload) };
  return db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await recordWebhook(tx, webhook.id, topic))) return { result: 'duplicate' };
    if (event.topic === 'refunds/create') return applyRefund(tx, event.refund, now);
    if (event.topic === 'orders/paid') return applyPaid(tx, event.order, now, log);
    return applyCancelled(tx, event.order, now, log);
  });
}
