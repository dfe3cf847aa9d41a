import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';
import { mailedLinks } from './support/mail-log.ts';
import { newTeacher } from './support/new-teacher.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { CUSTOMER, E2E_SERVER_LOG } from './support/settings.ts';

const PUPILS = 21;

const userCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Users' }).getByRole('article', { name, exact: true });

test.describe('all users page', () => {
  // Counts every user of its server (two pages of 20, the seeded ones on the last): on a server of
  // its own, since on the shared one each test of an own course registers a teacher while it runs.
  ownServerForSpec(250);

  test('pages through the users, searches them and falls back to the loaded page', async ({ adminPage: page }) => {
    for (let n = 1; n <= PUPILS; n++) {
      const email = `pupil${String(n).padStart(2, '0')}@e2e.test`;
      // Each from an address of its own: registrations are limited per address.
      const response = await page.request.post('/api/auth/customer-register', {
        data: { email },
        headers: { 'X-Forwarded-For': `192.0.2.${n}` },
      });
      expect([201, 409]).toContain(response.status());
    }
    const releaseList = await holdRequests(page, '**/api/admin/users?page=1');
    await page.goto('/admin/users');
    await expect(page.getByText('Loading users...')).toBeVisible();
    releaseList();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    const teacher = userCard(page, 'Demo Teacher');
    await expect(teacher).toContainText(CUSTOMER.email);
    await expect(teacher.getByRole('definition').nth(1)).toHaveText('No');
    await expect(userCard(page, 'Admin').getByRole('definition').nth(1)).toHaveText('Yes');
    await expect(teacher.getByRole('list', { name: 'Subscriptions' })).toContainText('S');

    const box = page.getByRole('searchbox', { name: 'Search users by name or email' });
    await expect(box).toHaveAttribute('placeholder', 'Search users by name or email...');
    await box.fill('t');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await box.fill('teacher@e2e');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Found 1 user(s)')).toBeVisible();
    await expect(userCard(page, 'Demo Teacher')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

    await box.fill('nobody-like-this');
    await box.press('Enter');
    await expect(page.getByText('No users found')).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await expect(page.getByText('No users found')).toHaveCount(0);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    await box.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/Found|No users found/)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(20);

    const releaseSearch = await holdRequests(page, '**/api/admin/users/search*', {
      answer: (route) => route.fulfill({ status: 500, json: { message: 'Search is down' } }),
    });
    await box.fill('PUPIL21');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Searching...' })).toBeVisible();
    releaseSearch();
    await expect(page.getByText('Found 1 user(s)')).toBeVisible();
    await expect(userCard(page, 'pupil21')).toBeVisible();
  });
});

test.describe('Manage', () => {
  test('grants a subscription with Manage, and the course unlocks for that user', async ({
    adminPage: page,
    browser,
    baseURL,
    request,
  }) => {
    // A teacher of the test's own: the demo teacher of the learner specs keeps the starter locked.
    const teacher = await newTeacher(request, 'granted');
    const name = teacher.email.split('@')[0] ?? '';
    const products = (await (await page.request.get('/api/products')).json()) as {
      _id: string;
      title: string;
      shopifyProductId: string;
    }[];
    const locked = products.find((product) => product._id === 'demo-first-words');
    if (!locked) throw new Error('the demo has no second course');

    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await signInByApi(context, baseURL as string, teacher);
    const customer = await context.newPage();
    await customer.goto('/');
    const mine = customer.getByRole('region', { name: 'Your Symbol Language Courses' });
    const more = customer.getByRole('region', { name: 'More to Explore' });
    await expect(more.getByRole('heading', { name: locked.title })).toBeVisible();
    await expect(mine.getByRole('heading', { name: locked.title })).toHaveCount(0);

    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(teacher.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await userCard(page, name).getByRole('button', { name: 'Manage' }).click();
    const modal = page.getByRole('dialog', { name: 'Manage User Subscriptions' });
    await expect(modal).toContainText(
      'Select the subscriptions you want to assign to this user. These will be added to any existing Shopify subscriptions.',
    );
    const box = modal.getByRole('checkbox', { name: locked.title });
    await expect(box).not.toBeChecked();
    await box.check();

    await page.route('**/api/admin/users/*/subscriptions', (route) =>
      route.fulfill({ status: 500, json: { message: 'x' } }),
    );
    await modal.getByRole('button', { name: 'Update Subscriptions' }).click();
    await expect(modal.getByRole('alert')).toHaveText(/Failed to update subscriptions\. Please try again\./);
    await page.unroute('**/api/admin/users/*/subscriptions');

    const release = await holdRequests(page, '**/api/admin/users/*/subscriptions');
    await modal.getByRole('button', { name: 'Update Subscriptions' }).click();
    await expect(modal.getByRole('button', { name: 'Updating...' })).toBeVisible();
    release();
    await expect(modal).toHaveCount(0);
    const logos = userCard(page, name).getByRole('list', { name: 'Subscriptions' });
    await expect(logos.getByRole('listitem')).toHaveCount(1);
    await expect(logos).toContainText('A: given by an admin');

    const [stored] = (
      (await (await page.request.get(`/api/admin/users/search?q=${encodeURIComponent(teacher.email)}`)).json()) as {
        users: { adminSubscriptions: string[] }[];
      }
    ).users;
    expect(stored?.adminSubscriptions).toEqual([locked.shopifyProductId]);

    await customer.reload();
    await expect(mine.getByRole('heading', { name: locked.title })).toBeVisible();
    await expect(more.getByRole('heading', { name: locked.title })).toHaveCount(0);
    await customer.context().close();

    // Cancel leaves the subscriptions as they are.
    await userCard(page, name).getByRole('button', { name: 'Manage' }).click();
    await modal.getByRole('checkbox', { name: locked.title }).uncheck();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
    await expect(logos.getByRole('listitem')).toHaveCount(1);
  });
});

test('Sign out everywhere ends the sessions of a lost tablet', async ({ adminPage: page, browser, baseURL }) => {
  const account = { email: `lost-tablet-${Date.now()}@e2e.test`, password: 'lost-tablet-password' };
  const registered = await page.request.post('/api/auth/customer-register', {
    data: { email: account.email },
    headers: { 'X-Forwarded-For': '198.51.100.7' },
  });
  expect(registered.status()).toBe(201);
  await expect.poll(() => mailedLinks(E2E_SERVER_LOG, account.email, /./).length).toBe(1);
  const token = new URL(mailedLinks(E2E_SERVER_LOG, account.email, /./)[0] as string).searchParams.get('token');
  expect(
    (await page.request.post('/api/auth/reset-password', { data: { token, password: account.password } })).status(),
  ).toBe(200);

  const tablet = await browser.newContext({ baseURL });
  await signInByApi(tablet, baseURL as string, account);
  const lost = await tablet.newPage();
  await lost.goto('/');
  await expect(lost.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // A new account is named after its email's local part.
  const name = account.email.split('@')[0] ?? '';
  const card = userCard(page, name);
  await card.getByRole('button', { name: `Sign out everywhere: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere' });
  await expect(dialog).toContainText(`End every session of ${account.email}?`);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(card.getByRole('status')).toHaveText(`${account.email} is signed out everywhere.`);

  await lost.reload();
  await expect(lost.getByLabel('Password')).toBeVisible();
  await tablet.close();
});
