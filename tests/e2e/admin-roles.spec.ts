import { lessonList, productTile } from './admin-support.ts';
import { expect, signInByApi, test } from './support/fixtures.ts';
import { newTeacher } from './support/new-teacher.ts';
import { ADMIN, ADMIN_SERVER_URL, E2E_ADMIN_PORT, serverLogOf } from './support/settings.ts';

/**
 * A team of authors (issue 39): an admin makes a teacher the author of one course on the Users
 * page, with her own password again; the author then sees and edits that course only, never the
 * users; the change is in the log every admin can read.
 */

test.use({ baseURL: ADMIN_SERVER_URL });

const COURSE = 'Core Words Together';

test('an admin makes a teacher the author of one course: she sees that course only, and the change is logged', async ({
  adminPage: page,
  browser,
  request,
}) => {
  const author = await newTeacher(request, 'own-author', serverLogOf(E2E_ADMIN_PORT));

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
  await dialog.getByRole('group', { name: 'Courses this author edits' }).getByLabel(COURSE).check();
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
  await signInByApi(context, ADMIN_SERVER_URL, author);
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
