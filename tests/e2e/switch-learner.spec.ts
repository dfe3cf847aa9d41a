import { expect, test } from '@playwright/test';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { signInByApi, teacherHeaders } from './support/fixtures.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { CUSTOMER } from './support/settings.ts';
import { oneSwitchAutomatic, reportPointerEvents, setTabletSettings, twoSwitches } from './support/switches.ts';

/**
 * A learner chooses herself in 'Who is learning?' by switch, and her own settings (made on another
 * tablet, so they come from the server) take over at once: the tablet scans with two switches,
 * she with one switch under automatic scanning. A server of this file's own: its teacher's learners
 * change how lessons start, so no other spec may meet them.
 */

const COURSE = 'demo-core-words';
const LESSON = DEMO_LESSON_BY_GAME['disappear-items'];
const STEP_MS = 600;
// Away from the other specs' own servers (+100, +102, +173, +217).
const server = ownServerForSpec(221);

test('a learner chooses herself by switch; her own one-switch scanning takes over the lesson', async ({
  context,
  page,
  request,
}) => {
  // Sam and her settings, as another of the teacher's tablets saved them.
  const headers = await teacherHeaders(request, server.url, CUSTOMER);
  const sam = crypto.randomUUID();
  expect(
    (await request.put(`/api/learners/${sam}`, { headers, data: { displayName: 'Sam', avatar: 'kite' } })).status(),
  ).toBe(201);
  const settings = { scanMode: 'auto', stepMs: STEP_MS, firstItemMs: STEP_MS, rounds: 10, ignoreRepeatMs: 0 };
  expect((await request.put(`/api/learners/${sam}/settings`, { headers, data: settings })).status()).toBe(200);

  const pointerEvents: string[] = [];
  await reportPointerEvents(context, (event) => pointerEvents.push(event));
  await setTabletSettings(context, { scanMode: 'step', scanOrder: 'linear', ignoreRepeatMs: 0 });
  await context.clock.install();
  await signInByApi(context, server.url, CUSTOMER);

  // Sam reaches this tablet from the server.
  await page.goto('/learners');
  await expect(page.getByRole('region', { name: 'Your learners' }).getByText('Sam', { exact: true })).toBeVisible();

  // The teacher starts the lesson from the list with the keyboard: the list is hers, not scanned.
  await page.goto(`/class/${COURSE}/lessons`);
  const lessonCard = page.getByRole('button', { name: /^Week 10/ });
  await expect(lessonCard).toBeVisible();
  await lessonCard.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Who is learning?' });
  await expect(dialog).toBeVisible();

  // In the dialog, the tablet's two switches: Space moves, Enter selects.
  const tablet = twoSwitches(page);
  await tablet.choose(dialog.getByRole('button', { name: 'Sam', exact: true }));
  await expect(dialog.getByRole('button', { name: 'Sam', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await tablet.choose(dialog.getByRole('button', { name: 'Start the lesson' }));
  await expect(page).toHaveURL(new RegExp(`/lessons/${LESSON}$`));
  await expect(page.getByText('Learning now:')).toBeVisible();
  await expect(page.getByTestId('scan-highlight')).toBeVisible();

  // Sam's own settings now: the highlight steps by itself, one choice per step time, with no press.
  const sam1 = await oneSwitchAutomatic(page, STEP_MS);
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const before = await focused();
  await page.clock.runFor(STEP_MS);
  await expect.poll(focused).not.toBe(before);
  const after = await focused();
  await page.clock.runFor(STEP_MS);
  await expect.poll(focused).not.toBe(after);

  // One press of her one switch opens what is highlighted when she presses.
  await sam1.choose(page.getByRole('button', { name: 'find it', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'find it- can you find it on your AAC?' })).toBeVisible();
  expect(pointerEvents, 'pointer events on pages that must work by switches alone').toEqual([]);
});
