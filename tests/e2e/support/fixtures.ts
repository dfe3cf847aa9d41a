import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { ADMIN, CUSTOMER } from './settings.ts';

export interface Account {
  email: string;
  password: string;
}

/** The teacher's Authorization header, for a test that saves what another of her devices would. */
export async function teacherHeaders(
  request: APIRequestContext,
  baseURL: string,
  account: Account,
): Promise<{ Authorization: string }> {
  const response = await request.post(`${baseURL}/api/auth/customer-login`, { data: account });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/** Signs in through the API and puts the session where the app keeps it: the spec's cookies. */
export async function signInByApi(context: BrowserContext, baseURL: string, account: Account): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/auth/customer-login`, { data: account });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  const { accessToken, expiresAt } = (await response.json()) as { accessToken: string; expiresAt: string };
  await context.addCookies([
    { name: 'accessToken', value: accessToken, url: baseURL, sameSite: 'Lax' },
    { name: 'expiresAt', value: encodeURIComponent(expiresAt), url: baseURL, sameSite: 'Lax' },
  ]);
}

/** Signs in through the login form, as a teacher would. */
export async function signInByForm(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** `customerPage` and `adminPage` open the app already signed in as the demo customer or the admin. */
export const test = base.extend<{ customerPage: Page; adminPage: Page }>({
  customerPage: async ({ context, baseURL, page }, use) => {
    await signInByApi(context, baseURL as string, CUSTOMER);
    await use(page);
  },
  adminPage: async ({ context, baseURL, page }, use) => {
    await signInByApi(context, baseURL as string, ADMIN);
    await use(page);
  },
});

export { expect };
