import type { Page } from '@playwright/test';
import { createProductByApi, lessonButton, openAdmin, productTile } from './admin-support.ts';
import { deleteAfterTest, expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';

/** Records the products of this title for deletion when the test ends (made through the page, not the API). */
async function deleteMadeByTitle(page: Page, title: string): Promise<void> {
  const products = (await (await page.request.get('/api/products')).json()) as { _id: string; title: string }[];
  for (const product of products) if (product.title === title) deleteAfterTest(product._id);
}

test.describe('admin page: products', () => {
  test('adds a product with a live card preview, then edits it', async ({ adminPage: page }) => {
    await openAdmin(page);
    await expect(page.getByRole('link', { name: 'See All Users' })).toHaveAttribute('href', '/admin/users');
    await page.getByRole('button', { name: 'Add new', exact: true }).click();

    const form = page.getByRole('region', { name: 'Add Product' });
    const preview = form.getByRole('article', { name: 'Course card preview' });
    await expect(preview.getByRole('img', { name: 'Logo placeholder' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Course title preview' })).toBeVisible();

    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form.getByText('is required')).toBeVisible();

    await form.getByLabel('Title', { exact: true }).fill('Feelings Together');
    await expect(preview.getByRole('heading', { name: 'Feelings Together' })).toBeVisible();
    // A native submit (Enter) does nothing: only the button adds the product.
    await form.getByLabel('Title', { exact: true }).press('Enter');
    await expect(productTile(page, 'Feelings Together')).toHaveCount(0);

    await form.getByLabel('Shopify product id').fill('feelings-shop');
    await form.getByLabel('Preview image URL').fill('/demo/symbols/sun.svg');
    await form.getByLabel('Title logo URL').fill('javascript:alert(1)');
    await expect(form.getByText('must be a web address')).toBeVisible();
    await form.getByLabel('Title logo URL').fill('/demo/symbols/star.svg');
    await expect(form.getByText('must be a web address')).toHaveCount(0);
    await expect(preview.getByRole('img', { name: 'Feelings Together logo' })).toHaveAttribute(
      'src',
      '/demo/symbols/star.svg',
    );
    await form.getByLabel('Description').fill('Happy, sad and cross.');
    await expect(form.getByLabel('Language', { exact: true })).toHaveValue('en');
    await form.getByLabel('Language', { exact: true }).selectOption('cy');
    await form.getByRole('button', { name: 'Add Product' }).click();

    await expect(form).toHaveCount(0);
    // Its shop id puts it on every teacher's dashboard (locked): deleted when the test ends.
    await deleteMadeByTitle(page, 'Feelings Together');
    const tile = productTile(page, 'Feelings Together');
    await expect(tile.getByRole('button', { name: 'Feelings Together', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('No lessons available. Add a lesson to get started.')).toBeVisible();

    await tile.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('region', { name: 'Edit Product' });
    await expect(edit.getByLabel('Shopify product id')).toHaveValue('feelings-shop');
    await expect(edit.getByLabel('Language', { exact: true })).toHaveValue('cy');
    await edit.getByLabel('Title', { exact: true }).fill('Feelings and Faces');
    await edit.getByRole('button', { name: 'Edit Product' }).click();
    await expect(edit).toHaveCount(0);
    await expect(productTile(page, 'Feelings and Faces')).toBeVisible();

    const stored = await (await page.request.get('/api/products')).json();
    expect(stored).toContainEqual(
      expect.objectContaining({
        title: 'Feelings and Faces',
        shopifyProductId: 'feelings-shop',
        titleLogo: '/demo/symbols/star.svg',
        description: 'Happy, sad and cross.',
        language: 'cy',
      }),
    );

    await productTile(page, 'Feelings and Faces').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('region', { name: 'Edit Product' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Edit Product' })).toHaveCount(0);
  });

  test('duplicates a product (busy, then reloaded) and says so when duplicating fails', async ({ adminPage: page }) => {
    await createProductByApi(page, { title: 'Copy Me', shopifyProductId: 'copy-me' });
    await openAdmin(page);
    const answer = await holdRequests(page, '**/api/products/*/duplicate');
    await productTile(page, 'Copy Me').getByRole('button', { name: 'Duplicate' }).click();
    await expect(productTile(page, 'Copy Me').getByRole('button', { name: 'Duplicating...' })).toBeVisible();
    answer();
    await expect(productTile(page, 'Copy Me (Copy)')).toBeVisible();
    await deleteMadeByTitle(page, 'Copy Me (Copy)');
    await expect(productTile(page, 'Copy Me').getByRole('button', { name: 'Duplicate' })).toBeEnabled();

    await page.unroute('**/api/products/*/duplicate');
    await page.route('**/api/products/*/duplicate', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
    );
    await productTile(page, 'Copy Me').getByRole('button', { name: 'Duplicate' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to duplicate product. Please try again.');
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('deletes a product only after Yes', async ({ adminPage: page }) => {
    await createProductByApi(page, { title: 'Delete Me' });
    await openAdmin(page);
    const tile = productTile(page, 'Delete Me');
    await tile.getByRole('button', { name: 'Delete Delete Me' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this product?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tile).toBeVisible();

    await tile.getByRole('button', { name: 'Delete Delete Me' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(tile).toHaveCount(0);
    const titles = ((await (await page.request.get('/api/products')).json()) as { title: string }[]).map(
      (p) => p.title,
    );
    expect(titles).not.toContain('Delete Me');
  });

  test('selecting another product loads its lessons and clears the chosen lesson', async ({ adminPage: page }) => {
    const first = await createProductByApi(page, { title: 'First Pick' });
    const lesson = await page.request.post('/api/lessons', { data: { productId: first._id, title: 'Only lesson' } });
    const { _id: lessonId } = (await lesson.json()) as { _id: string };
    await createProductByApi(page, { title: 'Second Pick' });
    await openAdmin(page, first._id, lessonId);
    await expect(page.getByRole('heading', { name: 'Lesson content: Only lesson' })).toBeVisible();

    await productTile(page, 'Second Pick').getByRole('button', { name: 'Second Pick', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Lessons of Second Pick' })).toBeVisible();
    await expect(page.getByText('No lessons available. Add a lesson to get started.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Lesson content/ })).toHaveCount(0);
    await expect(page).not.toHaveURL(/lessonId=/);

    await productTile(page, 'First Pick').getByRole('button', { name: 'First Pick', exact: true }).click();
    await expect(lessonButton(page, 'Only lesson')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Lesson content/ })).toHaveCount(0);
  });
});

test('a customer who is not an admin is kept out of the admin pages, and reads nothing of them', async ({
  customerPage: page,
}) => {
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) forbidden.push(response.url());
  });
  for (const path of ['/admin', '/admin/users', '/admin?productId=demo-core-words&lessonId=demo-core-words-week-1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This page is for admins.');
    await expect(page.getByRole('heading', { name: 'Admin Page' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'All Users' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Go to your courses' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(forbidden).toEqual([]);
});
