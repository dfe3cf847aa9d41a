import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app';
import { orderGrants, shopifyWebhooks } from '#server/db/schema';
import { findUserByEmail } from '#server/repo/users';
import { signShopifyBody } from '#server/shop/signature';
import {
  cancelledOrder,
  deliver,
  orderPayload,
  refundPayload,
  SHOP_DOMAIN,
  shopifyId,
  shopifyRequest,
  WEBHOOK_SECRET,
} from './support/shopify-fixtures.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await setupTestApp({ shopify: { webhookSecret: WEBHOOK_SECRET, shopDomain: SHOP_DOMAIN } });
  admin = await t.createAdmin();
});
afterAll(() => t.close());

/** A course sold in the shop as a numeric Shopify product id. */
async function course(title: string) {
  const productId = shopifyId();
  const product = await t.createProduct(admin, { title, shopifyProductId: String(productId) });
  return { ...product, productId };
}

const subscriptionsOf = async (email: string) => (await findUserByEmail(t.db, email))?.customerSubscriptions;
const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('POST /api/webhooks/shopify: verification', () => {
  it('is off (404) when SHOPIFY_WEBHOOK_SECRET is unset', async () => {
    const off = createApp({ ...t.deps, shopify: undefined });
    const payload = orderPayload({ email: uniqueEmail('off'), lines: [] });
    const answer = await off.request('/api/webhooks/shopify', shopifyRequest({ topic: 'orders/paid', payload }));
    expect(answer.status).toBe(404);
  });

  it('answers 401 and changes nothing for a bad, missing or foreign signature, a changed body or another shop', async () => {
    const sold = await course('Guarded course');
    const email = uniqueEmail('forger');
    const payload = orderPayload({ email, lines: [{ product_id: sold.productId, title: sold.title }] });
    const tampered = { ...payload, email: uniqueEmail('other') };
    const attempts = [
      { signature: 'bm90IGEgc2lnbmF0dXJl' },
      { signature: '' },
      { signature: signShopifyBody('another-secret', JSON.stringify(payload)) },
      { signedBody: JSON.stringify(tampered) },
      { shop: 'someone-else.myshopify.com' },
    ];
    for (const attempt of attempts) {
      const answer = await deliver(t, { topic: 'orders/paid', payload, ...attempt });
      expect(answer.status, JSON.stringify(attempt)).toBe(401);
    }
    expect(await findUserByEmail(t.db, email)).toBeUndefined();
    expect(t.mailer.sent.filter((mail) => mail.to === email)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(orderGrants)
        .where(eq(orderGrants.orderId, String(payload.id))),
    ).toEqual([]);
  });

  it('checks the signature over the raw bytes: the same JSON spaced differently does not pass', async () => {
    const sold = await course('Raw body course');
    const email = uniqueEmail('raw');
    const payload = orderPayload({ email, lines: [{ product_id: sold.productId, title: sold.title }] });
    const answer = await t.call('POST', '/webhooks/shopify', {
      body: JSON.stringify(payload, null, 2),
      headers: {
        'X-Shopify-Topic': 'orders/paid',
        'X-Shopify-Hmac-Sha256': signShopifyBody(WEBHOOK_SECRET, JSON.stringify(payload)),
        'X-Shopify-Shop-Domain': SHOP_DOMAIN,
        'X-Shopify-Webhook-Id': crypto.randomUUID(),
      },
    });
    expect(answer.status).toBe(401);
    expect(await findUserByEmail(t.db, email)).toBeUndefined();
  });

  it('answers 200 to a topic it does not use and 400 to a signed order it cannot read, granting nothing', async () => {
    expect((await deliver(t, { topic: 'products/update', payload: { id: 1, title: 'Hat' } })).status).toBe(200);
    vi.spyOn(console, 'log').mockImplementationOnce(() => undefined);
    const unreadable = await deliver(t, { topic: 'orders/paid', payload: { id: 'x', line_items: 'none' } });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toBe('The orders/paid payload cannot be read');
  });
});

