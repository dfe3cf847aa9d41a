import * as z from 'zod';

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

/** The customer an order belongs to: the order's email, else its contact or customer email, lower-cased. */
export function orderEmail(order: ShopifyOrder): string | undefined {
  const email = [order.email, order.contact_email, order.customer?.email].find((candidate) => candidate?.trim());
  return email?.trim().toLowerCase();
}

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
