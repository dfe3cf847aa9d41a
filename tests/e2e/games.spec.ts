import type { Locator, Page } from '@playwright/test';
import type { BuiltInGame } from '#domain/built-in-games';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { settleDrop } from './support/drag.ts';
import { expect, test } from './support/fixtures.ts';
import { type Box, boxOf, carryByKeys, clearSpot, middleOfTarget, tabTo, visiblePoint } from './support/play.ts';

/**
 * Every game of Play it, played on its demo lesson to its final message, as a learner would:
 * with the mouse, by tapping, and with the keyboard only. Positions are random, so each step reads
 * where things are from the page.
 */

const COURSE = 'demo-core-words';

const gridUrl = (game: BuiltInGame) => `/class/${COURSE}/lessons/${DEMO_LESSON_BY_GAME[game]}`;

/**
 * Opens the game the way a teacher does (from the lesson's activity grid), so 'Back to lessons'
 * (one step back in history) has somewhere to go; or, `from` 'nowhere', as the first page of a
 * new tab. Every sound the page plays is recorded.
 */
async function openGame(page: Page, game: BuiltInGame, from: 'grid' | 'nowhere' = 'grid'): Promise<void> {
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { playedSounds: played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playAndRecord(this: HTMLMediaElement) {
      played.push(new URL(this.currentSrc || this.src, location.href).pathname);
      return play.call(this);
    };
  });
  if (from === 'grid') {
    await page.goto(gridUrl(game));
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  }
  await page.goto(`${gridUrl(game)}/play-it`);
}

function playedSounds(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { playedSounds: string[] }).playedSounds);
}

async function expectSound(page: Page, sound: string): Promise<void> {
  await expect.poll(() => playedSounds(page)).toContain(`/sounds/${sound}.mp3`);
}

async function backToLessons(page: Page, game: BuiltInGame, scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Back to lessons' }).click();
  await expect(page).toHaveURL(new RegExp(`${gridUrl(game)}$`));
}

/** A mouse drag in small steps from a visible point of the element, so the drag library sees a real gesture. */
async function dragBy(page: Page, from: Locator, dx: number, dy: number): Promise<void> {
  const start = await visiblePoint(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 12 });
  await page.mouse.up();
  await settleDrop(page);
}