describe('orders/paid', () => {
  it('adds the course to an existing customer by the order email, in any case', async () => {
    const sold = await course('Bought course');
    const customer = await t.createUser({ email: uniqueEmail('buyer') });
    expect((await t.call('GET', `/products/${sold._id}`, { token: customer.token })).status).toBe(403);
    const payload = orderPayload({
      email: customer.email.toUpperCase(),
      lines: [{ product_id: sold.productId, title: sold.title }],
    });
    const answer = await deliver(t, { topic: 'orders/paid', payload });
    expect(answer.status).toBe(200);
    const me = await t.call('GET', '/auth/get-user', { token: customer.token });
    expect(me.body.customerSubscriptions).toEqual([sold.shopifyProductId]);
    expect(me.body.adminSubscriptions).toEqual([]);
    expect((await t.call('GET', `/products/${sold._id}`, { token: customer.token })).status).toBe(200);
    expect(t.mailer.sent.filter((mail) => mail.to === customer.email)).toEqual([]);
  });

  it('creates an account for a new customer and mails the link to set a password, which signs them in to the course', async () => {
    const sold = await course('First purchase');
    const email = uniqueEmail('new-buyer');
    const payload = orderPayload({ email, lines: [{ product_id: sold.productId, title: sold.title }] });
    expect((await deliver(t, { topic: 'orders/paid', payload })).status).toBe(200);

    expect(await subscriptionsOf(email)).toEqual([sold.shopifyProductId]);
    const mails = t.mailer.sent.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Set your password for Symbol Courses');
    const token = /reset-password\?token=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const set = await t.call('POST', '/auth/reset-password', { body: { token, password: 'a new password 123' } });
    expect(set.status).toBe(200);
    const login = await t.call('POST', '/auth/customer-login', { body: { email, password: 'a new password 123' } });
    expect(login.status).toBe(200);
    const opened = await t.call('GET', `/products/${sold._id}`, { token: login.body.accessToken });
    expect(opened.status).toBe(200);
  });

  it('finds the customer by an email with zero-width characters pasted into it', async () => {
    const sold = await course('Pasted email course');
    const customer = await t.createUser({ email: uniqueEmail('pasted') });
    const [name, domain] = customer.email.split('@');
    const email = `\u200B${name}\u200D@${domain}\uFEFF`;
    const payload = orderPayload({ email, lines: [{ product_id: sold.productId, title: sold.title }] });
    expect((await deliver(t, { topic: 'orders/paid', payload })).status).toBe(200);
    expect(await subscriptionsOf(customer.email)).toEqual([sold.shopifyProductId]);
    expect(await findUserByEmail(t.db, email)).toBeUndefined();
  });

  it('answers 400 to an order whose buyer email is no email address: no account, no mail, no course', async () => {
    const sold = await course('Bad email course');
    const mailsBefore = t.mailer.sent.length;
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      for (const email of ['not an email', 'teacher@', '\u200B@\u200B', '<script>@example.com']) {
        const payload = orderPayload({ email, lines: [{ product_id: sold.productId, title: sold.title }] });
        const answer = await deliver(t, { topic: 'orders/paid', payload });
        expect(answer.status, email).toBe(400);
        expect(answer.body.message).toBe('The orders/paid payload cannot be read');
        expect(
          await t.db
            .select()
            .from(orderGrants)
            .where(eq(orderGrants.orderId, String(payload.id))),
        ).toEqual([]);
      }
      expect(logged.mock.calls.some(([line]) => /must be an email address[\s\S]*at email/.test(String(line)))).toBe(
        true,
      );
    } finally {
      logged.mockRestore();
    }
    expect(t.mailer.sent).toHaveLength(mailsBefore);
  });

  it('grants the course of an order that also holds an unknown product, and logs the unknown one', async () => {
    const sold = await course('Course beside a mug');
    const email = uniqueEmail('mixed');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const payload = orderPayload({
      email,
      lines: [
        { product_id: sold.productId, title: sold.title },
        { product_id: 777_000_111, title: 'Symbol mug' },
        { product_id: null, title: 'Gift wrapping' },
      ],
    });
    const answer = await deliver(t, { topic: 'orders/paid', payload });
    const logged = log.mock.calls.map((call) => String(call[0]));
    log.mockRestore();
    expect(answer.status).toBe(200);
    expect(await subscriptionsOf(email)).toEqual([sold.shopifyProductId]);
    expect(logged.some((line) => line.includes('777000111') && line.includes('Symbol mug'))).toBe(true);
  });

  it('ignores an order of unknown products only: no account, no mail', async () => {
    const email = uniqueEmail('no-course');
    const payload = orderPayload({ email, lines: [{ product_id: 777_000_222, title: 'Poster' }] });
    vi.spyOn(console, 'log').mockImplementationOnce(() => undefined);
    expect((await deliver(t, { topic: 'orders/paid', payload })).status).toBe(200);
    expect(await findUserByEmail(t.db, email)).toBeUndefined();
    expect(t.mailer.sent.filter((mail) => mail.to === email)).toEqual([]);
  });

  it('matches a course whose shop id is written as the GraphQL product id', async () => {
    const productId = shopifyId();
    const sold = await t.createProduct(admin, { shopifyProductId: `gid://shopify/Product/${productId}` });
    const email = uniqueEmail('gid');
    const payload = orderPayload({ email, lines: [{ product_id: productId, title: 'Course' }] });
    expect((await deliver(t, { topic: 'orders/paid', payload })).status).toBe(200);
    expect(await subscriptionsOf(email)).toEqual([sold.shopifyProductId]);
  });

  it('leaves the subscriptions the customer had before as they are', async () => {
    const sold = await course('Added course');
    const customer = await t.createUser({ email: uniqueEmail('legacy'), customerSubscriptions: ['legacy-shop-id'] });
    const payload = orderPayload({ email: customer.email, lines: [{ product_id: sold.productId, title: sold.title }] });
    await deliver(t, { topic: 'orders/paid', payload });
    expect(await subscriptionsOf(customer.email)).toEqual(['legacy-shop-id', sold.shopifyProductId]);
  });
});

