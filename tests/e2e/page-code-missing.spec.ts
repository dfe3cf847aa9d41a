import { expect, signInByApi, test } from './support/fixtures.ts';
import { CUSTOMER } from './support/settings.ts';

/**
 * A first visit cut off: the network goes before a page's code has reached the device (no service
 * worker yet to have kept it). Opening that page says so in words, not 'Something went wrong!', and
 * the page opens by itself once the network is back.
 */
test.use({ serviceWorkers: 'block' });

test('a page whose code never reached the device says so offline, and opens once the network is back', async ({
  context,
  page,
  baseURL,
}) => {
  await signInByApi(context, baseURL as string, CUSTOMER);
  await page.goto('/learners');
  await expect(page.getByRole('heading', { name: 'Your learners' })).toBeVisible();
  // The network goes: the privacy page's script cannot be fetched any more.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'What is kept about learners, and for how long' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be opened.');
  await expect(alert).toContainText('Part of the app has not reached this device yet');
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the start' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Privacy: what is kept about learners' })).toBeVisible();
});
