import * as z from 'zod';
import { Email, emailText } from '#domain/auth';

/** Shopify's ids are numbers in REST webhooks; kept as text, as they are stored. */
const ShopId = z.union([z.number().int(), z.string().trim().min(1).max(100)]).transform(String);
const OptionalText = z.string().nullish();

const LineItem = z.object({
  id: ShopId,
  /** null for a custom item that is no product of the shop. */
  product_id: ShopId.nullish(),
  title: OptionalText,
});

/** The fields of the order payload (orders/paid, orders/cancelled) that decide a subscription. */
export const ShopifyOrder = z.object({
  id: ShopId,
  name: OptionalText,
  email: OptionalText,
  contact_email: OptionalText,
  customer: z.object({ email: OptionalText }).nullish(),
  processed_at: OptionalText,
  created_at: OptionalText,
  cancelled_at: OptionalText,
  line_items: z.array(LineItem).default([]),
});
export type ShopifyOrder = z.infer<typeof ShopifyOrder>;

/** The fields of the refund payload (refunds/create) that decide a subscription. */
export const ShopifyRefund = z.object({
  id: ShopId,
  order_id: ShopId,
  refund_line_items: z
    .array(z.object({ line_item_id: ShopId, line_item: z.object({ product_id: ShopId.nullish() }).nullish() }))
    .default([]),
});
export type ShopifyRefund = z.infer<typeof ShopifyRefund>;

/** The emails an order names its buyer by, in the order they count: the order's, its contact's, its customer's. */
function buyerEmails(order: ShopifyOrder) {
  return [
    { path: ['email'], text: order.email },
    { path: ['contact_email'], text: order.contact_email },
    { path: ['customer', 'email'], text: order.customer?.email },
  ].map(({ path, text }) => ({ path, email: emailText(text ?? '') }));
}

/** The customer an order belongs to: its first email given, without zero-width characters, lower-cased. */
export function orderEmail(order: ShopifyOrder): string | undefined {
  return buyerEmails(order).find(({ email }) => email)?.email;
}

/** A paid order, which gives its buyer the course: the email that names the buyer must be an email address. */
export const ShopifyPaidOrder = ShopifyOrder.superRefine((order, context) => {
  const buyer = buyerEmails(order).find(({ email }) => email);
  if (buyer && !Email.safeParse(buyer.email).success) {
    context.addIssue({ code: 'custom', path: buyer.path, message: 'must be an email address', input: buyer.email });
  }
});

/** When the order was paid, as near as the payload says; a bad or missing date is now. */
export function orderDate(order: ShopifyOrder, now: Date): Date {
  const text = order.processed_at ?? order.created_at;
  const date = text ? new Date(text) : now;
  return Number.isNaN(date.getTime()) ? now : date;
}

/** The forms a product's shopifyProductId may take for a shop product: `123` or its GraphQL id. */
export function shopIdForms(productId: string): string[] {
  return [productId, `gid://shopify/Product/${productId}`];
}