describe('idempotency', () => {
  it('applies a webhook id once: a retry answers 200 and neither mails nor grants again', async () => {
    const sold = await course('Retried course');
    const email = uniqueEmail('retry');
    const payload = orderPayload({ email, lines: [{ product_id: sold.productId, title: sold.title }] });
    const webhookId = crypto.randomUUID();
    const first = await deliver(t, { topic: 'orders/paid', payload, webhookId });
    const retry = await deliver(t, { topic: 'orders/paid', payload, webhookId });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect([first.body.result, retry.body.result]).toEqual(['applied', 'duplicate']);
    expect(t.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(1);
    expect(await subscriptionsOf(email)).toEqual([sold.shopifyProductId]);
    const stored = await t.db.select().from(shopifyWebhooks).where(eq(shopifyWebhooks.webhookId, webhookId));
    expect(stored).toHaveLength(1);
  });

  it('a replayed paid webhook, to another server process, does not give back a course cancelled since', async () => {
    const sold = await course('Replayed course');
    const customer = await t.createUser({ email: uniqueEmail('replay') });
    const paid = orderPayload({ email: customer.email, lines: [{ product_id: sold.productId, title: sold.title }] });
    const paidId = crypto.randomUUID();
    await deliver(t, { topic: 'orders/paid', payload: paid, webhookId: paidId });
    await deliver(t, { topic: 'orders/cancelled', payload: cancelledOrder(paid) });
    expect(await subscriptionsOf(customer.email)).toEqual([]);

    // A second process on the same database: the webhook id it sees was stored by the first.
    const otherProcess = createApp({ ...t.deps });
    const replay = await otherProcess.request(
      '/api/webhooks/shopify',
      shopifyRequest({ topic: 'orders/paid', payload: paid, webhookId: paidId }),
    );
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { result: string }).result).toBe('duplicate');
    // The same order delivered again under a new id (a second subscription) does not grant it either.
    await deliver(t, { topic: 'orders/paid', payload: paid });
    expect(await subscriptionsOf(customer.email)).toEqual([]);
  });

  it('a refund that arrives before its paid webhook is not undone by the late paid webhook', async () => {
    const sold = await course('Early refund course');
    const email = uniqueEmail('early-refund');
    const paid = orderPayload({ email, lines: [{ product_id: sold.productId, title: sold.title }] });
    await deliver(t, { topic: 'refunds/create', payload: refundPayload(paid, [paid.line_items[0]?.id ?? 0]) });
    await deliver(t, { topic: 'orders/paid', payload: paid });
    expect(await subscriptionsOf(email)).toEqual([]);
  });
});