const item = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('stop motion: Go plays the looping video and Stop pauses it', async ({ customerPage: page }) => {
  await openGame(page, 'stop-motion');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('loop', '');
  const go = page.getByRole('button', { name: 'Go', exact: true });
  await go.click();
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await expect(stop).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await stop.click();
  await expect(go).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test('flashlight: find every hidden picture with the mouse and the arrow keys, then play again or leave', async ({
  customerPage: page,
}) => {
  await openGame(page, 'reveal-image');
  const hidden = page.getByTestId('hidden-image');
  const torch = page.getByRole('button', { name: 'Flashlight: move it with the arrow keys' });
  const found = page.getByRole('button', { name: 'You found it! Click here for the Next' });

  const findWithMouse = async () => {
    const picture = await boxOf(hidden);
    const light = await boxOf(torch);
    await expect(found).toHaveCount(0);
    await page.mouse.move(light.x + light.width / 2, light.y + light.height / 2);
    await page.mouse.down();
    await page.mouse.move(picture.x + picture.width / 2, picture.y + picture.height / 2, { steps: 10 });
    await page.mouse.up();
  };

  await expect(page.getByText('Picture 1 of 3')).toBeVisible();
  // In the dark, far from the light, the hidden picture cannot be seen at all: the spot looks the
  // same with the picture as without it.
  const area = await boxOf(page.locator('[data-testid="hidden-image"]').locator('..'));
  const picture = await boxOf(hidden);
  const farX = picture.x + picture.width / 2 < area.x + area.width / 2 ? area.x + area.width - 40 : area.x + 40;
  const farY = picture.y + picture.height / 2 < area.y + area.height / 2 ? area.y + area.height - 40 : area.y + 40;
  await page.mouse.click(farX, farY);
  await expect
    .poll(async () => {
      const light = await boxOf(torch);
      return Math.hypot(light.x + light.width / 2 - farX, light.y + light.height / 2 - farY);
    })
    .toBeLessThan(2);
  await expect(found).toHaveCount(0);
  const withPicture = await page.screenshot({ clip: picture });
  await hidden.evaluate((element: HTMLElement) => {
    element.style.visibility = 'hidden';
  });
  expect(await page.screenshot({ clip: picture })).toEqual(withPicture);
  await hidden.evaluate((element: HTMLElement) => {
    element.style.visibility = '';
  });
  await findWithMouse();
  await expect(found).toBeVisible();
  await expectSound(page, 'success');
  await found.click();

  await expect(page.getByText('Picture 2 of 3')).toBeVisible();
  const second = await boxOf(hidden);
  const light = await boxOf(torch);
  // An arrow key moves the light 40 game pixels; the 200 px picture shows how large they are drawn.
  const steps = (distance: number) => Math.round(distance / ((40 * second.width) / 200));
  const across = steps(second.x + second.width / 2 - (light.x + light.width / 2));
  const down = steps(second.y + second.height / 2 - (light.y + light.height / 2));
  await torch.focus();
  for (let press = 0; press < Math.abs(across); press += 1)
    await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let press = 0; press < Math.abs(down); press += 1) await page.keyboard.press(down > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(found).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Picture 3 of 3')).toBeVisible();
  await findWithMouse();
  await found.click();

  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog.getByText('You have completed the flashlight game!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Play Again' }).click();
  await expect(page.getByText('Picture 1 of 3')).toBeVisible();
  await findWithMouse();
  await found.click();
  await findWithMouse();
  await found.click();
  await findWithMouse();
  await found.click();
  await backToLessons(page, 'reveal-image', dialog);
});

test.describe('on a 1024x768 screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('multiple drag and drop: finished with the keyboard only', async ({ customerPage: page }) => {
    await openGame(page, 'multiple-drag-and-drop');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const target = page.getByTestId('drop-target');

    /** Carries the picture into the middle of the target with the keyboard only. */
    const carryInto = async (name: string) => {
      const picture = item(page, name);
      await carryByKeys(page, picture, async (from) => middleOfTarget(await boxOf(target), from));
      await expect(picture).toBeFocused();
      await expect(picture).toHaveAttribute('aria-pressed', 'false');
    };

    await expect(page.getByText('Level 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hear the hint' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Hint cards' }).getByText('apple')).toBeVisible();

    // A check with nothing placed is wrong; Try Again closes the result.
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    const tryAgain = page.getByRole('dialog', { name: '❌ Try Again!' });
    await expect(tryAgain).toBeVisible();
    await expectSound(page, 'incorrect');
    await page.keyboard.press('Enter');
    await expect(tryAgain).toBeHidden();

    await carryInto('apple');
    await carryInto('banana');
    await tabTo(page, next, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const wellDone = page.getByRole('dialog', { name: '✅ Well Done!' });
    await expect(wellDone).toBeVisible();
    await expectSound(page, 'correct');
    await expect(wellDone.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Level 2 of 2')).toBeVisible();
    await carryInto('fish');
    await carryInto('duck');
    await carryInto('boat');
    await tabTo(page, next, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const finished = page.getByRole('dialog', { name: '✅ Well Done!' });
    await expect(finished.getByText('You have finished the game!')).toBeVisible();
    await expect(finished.getByRole('button', { name: 'Back to lessons' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${gridUrl('multiple-drag-and-drop')}$`));
  });
});

test('quantity drag and drop: finished by tapping a picture, then the target', async ({ customerPage: page }) => {
  await openGame(page, 'quantity-drag-and-drop');
  const balls = page.getByRole('button', { name: 'ball', exact: true });
  const next = page.getByRole('button', { name: 'Next', exact: true });

  const tapInto = async (picture: Locator, name: string) => {
    await picture.click();
    await expect(picture).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `Put the ${name} here` }).click();
    await expect(picture).toHaveAttribute('aria-pressed', 'false');
  };

  await expect(page.getByText('Level 1 of 2')).toBeVisible();
  await expect(page.getByText('Put in exactly 3', { exact: true })).toBeVisible();
  await expect(balls).toHaveCount(5);
  // Equal to 3: two are not enough.
  await tapInto(balls.nth(0), 'ball');
  await tapInto(balls.nth(1), 'ball');
  await next.click();
  const tryAgain = page.getByRole('dialog', { name: '❌ Try Again!' });
  await tryAgain.getByRole('button', { name: 'Try Again' }).click();
  await expect(tryAgain).toBeHidden();
  await tapInto(balls.nth(2), 'ball');
  await next.click();
  const wellDone = page.getByRole('dialog', { name: '✅ Well Done!' });
  await wellDone.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Level 2 of 2')).toBeVisible();
  await expect(page.getByText('Put in 2 or more', { exact: true })).toBeVisible();
  const cakes = page.getByRole('button', { name: 'cake', exact: true });
  await tapInto(cakes.nth(0), 'cake');
  await tapInto(cakes.nth(3), 'cake');
  await next.click();
  const finished = page.getByRole('dialog', { name: '✅ Well Done!' });
  await expect(finished.getByText('You have finished the game!')).toBeVisible();
  await backToLessons(page, 'quantity-drag-and-drop', finished);
});

test('free-move drag and drop: every toy dragged onto the shelf, then anything dragged anywhere', async ({
  customerPage: page,
}) => {
  await openGame(page, 'free-move-drag-and-drop');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const tryAgain = page.getByRole('dialog', { name: '❌ Try Again!' });
  const onTheShelf = async (name: string) => {
    const toy = item(page, name);
    const from = await boxOf(toy);
    const to = middleOfTarget(await boxOf(page.getByTestId('drop-target')), from);
    await dragBy(page, toy, to.x - from.x, to.y - from.y);
  };

  // All four toys are marked correct: one on the shelf is not enough.
  await expect(page.getByText('Level 1 of 2')).toBeVisible();
  await onTheShelf('teddy');
  await next.click();
  await tryAgain.getByRole('button', { name: 'Try Again' }).click();
  for (const toy of ['ball', 'car', 'drum']) await onTheShelf(toy);
  await next.click();
  await page.getByRole('dialog', { name: '✅ Well Done!' }).getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Level 2 of 2')).toBeVisible();
  await expect(page.getByTestId('drop-target')).toHaveCount(0);
  await next.click();
  await tryAgain.getByRole('button', { name: 'Try Again' }).click();
  await dragBy(page, item(page, 'hat'), 300, 120);
  await next.click();
  const finished = page.getByRole('dialog', { name: '✅ Well Done!' });
  await expect(finished.getByText('You have finished the game!')).toBeVisible();
  await backToLessons(page, 'free-move-drag-and-drop', finished);
});

test('invert drag and drop: every picture taken out of the target, by dragging and by tapping', async ({
  customerPage: page,
}) => {
  await openGame(page, 'invert-drag-and-drop');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const area = page.locator('[data-level]');

  // The pictures overlap in the target: take out whichever is on top first.
  const takeOut = async (inTarget: string[]) => {
    const points = await Promise.all(inTarget.map((name) => visiblePoint(item(page, name)).catch(() => null)));
    const name =
      inTarget.splice(
        points.findIndex((point) => point !== null),
        1,
      )[0] ?? '';
    const picture = item(page, name);
    const from = await boxOf(picture);
    const to = clearSpot(await boxOf(area), await boxOf(page.getByTestId('drop-target')), from, 8);
    await dragBy(page, picture, to.x - from.x, to.y - from.y);
    return name;
  };

  // After a wrong answer the pictures still inside are marked, on the board and in the result.
  await expect(page.getByText('Level 1 of 2')).toBeVisible();
  const stillIn = ['cat', 'dog', 'bird'];
  const out = await takeOut(stillIn);
  await next.click();
  const tryAgain = page.getByRole('dialog', { name: '❌ Try Again!' });
  await expect(tryAgain.getByTestId('still-inside').getByRole('img')).toHaveCount(2);
  for (const name of stillIn) await expect(tryAgain.getByRole('img', { name })).toBeVisible();
  await expect(page.locator('[data-marked]')).toHaveCount(2);
  await expect(item(page, out)).not.toHaveAttribute('data-marked');
  await tryAgain.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.locator('[data-marked]')).toHaveCount(0);

  const inTarget = ['cat', 'dog', 'bird'];
  while (inTarget.length > 0) await takeOut(inTarget);
  await next.click();
  await expectSound(page, 'correct');
  await page.getByRole('dialog', { name: '✅ Well Done!' }).getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Level 2 of 2')).toBeVisible();
  await expect(page.getByTestId('false-target')).toBeVisible();
  /**
   * A free spot to tap: nothing lies there, and the picture (its size on the screen) centred on it
   * stays clear of the target by a gap. Without the gap the first clear spot could leave none: the
   * picture's edge on the target's, and the game, which scales screen points to its own, could
   * find them overlapping by a rounding error ("Try Again" with the picture seen outside).
   */
  const freeSpot = async (picture: Box) => {
    const field = await boxOf(area);
    const target = await boxOf(page.getByTestId('drop-target'));
    const spot = await page.evaluate(
      ({ field, target, half }) => {
        const gap = 8;
        for (let y = field.y + half; y <= field.y + field.height - half; y += 20) {
          for (let x = field.x + half; x <= field.x + field.width - half; x += 20) {
            const clear = x + half + gap <= target.x || x - half - gap >= target.x + target.width;
            if (clear && !document.elementFromPoint(x, y)?.closest('[data-item-id]')) return { x, y };
          }
        }
        return null;
      },
      { field, target, half: picture.width / 2 },
    );
    if (!spot) throw new Error('No free spot left');
    return spot;
  };
  const toTap = ['sock', 'shoe', 'hat', 'ball'];
  while (toTap.length > 0) {
    const points = await Promise.all(toTap.map((name) => visiblePoint(item(page, name)).catch(() => null)));
    const index = points.findIndex((point) => point !== null);
    const name = toTap.splice(index, 1)[0] ?? '';
    const point = points[index];
    if (!point) throw new Error('Every picture is covered');
    const picture = item(page, name);
    await page.mouse.click(point.x, point.y);
    await expect(picture).toHaveAttribute('aria-pressed', 'true');
    const spot = await freeSpot(await boxOf(picture));
    await page.mouse.click(spot.x, spot.y);
    await expect(picture).toHaveAttribute('aria-pressed', 'false');
  }
  await next.click();
  const finished = page.getByRole('dialog', { name: '✅ Well Done!' });
  await expect(finished.getByText('You have finished the game!')).toBeVisible();
  await backToLessons(page, 'invert-drag-and-drop', finished);
});

test('find the correct one: specific, none and all, then it starts again at level 1', async ({
  customerPage: page,
}) => {
  await openGame(page, 'find-the-correct-one');
  const check = page.getByRole('button', { name: 'Check Answers' });
  const option = (name: string) => page.getByRole('button', { name, exact: true });

  await expect(page.getByText('Level 1 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where is my teddy?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hear the question' })).toBeVisible();
  await expect(check).toBeDisabled();
  await option('ball').click();
  await expect(option('ball')).toHaveAttribute('aria-pressed', 'true');
  await check.click();
  const wrong = page.getByRole('dialog', { name: '❌ Not Quite Right' });
  await expect(wrong.getByText('Look carefully – only one of them is right.')).toBeVisible();
  await expectSound(page, 'incorrect');
  await wrong.getByRole('button', { name: 'Try Again' }).click();
  await expect(option('ball')).toHaveAttribute('aria-pressed', 'false');
  await option('teddy').click();
  await check.click();
  const right = page.getByRole('dialog', { name: '✅ All Correct!' });
  await expect(right.getByText('You found the right one!')).toBeVisible();
  await expect(right.getByRole('list', { name: 'Answer cards' }).getByText('teddy')).toBeVisible();
  await right.getByRole('button', { name: 'Next Level' }).click();

  await expect(page.getByText('Level 2 of 3')).toBeVisible();
  await expect(check).toBeEnabled();
  await check.click();
  await expect(right.getByText('Well spotted – none of them was right!')).toBeVisible();
  await right.getByRole('button', { name: 'Next Level' }).click();

  await expect(page.getByText('Level 3 of 3')).toBeVisible();
  for (const name of ['cat', 'dog', 'duck', 'fish']) await option(name).click();
  await check.click();
  await expect(right.getByText('Yes – they all were!')).toBeVisible();
  await right.getByRole('button', { name: 'Finish / Restart' }).click();
  await expect(page.getByText('Level 1 of 3')).toBeVisible();
  await expect(check).toBeDisabled();
});

test('disappear items: tidy both levels away, then go back to the lessons', async ({ customerPage: page }) => {
  await openGame(page, 'disappear-items');
  const tidy = async (names: string[]) => {
    for (const name of names) {
      await page.getByRole('button', { name, exact: true }).click();
      await expectSound(page, 'boing');
    }
    for (const name of names) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  };

  await expect(page.getByText('Level 1 of 2')).toBeVisible();
  await expect(page.getByText('4 left')).toBeVisible();
  await tidy(['ball', 'teddy', 'car', 'book']);
  const levelDone = page.getByRole('dialog', { name: 'Level Complete!' });
  await expect(levelDone.getByText('Great job – everything is tidy!')).toBeVisible();
  await levelDone.getByRole('button', { name: 'Next Level' }).click();

  await expect(page.getByText('Level 2 of 2')).toBeVisible();
  await tidy(['cup', 'spoon', 'cake', 'apple', 'banana']);
  const won = page.getByRole('dialog', { name: 'You Win! 🎉' });
  await expect(won.getByText('Great job – everything is tidy!')).toBeVisible();
  await expect(won.getByRole('button', { name: 'Finish / Restart' })).toBeVisible();
  await backToLessons(page, 'disappear-items', won);
});

test('image reveal opened as the first page of a tab: open both gifts, then back to the lesson grid', async ({
  customerPage: page,
}) => {
  await openGame(page, 'image-reveal', 'nowhere');
  const gift = page.getByRole('button', { name: 'Gift: open it' });
  const won = page.getByRole('dialog', { name: 'You Win! 🎉' });

  await expect(page.getByText('Level 1 of 2')).toBeVisible();
  await gift.click();
  await expectSound(page, 'reveal');
  await expect(page.getByRole('button', { name: 'The hidden picture' })).toBeVisible();
  await expect(won.getByText('Amazing! You revealed the hidden image!')).toBeVisible();
  await expectSound(page, 'success');
  await won.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Level 2 of 2')).toBeVisible();
  await gift.click();
  await won.getByRole('button', { name: 'Finish' }).click();
  const end = page.getByRole('dialog', { name: 'Congratulations!' });
  await backToLessons(page, 'image-reveal', end);
});

test('drawing game: draw on each page, a fresh canvas per page, then finish', async ({ customerPage: page }) => {
  await openGame(page, 'drawing-game');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const strokes = page.locator('svg[id^="sketch"] path');

  const draw = async (pageNumber: number) => {
    const board = await boxOf(page.getByRole('img', { name: `Drawing page ${pageNumber}` }));
    await page.mouse.move(board.x + 100, board.y + 100);
    await page.mouse.down();
    await page.mouse.move(board.x + 250, board.y + 180, { steps: 8 });
    await page.mouse.up();
  };

  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Hint cards' }).getByText('ball')).toBeVisible();
  const music = page.getByRole('button', { name: 'Music' });
  await expect(music).toHaveAttribute('aria-pressed', 'true');
  await music.click();
  await expect(music).toHaveAttribute('aria-pressed', 'false');
  await expectSound(page, 'music-loop');

  await draw(1);
  await expect(strokes).not.toHaveCount(0);
  await next.click();
  await expectSound(page, 'next');
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(strokes).toHaveCount(0);
  await previous.click();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await next.click();
  await next.click();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  const end = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(end.getByText('You have completed the drawing game!')).toBeVisible();
  await backToLessons(page, 'drawing-game', end);
});
