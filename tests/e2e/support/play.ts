// Helpers of the specs that play the games as a learner would: by mouse, by finger and by keyboard.
import type { Locator, Page } from '@playwright/test';
import { settlePickUp } from './drag.ts';

export type Box = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on the page');
  return box;
}

export function centre(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A point of the element that is not covered by another one (pictures may overlap). */
export async function visiblePoint(locator: Locator): Promise<Point> {
  await locator.scrollIntoViewIfNeeded();
  const point = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    for (const fy of [0.5, 0.25, 0.75, 0.1, 0.9]) {
      for (const fx of [0.5, 0.25, 0.75, 0.1, 0.9]) {
        const x = rect.left + rect.width * fx;
        const y = rect.top + rect.height * fy;
        if (element.contains(document.elementFromPoint(x, y))) return { x, y };
      }
    }
    return null;
  });
  if (!point) throw new Error('The element is covered everywhere');
  return point;
}

/**
 * Where an item (its top-left corner) has to go to lie in the middle of the target, and so in the
 * middle of the target shrunk by 48 px on each side. Both are measured on the screen: the play area
 * is drawn at the size that fits the screen.
 */
export function middleOfTarget(target: Box, item: Box): Point {
  return { x: target.x + (target.width - item.width) / 2, y: target.y + (target.height - item.height) / 2 };
}

/**
 * A spot for a picture's top-left corner where the whole picture lies in the field, clear of the
 * target by `gap` screen pixels on every side it is clear of.
 */
export function clearSpot(field: Box, target: Box, size: { width: number; height: number }, gap: number): Point {
  for (let y = field.y + 4; y + size.height <= field.y + field.height - 4; y += 16) {
    for (let x = field.x + 4; x + size.width <= field.x + field.width - 4; x += 16) {
      const clear =
        x + size.width + gap <= target.x ||
        x >= target.x + target.width + gap ||
        y + size.height + gap <= target.y ||
        y >= target.y + target.height + gap;
      if (clear) return { x, y };
    }
  }
  throw new Error('The field has no room clear of the target');
}

/** Presses Tab until `locator` has the focus, as a keyboard-only user would. */
export async function tabTo(page: Page, locator: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the element');
}

/**
 * Picks the picture up with Space, moves it with the arrow keys until its top-left corner is within
 * 20 screen pixels of `destination` (asked again after every press: the page may scroll while it
 * moves) and puts it down with Space.
 */
export async function carryByKeys(
  page: Page,
  picture: Locator,
  destination: (picture: Box) => Promise<Point>,
): Promise<void> {
  await tabTo(page, picture);
  await page.keyboard.press('Space');
  await settlePickUp(page);
  for (let presses = 0; presses < 80; presses += 1) {
    const from = await boxOf(picture);
    const to = await destination(from);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    if (Math.abs(dx) <= 20 && Math.abs(dy) <= 20) break;
    if (Math.abs(dx) > 20) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    else await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  await page.keyboard.press('Space');
}

/**
 * Drags the picture with a finger so that its centre ends on `to` and, when `tap` is given, taps
 * that button right after the drop: touchstart, touchend and the click the browser makes of a tap.
 * The finger goes down on a part of the picture that can be seen (it fails on a picture hidden or
 * covered everywhere). The tap comes right after the drop has rendered, as on a busy tablet where
 * it arrives before any timer the drag library set at the drop has run.
 */
export async function fingerDrop(page: Page, picture: Locator, to: Point, tap?: Locator): Promise<void> {
  const grip = await visiblePoint(picture);
  const middle = centre(await boxOf(picture));
  const drop = { x: to.x + grip.x - middle.x, y: to.y + grip.y - middle.y };
  const pictureHandle = await picture.elementHandle();
  const tapHandle = tap ? await tap.elementHandle() : null;
  await page.evaluate(
    async ([element, button, start, end]) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const send = (target: Element, type: string, x: number, y: number) => {
        const touch = new Touch({ identifier: 1, target, clientX: x, clientY: y });
        const down = type !== 'touchend';
        target.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            touches: down ? [touch] : [],
            targetTouches: down ? [touch] : [],
            changedTouches: [touch],
          }),
        );
      };
      if (!element) throw new Error('No picture');
      send(element, 'touchstart', start.x, start.y);
      await frame();
      for (let step = 1; step <= 12; step += 1) {
        send(
          element,
          'touchmove',
          start.x + ((end.x - start.x) * step) / 12,
          start.y + ((end.y - start.y) * step) / 12,
        );
        await frame();
      }
      send(element, 'touchend', end.x, end.y);
      if (!button) return;
      // The drop renders, then the tap comes (before a 50 ms timer could run).
      await new Promise((resolve) => setTimeout(resolve));
      const point = button.getBoundingClientRect();
      send(button, 'touchstart', point.x + 10, point.y + 10);
      send(button, 'touchend', point.x + 10, point.y + 10);
      (button as HTMLElement).click();
    },
    [pictureHandle, tapHandle, grip, drop] as const,
  );
}
