import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { coreWordsCourse } from '#server/seed/demo/index';
import { grantCourse, newTeacher } from './new-teacher.ts';
import { ADMIN } from './settings.ts';

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

/**
 * The products a test made (createProductByApi records them): deleted when it ends, so that what an
 * admin spec creates on the server the learner specs share is gone again, and a course with a shop id
 * is not left on every teacher's dashboard. The tests of one worker run one after the other.
 */
const madeProducts = new Set<string>();

/** Records a product the running test made, for deletion when it ends. */
export function deleteAfterTest(productId: string): void {
  madeProducts.add(productId);
}

/**
 * `customer`: a teacher of the test's own, granted the demo course as a customer who bought it, so
 * that the progress and the learners she makes meet no other test's (there is no call that deletes
 * a teacher: she stays, with nothing any other test reads). `customerPage` and `adminPage` open the
 * app already signed in as her or as the admin. `deleteMadeProducts` (automatic) deletes the
 * products recorded with deleteAfterTest.
 */
export const test = base.extend<{
  customer: Account;
  customerPage: Page;
  adminPage: Page;
  deleteMadeProducts: undefined;
}>({
  deleteMadeProducts: [
    async ({ playwright, baseURL }, use) => {
      madeProducts.clear();
      await use(undefined);
      if (madeProducts.size === 0) return;
      const request = await playwright.request.newContext({ baseURL });
      const headers = await teacherHeaders(request, baseURL as string, ADMIN);
      for (const id of madeProducts) {
        const deleted = await request.delete(`/api/products/${id}`, { headers });
        // 404: the test deleted it itself.
        expect([200, 404], `delete the product ${id} the test made`).toContain(deleted.status());
      }
      madeProducts.clear();
      await request.dispose();
    },
    { auto: true },
  ],
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const teacher = await newTeacher(request, `customer-${crypto.randomUUID().slice(0, 8)}`);
    const shopId = coreWordsCourse.product.shopifyProductId;
    if (!shopId) throw new Error('The demo course is sold under a shop id (server/seed/demo).');
    await grantCourse(request, teacher.email, shopId);
    await request.dispose();
    await use(teacher);
  },
  customerPage: async ({ context, baseURL, page, customer }, use) => {
    await signInByApi(context, baseURL as string, customer);
    await use(page);
  },
  adminPage: async ({ context, baseURL, page }, use) => {
    await signInByApi(context, baseURL as string, ADMIN);
    await use(page);
  },
});

export { expect };
