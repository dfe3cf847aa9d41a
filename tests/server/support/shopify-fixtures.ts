import { signShopifyBody } from '#server/shop/signature';
import type { TestApp } from './test-app.ts';

export const SHOP_DOMAIN = 'symbol-courses-test.myshopify.com';
export const WEBHOOK_SECRET = 'test-webhook-secret-of-the-shop';

let nextId = 5_940_139_491_000;
/** A fresh numeric id, as Shopify gives them. */
export const shopifyId = () => ++nextId;

export interface LineItemFixture {
  id?: number;
  product_id: number | null;
  title: string;
}

/**
 * An order as Shopify's REST webhooks send it for orders/paid and orders/cancelled (the fields
 * of the documented example, a few of each kind; only some of them decide a subscription).
 */
export function orderPayload({
  id = shopifyId(),
  email,
  lines,
}: {
  id?: number;
  email: string;
  lines: LineItemFixture[];
}) {
  const number = id % 10_000;
  const lineItems = lines.map((line) => {
    const lineId = line.id ?? shopifyId();
    return {
      id: lineId,
      admin_graphql_api_id: `gid://shopify/LineItem/${lineId}`,
      product_id: line.product_id,
      variant_id: line.product_id === null ? null : line.product_id + 1,
      title: line.title,
      name: line.title,
      quantity: 1,
      price: '49.00',
      sku: '',
      vendor: 'Symbol Courses',
      requires_shipping: false,
      taxable: true,
      gift_card: false,
      fulfillment_status: null,
      properties: [],
      tax_lines: [],
      discount_allocations: [],
    };
  });
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: `#${number}`,
    order_number: number,
    number: number - 1000,
    email,
    contact_email: email,
    created_at: '2026-11-20T10:30:00-05:00',
    processed_at: '2026-11-20T10:30:00-05:00',
    updated_at: '2026-11-20T10:31:00-05:00',
    cancelled_at: null as string | null,
    cancel_reason: null as string | null,
    closed_at: null,
    currency: 'GBP',
    financial_status: 'paid',
    fulfillment_status: null,
    total_price: (49 * lines.length).toFixed(2),
    subtotal_price: (49 * lines.length).toFixed(2),
    total_tax: '0.00',
    test: false,
    tags: '',
    note: null,
    gateway: 'shopify_payments',
    payment_gateway_names: ['shopify_payments'],
    customer: {
      id: 115310627314723,
      email,
      first_name: 'Jo',
      last_name: 'Teacher',
      state: 'disabled',
      verified_email: true,
      created_at: '2026-11-20T10:29:00-05:00',
      updated_at: '2026-11-20T10:30:00-05:00',
    },
    billing_address: { first_name: 'Jo', last_name: 'Teacher', country_code: 'GB' },
    line_items: lineItems,
    refunds: [],
    shipping_lines: [],
    discount_codes: [],
  };
}

export type OrderFixture = ReturnType<typeof orderPayload>;

/** The same order as orders/cancelled sends it. */
export const cancelledOrder = (order: OrderFixture): OrderFixture => ({
  ...order,
  cancelled_at: '2026-11-21T09:00:00-05:00',
  cancel_reason: 'customer',
  financial_status: 'refunded',
});

/** A refund as Shopify's refunds/create webhook sends it: the refunded line items with their line item. */
export function refundPayload(order: OrderFixture, lineItemIds: number[]) {
  const id = shopifyId();
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Refund/${id}`,
    order_id: order.id,
    created_at: '2026-11-22T12:00:00-05:00',
    processed_at: '2026-11-22T12:00:00-05:00',
    note: 'Bought by mistake',
    restock: false,
    user_id: 548380009,
    refund_line_items: order.line_items
      .filter((line) => lineItemIds.includes(line.id))
      .map((line) => ({
        id: shopifyId(),
        line_item_id: line.id,
        location_id: null,
        quantity: 1,
        restock_type: 'no_restock',
        subtotal: 49,
        subtotal_set: { shop_money: { amount: '49.00', currency_code: 'GBP' } },
        total_tax: 0,
        line_item: line,
      })),
    transactions: [
      {
        id: shopifyId(),
        order_id: order.id,
        kind: 'refund',
        gateway: 'shopify_payments',
        status: 'success',
        amount: (49 * lineItemIds.length).toFixed(2),
        currency: 'GBP',
      },
    ],
    order_adjustments: [],
    duties: [],
  };
}

export interface Delivery {
  topic: string;
  payload: unknown;
  webhookId?: string;
  /** The signature to send instead of the right one. */
  signature?: string;
  shop?: string;
  /** Sign these bytes, but send the payload (a body changed on the way). */
  signedBody?: string;
}

/** A webhook request the way Shopify sends it: the raw JSON body, signed, and its X-Shopify-* headers. */
export function shopifyRequest(delivery: Delivery) {
  const body = JSON.stringify(delivery.payload);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Shopify-Topic': delivery.topic,
    'X-Shopify-Hmac-Sha256': delivery.signature ?? signShopifyBody(WEBHOOK_SECRET, delivery.signedBody ?? body),
    'X-Shopify-Shop-Domain': delivery.shop ?? SHOP_DOMAIN,
    'X-Shopify-Webhook-Id': delivery.webhookId ?? crypto.randomUUID(),
    'X-Shopify-Api-Version': '2026-10',
    'X-Shopify-Triggered-At': '2026-11-20T15:30:01.000Z',
    'X-Shopify-Event-Id': crypto.randomUUID(),
  };
  return { method: 'POST', body, headers };
}

/** Sends a webhook to the test app. */
export function deliver(t: TestApp, delivery: Delivery) {
  const { body, headers } = shopifyRequest(delivery);
  return t.call('POST', '/webhooks/shopify', { body, headers });
}
