import { Hono } from 'hono';
import * as z from 'zod';
import { RESET_PASSWORD_PATH } from '#domain/app-paths';
import type { AppDeps, AppEnv } from '../context.ts';
import { errorBody } from '../http/errors.ts';
import { applyShopifyWebhook } from '../shop/apply-webhook.ts';
import { isShopifySignatureValid } from '../shop/signature.ts';
import { welcomeMail } from './auth-mails.ts';

const log = (line: string) => console.log(line);

/**
 * POST /webhooks/shopify: the shop's order webhooks, which give and take away courses. Each is
 * verified (signature over the raw body, shop domain) before anything else is read; each
 * X-Shopify-Webhook-Id is applied once. Off (404) without SHOPIFY_WEBHOOK_SECRET.
 */
export function webhookRoutes(deps: AppDeps) {
  const { db, mailer, now, shopify } = deps;
  return new Hono<AppEnv>().post('/shopify', async (c) => {
    if (!shopify) return c.json(errorBody(`No such call: ${c.req.method} ${c.req.path}`), 404);
    const body = new Uint8Array(await c.req.arrayBuffer());
    const shop = c.req.header('X-Shopify-Shop-Domain')?.trim().toLowerCase();
    if (!isShopifySignatureValid(shopify.webhookSecret, body, c.req.header('X-Shopify-Hmac-Sha256'))) {
      return c.json(errorBody('The webhook signature does not match'), 401);
    }
    if (shop !== shopify.shopDomain) return c.json(errorBody('The webhook comes from another shop'), 401);

    const id = c.req.header('X-Shopify-Webhook-Id')?.trim();
    const topic = c.req.header('X-Shopify-Topic')?.trim() ?? '';
    if (!id) return c.json(errorBody('X-Shopify-Webhook-Id is missing'), 400);
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return c.json(errorBody('The webhook body is not JSON'), 400);
    }
    let outcome: Awaited<ReturnType<typeof applyShopifyWebhook>>;
    try {
      outcome = await applyShopifyWebhook(db, { id, topic, payload }, now(), log);
    } catch (error) {
      if (!(error instanceof z.ZodError)) throw error;
      log(`Shopify webhook ${id} (${topic}) has fields we cannot read: ${z.prettifyError(error)}`);
      return c.json(errorBody(`The ${topic} payload cannot be read`), 400);
    }
    if (outcome.result === 'applied' && outcome.newAccount) {
      const { email, resetToken } = outcome.newAccount;
      const link = `${deps.publicUrl}${RESET_PASSWORD_PATH}?token=${resetToken}`;
      // The order is applied already: a mail server that is slow or down must not make Shopify retry.
      mailer.send(welcomeMail(email, link)).catch((error: unknown) => {
        console.error(`Could not mail ${email} the link to set a password:`, error);
      });
    }
    return c.json({ ok: true, result: outcome.result });
  });
}
