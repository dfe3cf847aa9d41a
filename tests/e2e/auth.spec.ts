import type { BrowserContext, Page } from '@playwright/test';
import { SPLASH_LINGER_MS } from '#domain/constants';
import { expect, signInByApi, signInByForm, test } from './support/fixtures.ts';
import { mailedLinks as readMailedLinks } from './support/mail-log.ts';
import { CUSTOMER, E2E_SERVER_LOG } from './support/settings.ts';

const SESSION_COOKIES = ['accessToken', 'expiresAt', 'customerId'];

async function sessionCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => SESSION_COOKIES.includes(name));
}

const mailedLinks = (email: string, subject: RegExp) => readMailedLinks(E2E_SERVER_LOG, email, subject);

const loginForm = (page: Page) => page.getByLabel('Password');

test('sign in with the form, and Logout ends the session for good', async ({ page, context }) => {
  await signInByForm(page, CUSTOMER);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Demo Teacher' })).toBeVisible();
  expect((await sessionCookies(context)).sort()).toEqual([...SESSION_COOKIES].sort());

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await sessionCookies(context)).toEqual([]);

  await page.reload();
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await sessionCookies(context)).toEqual([]);
});

test("a wrong password shows the server's error under the form", async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  const error = page.getByText('Invalid email or password');
  await expect(error).toBeVisible();
  const form = await page.locator('form').boundingBox();
  const line = await error.boundingBox();
  expect(line && form && line.y >= form.y).toBe(true);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('registering an existing email opens the account-exists modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).first().click();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByRole('button', { name: 'Register', exact: true }).last().click();

  const modal = page.getByRole('dialog', { name: 'Account already exists' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('An account with this email already exists. Reset your password to sign in.');
  await expect(modal.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', /\/reset-password$/);

  await modal.getByRole('button', { name: 'Back to login' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('register a new email, reset the password through the mailed link, then sign in', async ({ page }) => {
  const email = `new-teacher-${Date.now()}@e2e.test`;
  const password = 'a-brand-new-password';

  await page.goto('/');
  await page.getByRole('button', { name: 'Register', exact: true }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Register', exact: true }).last().click();
  await expect(page.getByText(`We have sent a link to ${email} to set your password.`)).toBeVisible();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for this email')).toBeVisible();

  await expect.poll(() => mailedLinks(email, /Reset your/).length, { message: 'the reset mail was logged' }).toBe(1);
  const link = new URL(mailedLinks(email, /Reset your/)[0] as string);
  expect(link.pathname).toBe('/reset-password');
  expect(link.searchParams.get('token')).toBeTruthy();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set. You can sign in now.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to login' }).click();
  await signInByForm(page, { email, password });
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Symbol Language Courses' })).toContainText('No courses yet.');
});

interface SplashSeen {
  /** When the page's header first was in the document, and when the splash left it (performance.now()). */
  headerAt: number;
  goneAt: number;
  /** Whether the header was ever in the document while the splash was. */
  both: boolean;
}

test('the splash covers the page while the sign-in is checked and its linger after, and the page renders beneath it meanwhile', async ({
  page,
  context,
  baseURL,
}) => {
  await signInByApi(context, baseURL as string, CUSTOMER);
  await page.addInitScript(() => {
    const seen: SplashSeen = { headerAt: 0, goneAt: 0, both: false };
    (window as unknown as { __splash: SplashSeen }).__splash = seen;
    new MutationObserver(() => {
      const splash = document.querySelector('[data-splash]') !== null;
      const header = document.querySelector('header') !== null;
      if (header && !seen.headerAt) seen.headerAt = performance.now();
      if (splash && header) seen.both = true;
      if (!splash && seen.both && !seen.goneAt) seen.goneAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Demo Teacher' })).toBeVisible();
  await expect(page.locator('[data-splash]')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { __splash: SplashSeen }).__splash);
  expect(seen.both, 'the page was in the document under the splash').toBe(true);
  // The linger's timer starts after the header's render, so the splash can only leave later than that.
  const lingered = seen.goneAt - seen.headerAt;
  expect(lingered, 'the splash stayed its linger after the sign-in was known').toBeGreaterThanOrEqual(
    SPLASH_LINGER_MS - 1,
  );
});

test("'Screen Size Too Small' covers screens under 850 px wide, not at 1024", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/');
  const overlay = page.getByRole('alertdialog', { name: 'Screen Size Too Small' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('850px');
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(overlay).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a signed-out visitor opening a course page lands on the root, with no read refused on the way', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && [401, 403].includes(response.status())) refused.push(response.url());
  });
  await page.goto('/class/demo-core-words/lessons/demo-core-words-week-1/find-it');
  await expect(page).toHaveURL('/');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(refused).toEqual([]);
  await expect(page.getByRole('heading', { name: 'weekly Core Word session' })).toHaveCount(0);
});
