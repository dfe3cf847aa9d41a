import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { ACTIVITY_PAGE_TITLES } from '#domain/activity-pages';
import { signInByApi } from './support/fixtures.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { CUSTOMER } from './support/settings.ts';

/**
 * A learner's access settings, set on their page, at work on a lesson: two-switch scanning, Space
 * moves and Enter chooses; and 'Whole class' taught with the tablet's own settings. A server of this
 * file's own: its teacher's learners change how lessons start, so no other spec may meet them.
 */

const COURSE = 'demo-core-words';
const LESSON = 'demo-core-words-week-1';
// Away from the other specs' own servers (+100, +102, +173), so they can run side by side.
const server = ownServerForSpec(217);

const highlight = (page: Page) => page.getByTestId('scan-highlight');
const activityCards = (page: Page) => page.getByRole('main').getByRole('list').getByRole('button');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** Starts the lesson from the list, for the learner named (or the whole class) under 'Who is learning?'. */
async function startLessonFor(page: Page, who: string) {
  await page.goto(`/class/${COURSE}/lessons`);
  await page.getByRole('button', { name: /^Week 1: go/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Who is learning?' });
  await dialog.getByRole('button', { name: who, exact: true }).click();
  await expect(dialog.getByRole('button', { name: who, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Start the lesson' }).click();
  await expect(page).toHaveURL(`/class/${COURSE}/lessons/${LESSON}`);
  await expect(activityCards(page)).toHaveCount(ACTIVITY_KEYS.length);
}

test("a learner's two-switch scanning, set on her settings page, runs the lesson; the whole class has the tablet's", async ({
  context,
  page,
}) => {
  await signInByApi(context, server.url, CUSTOMER);
  await page.goto('/learners');
  await page.getByLabel('Name').fill('Cleo');
  await page.getByRole('button', { name: 'Add learner' }).click();
  await page.getByRole('link', { name: 'Access settings for Cleo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access settings: Cleo' })).toBeVisible();

  // A step time too short is refused, with its message; what she typed stays for her to put right.
  await page.getByRole('radio', { name: /One switch, automatic/ }).check();
  await page.getByLabel('Step time').fill('0.2');
  await saveButton(page).click();
  await expect(page.getByRole('alert')).toContainText('The step time must be between 0.5 s and 5 s');
  await expect(page.getByLabel('Step time')).toHaveValue('0.2');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
  await page.getByLabel('Step time').fill('1.5');
  await page.getByRole('radio', { name: /Two switches/ }).check();
  // Space and Enter come quicker from the test than the ignore-repeat time would let them count.
  await page.getByLabel('Ignore-repeat time').fill('0');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The preview scans its pictures with the settings not saved yet, while she tries it.
  await page.getByRole('button', { name: 'Try it with the switch' }).click();
  await expect(highlight(page)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Apple' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You chose: Apple')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(highlight(page)).toHaveCount(0);

  await saveButton(page).click();
  await expect(page.getByText('Saved on this tablet; it reaches your other tablets when online.')).toBeVisible();

  // The whole class has the tablet's settings: no scanning yet.
  await startLessonFor(page, 'Whole class');
  await expect(highlight(page)).toHaveCount(0);

  // Cleo has hers: Space moves the highlight to the first activity, Enter opens it.
  await startLessonFor(page, 'Cleo');
  await expect(highlight(page)).toBeVisible();
  await expect(highlight(page)).toHaveCSS('border-top-color', 'rgb(255, 176, 0)');
  const before = await highlight(page).boundingBox();
  await page.keyboard.press('Space');
  await expect(activityCards(page).first()).toBeFocused();
  await expect.poll(async () => (await highlight(page).boundingBox())?.y).not.toBe(before?.y);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/class/${COURSE}/lessons/${LESSON}/say-it`);
  await expect(page.getByRole('heading', { level: 1, name: ACTIVITY_PAGE_TITLES['say-it'] })).toBeVisible();

  // The tablet's own settings: two switches, a cyan highlight; the whole class now scans with them.
  await page.goto('/learners');
  await page.getByRole('link', { name: "This tablet's settings" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "This tablet's settings (whole class)" })).toBeVisible();
  await page.getByRole('radio', { name: /Two switches/ }).check();
  await page.getByRole('button', { name: 'Cyan' }).click();
  await saveButton(page).click();
  await expect(page.getByText('Saved on this tablet, for the whole class.')).toBeVisible();
  await startLessonFor(page, 'Whole class');
  await expect(highlight(page)).toHaveCSS('border-top-color', 'rgb(0, 229, 255)');
  await page.keyboard.press('Space');
  await expect(activityCards(page).first()).toBeFocused();
});
