import { createHmac, timingSafeEqual } from 'node:crypto';

/** Shopify's signature of a webhook: HMAC-SHA256 of the raw body with the webhook secret, base64. */
export function signShopifyBody(secret: string, body: Uint8Array | string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** Whether the X-Shopify-Hmac-Sha256 header signs exactly these bytes; compared in constant time. */
export function isShopifySignatureValid(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