describe('orders/cancelled and refunds/create', () => {
  it('a refund of one of two line items takes away that course only', async () => {
    const kept = await course('Kept course');
    const refunded = await course('Refunded course');
    const customer = await t.createUser({ email: uniqueEmail('refund') });
    const paid = orderPayload({
      email: customer.email,
      lines: [
        { product_id: kept.productId, title: kept.title },
        { product_id: refunded.productId, title: refunded.title },
      ],
    });
    await deliver(t, { topic: 'orders/paid', payload: paid });
    expect(await subscriptionsOf(customer.email)).toEqual([kept.shopifyProductId, refunded.shopifyProductId]);

    const refund = refundPayload(paid, [paid.line_items[1]?.id ?? 0]);
    const answer = await deliver(t, { topic: 'refunds/create', payload: refund });
    expect(answer.status).toBe(200);
    expect(await subscriptionsOf(customer.email)).toEqual([kept.shopifyProductId]);
    expect((await t.call('GET', `/products/${refunded._id}`, { token: customer.token })).status).toBe(403);
    expect((await t.call('GET', `/products/${kept._id}`, { token: customer.token })).status).toBe(200);
  });

  it('a cancelled order takes its courses away', async () => {
    const sold = await course('Cancelled course');
    const customer = await t.createUser({ email: uniqueEmail('cancel') });
    const paid = orderPayload({ email: customer.email, lines: [{ product_id: sold.productId, title: sold.title }] });
    await deliver(t, { topic: 'orders/paid', payload: paid });
    const answer = await deliver(t, { topic: 'orders/cancelled', payload: cancelledOrder(paid) });
    expect(answer.status).toBe(200);
    expect(await subscriptionsOf(customer.email)).toEqual([]);
    expect((await t.call('GET', `/products/${sold._id}`, { token: customer.token })).status).toBe(403);
  });

  it('a cancelled order takes its courses away whatever its email field holds', async () => {
    const sold = await course('Cancelled with an odd email');
    const customer = await t.createUser({ email: uniqueEmail('odd') });
    const paid = orderPayload({ email: customer.email, lines: [{ product_id: sold.productId, title: sold.title }] });
    await deliver(t, { topic: 'orders/paid', payload: paid });
    const cancelled = { ...cancelledOrder(paid), email: 'redacted', contact_email: 'redacted' };
    expect((await deliver(t, { topic: 'orders/cancelled', payload: cancelled })).status).toBe(200);
    expect(await subscriptionsOf(customer.email)).toEqual([]);
  });

  it('keeps a course that another paid order still gives', async () => {
    const sold = await course('Bought twice');
    const customer = await t.createUser({ email: uniqueEmail('twice') });
    const first = orderPayload({ email: customer.email, lines: [{ product_id: sold.productId, title: sold.title }] });
    const second = orderPayload({ email: customer.email, lines: [{ product_id: sold.productId, title: sold.title }] });
    await deliver(t, { topic: 'orders/paid', payload: first });
    await deliver(t, { topic: 'orders/paid', payload: second });
    await deliver(t, { topic: 'orders/cancelled', payload: cancelledOrder(first) });
    expect(await subscriptionsOf(customer.email)).toEqual([sold.shopifyProductId]);
    await deliver(t, { topic: 'refunds/create', payload: refundPayload(second, [second.line_items[0]?.id ?? 0]) });
    expect(await subscriptionsOf(customer.email)).toEqual([]);
  });

  it('keeps access to a course an admin also granted', async () => {
    const sold = await course('Granted and bought');
    const customer = await t.createUser({ email: uniqueEmail('granted') });
    const granted = await t.call('PUT', `/admin/users/${customer.user.id}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [sold.shopifyProductId] },
    });
    expect(granted.status).toBe(200);
    const paid = orderPayload({ email: customer.email, lines: [{ product_id: sold.productId, title: sold.title }] });
    await deliver(t, { topic: 'orders/paid', payload: paid });
    await deliver(t, { topic: 'refunds/create', payload: refundPayload(paid, [paid.line_items[0]?.id ?? 0]) });
    const me = (await t.call('GET', '/auth/get-user', { token: customer.token })).body;
    expect(me.customerSubscriptions).toEqual([]);
    expect(me.adminSubscriptions).toEqual([sold.shopifyProductId]);
    expect((await t.call('GET', `/products/${sold._id}`, { token: customer.token })).status).toBe(200);
  });
});

describe('GET /api/admin/users/{id}/subscription-sources', () => {
  it('tells a purchase (order and date) from an admin grant (who granted it, when) and an older shop entry', async () => {
    const bought = await course('Source: bought');
    const both = await course('Source: both');
    const customer = await t.createUser({ email: uniqueEmail('sources'), customerSubscriptions: ['older-shop-id'] });
    const paid = orderPayload({
      email: customer.email,
      lines: [
        { product_id: bought.productId, title: bought.title },
        { product_id: both.productId, title: both.title },
      ],
    });
    await deliver(t, { topic: 'orders/paid', payload: paid });
    const before = t.deps.now();
    await t.call('PUT', `/admin/users/${customer.user.id}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [both.shopifyProductId] },
    });

    const answer = await t.call('GET', `/admin/users/${customer.user.id}/subscription-sources`, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    const { sources } = answer.body;
    const paidAt = new Date('2026-11-20T10:30:00-05:00').toISOString();
    expect(sources).toEqual([
      {
        kind: 'order',
        shopifyProductId: bought.shopifyProductId,
        orderId: String(paid.id),
        orderName: paid.name,
        paidAt,
      },
      {
        kind: 'order',
        shopifyProductId: both.shopifyProductId,
        orderId: String(paid.id),
        orderName: paid.name,
        paidAt,
      },
      { kind: 'shop', shopifyProductId: 'older-shop-id' },
      { kind: 'admin', shopifyProductId: both.shopifyProductId, grantedAt: expect.any(String) },
    ]);
    expect(Date.parse(sources[3].grantedAt)).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // A refunded line is no source any more; the admin grant stays, and survives a save that keeps it.
    await deliver(t, { topic: 'refunds/create', payload: refundPayload(paid, [paid.line_items[1]?.id ?? 0]) });
    await t.call('PUT', `/admin/users/${customer.user.id}/subscriptions`, {
      token: admin.token,
      body: { adminSubscriptions: [both.shopifyProductId, bought.shopifyProductId] },
    });
    const later = (await t.call('GET', `/admin/users/${customer.user.id}/subscription-sources`, { token: admin.token }))
      .body.sources;
    expect(
      later.map((source: { kind: string; shopifyProductId: string }) => [source.kind, source.shopifyProductId]),
    ).toEqual([
      ['order', bought.shopifyProductId],
      ['shop', 'older-shop-id'],
      ['admin', both.shopifyProductId],
      ['admin', bought.shopifyProductId],
    ]);
    expect(later[2].grantedAt).toBe(sources[3].grantedAt);
  });

  it('is for admins only and answers 404 for an unknown user', async () => {
    const customer = await t.createUser();
    const path = `/admin/users/${customer.user.id}/subscription-sources`;
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', path, { token: customer.token })).status).toBe(403);
    const unknown = `/admin/users/${crypto.randomUUID()}/subscription-sources`;
    expect((await t.call('GET', unknown, { token: admin.token })).status).toBe(404);
  });
});
