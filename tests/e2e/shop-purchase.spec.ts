import { createHmac } from 'node:crypto';
import { CORE_WORDS_TITLE, openAdmin, productTile } from './admin-support.ts';
import { expect, test } from './support/fixtures.ts';
import { SHOP } from './support/settings.ts';

const FIRST_WORDS = { id: 'demo-first-words', title: 'First Words Starter', shopId: 'demo-first-words-shop' };

test.describe('admin side', () => {
  // What these write is a buyer of their own and an edit that is refused: nothing a learner spec reads.
  test('Manage tells a course bought in the shop from one granted by an admin', async ({ adminPage: page }) => {
    const email = `buyer-${Date.now()}@e2e.test`;
    const order = {
      id: 820982911946154,
      name: '#1042',
      email,
      processed_at: '2026-11-20T10:30:00Z',
      cancelled_at: null,
      financial_status: 'paid',
      customer: { id: 115310627314723, email },
      line_items: [{ id: 866550311766439, product_id: FIRST_WORDS.shopId, title: FIRST_WORDS.title, quantity: 1 }],
    };
    const body = JSON.stringify(order);
    const paid = await page.request.post('/api/webhooks/shopify', {
      data: body,
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Topic': 'orders/paid',
        'X-Shopify-Hmac-Sha256': createHmac('sha256', SHOP.webhookSecret).update(body).digest('base64'),
        'X-Shopify-Shop-Domain': SHOP.domain,
        'X-Shopify-Webhook-Id': crypto.randomUUID(),
      },
    });
    expect(paid.status()).toBe(200);
    const [buyer] = (
      (await (await page.request.get(`/api/admin/users/search?q=${email}`)).json()) as {
        users: { _id: string }[];
      }
    ).users;
    const products = (await (await page.request.get('/api/products')).json()) as {
      title: string;
      shopifyProductId: string;
    }[];
    const coreWords = products.find((product) => product.title === CORE_WORDS_TITLE);
    const granted = await page.request.put(`/api/admin/users/${buyer?._id}/subscriptions`, {
      data: { adminSubscriptions: [coreWords?.shopifyProductId] },
    });
    expect(granted.status()).toBe(200);

    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The first page of users shows until the search has answered: Manage is pressed on its result.
    await expect(page.getByText('Found 1 user(s)')).toBeVisible();
    await page.getByRole('list', { name: 'Users' }).getByRole('button', { name: 'Manage' }).click();
    const modal = page.getByRole('dialog', { name: 'Manage User Subscriptions' });
    await expect(modal.getByRole('checkbox', { name: FIRST_WORDS.title })).toHaveAccessibleDescription(
      /^Bought in the shop: order #1042, paid .*2026/,
    );
    await expect(modal.getByRole('checkbox', { name: FIRST_WORDS.title })).not.toBeChecked();
    await expect(modal.getByRole('checkbox', { name: CORE_WORDS_TITLE, exact: true })).toHaveAccessibleDescription(
      /^Granted by an admin on .*\d{4}/,
    );
    await expect(modal.getByRole('checkbox', { name: CORE_WORDS_TITLE, exact: true })).toBeChecked();
  });

  test('the product editor shows at the field that another course has the shop id', async ({ adminPage: page }) => {
    await openAdmin(page);
    await productTile(page, CORE_WORDS_TITLE).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('region', { name: 'Edit Product' });
    const shopId = edit.getByLabel('Shopify product id');
    const own = await shopId.inputValue();
    await shopId.fill(FIRST_WORDS.shopId);
    await edit.getByRole('button', { name: 'Edit Product' }).click();
    const message = `Shopify product id ${FIRST_WORDS.shopId} is already used by "${FIRST_WORDS.title}". Each shop product can belong to one course only.`;
    await expect(shopId).toHaveAccessibleDescription(message);
    await expect(shopId).toBeFocused();
    await expect(edit.getByRole('alert')).toHaveCount(0);
    await shopId.fill(own);
    await expect(shopId).not.toHaveAccessibleDescription(message);
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });
});

// The customer holds the demo course only: the starter course is still to buy.
test('/buy says after the shop link that access follows payment with the checkout email', async ({
  customer,
  customerPage: page,
}) => {
  await page.goto(`/buy/${FIRST_WORDS.id}`);
  const offer = page.getByRole('article', { name: FIRST_WORDS.title });
  await expect(offer.getByRole('link', { name: /Get this course in the shop/ })).toBeVisible();
  await expect(offer.locator('a + p')).toHaveText(
    `After you pay, the course appears in your courses within a minute when you sign in with the email you used at checkout (you are signed in as ${customer.email}).`,
  );
});
