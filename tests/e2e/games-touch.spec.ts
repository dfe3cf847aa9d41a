import type { Page } from '@playwright/test';
import type { BuiltInGame } from '#domain/built-in-games';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { expect, test } from './support/fixtures.ts';
import { boxOf, centre, fingerDrop } from './support/play.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * On a touch screen, the first tap after a picture is dropped works: a child taps Next or 'Hear
 * the hint' at once. The finger drag and the tap are sent as touch events in one go (fingerDrop).
 */

test.use({ hasTouch: true });

const COURSE = 'demo-core-words';

async function openGame(page: Page, game: BuiltInGame): Promise<void> {
  await page.goto(`/class/${COURSE}/lessons/${DEMO_LESSON_BY_GAME[game]}/play-it`);
  // The game's code loads on first use: on a busy 2-core machine that can take a while.
  await expect(page.getByText('Level 1 of 2')).toBeVisible(untilTestLimit());
}

const picture = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

test('quantity game: Next tapped right after a finger drop checks at once', async ({ customerPage: page }) => {
  await openGame(page, 'quantity-drag-and-drop');
  const target = centre(await boxOf(page.getByTestId('drop-target')));
  await fingerDrop(page, picture(page, 'ball'), target, nextButton(page));
  // One ball of 'exactly 3'.
  await expect(page.getByRole('dialog', { name: '❌ Try Again!' })).toBeVisible();
});

test('free-move game: Next tapped right after a finger drop checks at once', async ({ customerPage: page }) => {
  await openGame(page, 'free-move-drag-and-drop');
  const shelf = centre(await boxOf(page.getByTestId('drop-target')));
  await fingerDrop(page, picture(page, 'teddy'), shelf, nextButton(page));
  // One toy of the four on the shelf.
  await expect(page.getByRole('dialog', { name: '❌ Try Again!' })).toBeVisible();
});

test('multiple game: after three finger drops, Hear the hint and then Next work on the first tap', async ({
  customerPage: page,
}) => {
  // The hint's play() is recorded and nothing is heard, so every tap on the button plays it again.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { playCalls: calls });
    HTMLMediaElement.prototype.play = function record(this: HTMLMediaElement) {
      calls.push(new URL(this.src, location.href).pathname);
      return Promise.resolve();
    };
  });
  const hintPlays = () =>
    page.evaluate(
      () =>
        (window as unknown as { playCalls: string[] }).playCalls.filter((src) => src.includes('put-the-fruit')).length,
    );
  await openGame(page, 'multiple-drag-and-drop');
  // The hint plays by itself once, shortly after the level starts.
  await expect.poll(hintPlays).toBe(1);
  const basket = centre(await boxOf(page.getByTestId('drop-target')));
  await fingerDrop(page, picture(page, 'apple'), basket);
  await fingerDrop(page, picture(page, 'banana'), { x: basket.x - 20, y: basket.y - 20 });
  await fingerDrop(
    page,
    picture(page, 'banana'),
    { x: basket.x + 20, y: basket.y + 20 },
    page.getByRole('button', { name: 'Hear the hint' }),
  );
  await expect.poll(hintPlays).toBe(2);

  await fingerDrop(page, picture(page, 'apple'), basket, nextButton(page));
  await expect(page.getByRole('dialog', { name: '✅ Well Done!' })).toBeVisible();
});
