import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { mailedLinks } from './support/mail-log.ts';
import { E2E_SERVER_LOG } from './support/settings.ts';

/** A teacher of the test's own: ending all her sessions must not touch the demo teacher other specs use. */
async function newTeacher(request: APIRequestContext) {
  const account = { email: `own-lost-tablet-${Date.now()}@e2e.test`, password: 'own-lost-tablet-password' };
  const registered = await request.post('/api/auth/customer-register', {
    data: { email: account.email },
    headers: { 'X-Forwarded-For': '198.51.100.34' },
  });
  expect(registered.status(), 'customer-register').toBe(201);
  await expect.poll(() => mailedLinks(E2E_SERVER_LOG, account.email, /./).length).toBe(1);
  const token = new URL(mailedLinks(E2E_SERVER_LOG, account.email, /./)[0] as string).searchParams.get('token');
  const reset = await request.post('/api/auth/reset-password', { data: { token, password: account.password } });
  expect(reset.status(), 'reset-password').toBe(200);
  return account;
}

async function openSignedIn(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('a teacher signs out everywhere with her password: the lost tablet lands on sign-in, this device stays', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = await newTeacher(request);
  const laptopContext = await browser.newContext();
  const tabletContext = await browser.newContext();
  await signInByApi(laptopContext, baseURL as string, account);
  await signInByApi(tabletContext, baseURL as string, account);
  const laptop = await laptopContext.newPage();
  const tablet = await tabletContext.newPage();
  await openSignedIn(laptop);
  await openSignedIn(tablet);

  // By keyboard: the header's button, the password, Enter.
  const opener = laptop.getByRole('button', { name: 'Sign out everywhere' });
  await opener.focus();
  await laptop.keyboard.press('Enter');
  const dialog = laptop.getByRole('dialog', { name: 'Sign out everywhere' });
  const password = dialog.getByLabel('Your password');
  await expect(password).toBeFocused();

  await laptop.keyboard.type('not-her-password');
  await laptop.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('That is not your password. Please type it again.');
  await tablet.reload();
  await expect(tablet.getByRole('button', { name: 'Logout' })).toBeVisible();

  await password.fill(account.password);
  await password.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText(
    'You are signed out on every other device. This device stays signed in.',
  );
  await dialog.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(dialog).toBeHidden();

  // The tablet's next call to the server finds its session ended.
  await tablet.reload();
  await expect(tablet.getByLabel('Password')).toBeVisible();
  await expect(tablet.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // This device carries on with its new session, after a reload too.
  await laptop.reload();
  await expect(laptop.getByRole('button', { name: 'Logout' })).toBeVisible();
  await laptop.getByRole('link', { name: 'Learners', exact: true }).click();
  await expect(laptop).toHaveURL('/learners');
  await expect(laptop.getByRole('button', { name: 'Logout' })).toBeVisible();

  await laptopContext.close();
  await tabletContext.close();
});
