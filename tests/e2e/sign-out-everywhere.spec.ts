import type { Page } from '@playwright/test';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { newTeacher } from './support/new-teacher.ts';

async function openSignedIn(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('a teacher signs out everywhere with her password: the lost tablet lands on sign-in, this device stays', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = await newTeacher(request, 'own-lost-tablet');
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
