import type { Locator, Page } from '@playwright/test';
import { lessonList, productTile } from './admin-support.ts';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { newTeacher } from './support/new-teacher.ts';
import { ADMIN } from './support/settings.ts';
import { reportPointerEvents } from './support/switches.ts';

/**
 * A team of authors (issue 39): an admin makes a teacher the author of one course on the Users
 * page, with her own password again; the author then sees and edits that course only, never the
 * users; the change is in the log every admin can read.
 */

const COURSE = 'Core Words Together';

test('an admin makes a teacher the author of one course: she sees that course only, and the change is logged', async ({
  adminPage: page,
  browser,
  request,
  baseURL,
}) => {
  const author = await newTeacher(request, 'own-author');

  await page.goto('/admin/users');
  const box = page.getByRole('searchbox', { name: 'Search users by name or email' });
  await box.fill(author.email);
  await box.press('Enter');
  await expect(page.getByText('Found 1 user(s)')).toBeVisible();
  const card = page.getByRole('list', { name: 'Users' }).getByRole('article');
  await expect(card.getByRole('definition').filter({ hasText: 'No role' })).toBeVisible();

  await card.getByRole('button', { name: /^Change role of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('Role').selectOption({ label: 'Author of chosen courses' });
  await dialog.getByRole('group', { name: 'Courses this author edits' }).getByLabel(COURSE, { exact: true }).check();
  const change = dialog.getByRole('button', { name: 'Change role', exact: true });
  await expect(change).toBeDisabled();
  // A wrong password changes nothing and says so.
  await dialog.getByLabel('Your password').fill('not the password');
  await change.click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Your password').fill(ADMIN.password);
  await change.click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(`Author of ${COURSE}`);
  await expect(page.getByRole('list', { name: 'Role changes' }).getByRole('listitem').first()).toContainText(
    `${ADMIN.email} changed ${author.email} from No role to Author of ${COURSE}`,
  );

  // The author: her course, its lessons, and nothing of the users or the other courses.
  const context = await browser.newContext();
  await signInByApi(context, baseURL as string, author);
  const authorPage = await context.newPage();
  await authorPage.goto('/admin');
  await expect(authorPage.getByRole('heading', { name: 'Admin Page' })).toBeVisible();
  await expect(productTile(authorPage, COURSE)).toBeVisible();
  await expect(authorPage.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(1);
  await expect(authorPage.getByRole('link', { name: 'See All Users' })).toHaveCount(0);
  await productTile(authorPage, COURSE).getByRole('button').first().click();
  await expect(lessonList(authorPage).getByRole('listitem').first()).toBeVisible();
  await authorPage.goto('/admin/users');
  await expect(authorPage.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await context.close();
});

/** Presses Tab until `target` holds the focus, failing past `most` presses: reached by the keyboard alone. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('an admin changes a role with the keyboard alone, and the focus comes back to the card', async ({
  adminPage: page,
  context,
  request,
}) => {
  const pointerEvents: string[] = [];
  await reportPointerEvents(context, (event) => pointerEvents.push(event));
  const author = await newTeacher(request, 'keyboard-author');
  await page.goto('/admin/users');
  const box = page.getByRole('searchbox', { name: 'Search users by name or email' });
  await tabTo(page, box);
  await page.keyboard.type(author.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Found 1 user(s)')).toBeVisible();
  const card = page.getByRole('list', { name: 'Users' }).getByRole('article');
  const open = card.getByRole('button', { name: /^Change role of / });
  await tabTo(page, open);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await tabTo(page, dialog.getByLabel('Role'));
  // No role, Author of chosen courses, Admin: one down is the author.
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Role')).toHaveValue('author');
  const course = dialog.getByRole('group', { name: 'Courses this author edits' }).getByLabel(COURSE, { exact: true });
  await tabTo(page, course);
  await page.keyboard.press('Space');
  await expect(course).toBeChecked();
  await tabTo(page, dialog.getByLabel('Your password'));
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(`Author of ${COURSE}`);
  await expect(open).toBeFocused();
  expect(pointerEvents).toEqual([]);
});
