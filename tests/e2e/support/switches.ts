import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import type { AccessSettings } from '#domain/access-settings';
import { pauseClockSoon } from './clock.ts';

/**
 * A learner who uses switches, for the end-to-end tests: the tablet's settings, a guard that fails
 * the test on any pointer event, and a `choose` that reaches a choice the way such a learner does,
 * by the switch keys (and, under automatic scanning, by letting the page's clock run).
 */

/** The tablet's own access settings, as the app keeps them, on every page of the context. */
export async function setTabletSettings(context: BrowserContext, settings: Partial<AccessSettings>): Promise<void> {
  await context.addInitScript((kept) => {
    localStorage.setItem('access-settings', JSON.stringify({ state: { settings: kept }, version: 0 }));
  }, settings);
}

/**
 * Reports every pointer event a person's mouse, finger or pen makes on any page of the context to
 * `report` in the test (trusted events only: the scan's own clicks are the app's, and a key's click
 * has no pointer), as it happens, so that no navigation loses one.
 */
export async function reportPointerEvents(context: BrowserContext, report: (event: string) => void): Promise<void> {
  await context.exposeFunction('reportPointerEvent', report);
  await context.addInitScript(() => {
    const send = (window as unknown as { reportPointerEvent: (event: string) => void }).reportPointerEvent;
    const types = [
      'pointerdown',
      'pointerup',
      'mousedown',
      'mouseup',
      'touchstart',
      'touchend',
      'click',
      'contextmenu',
    ];
    for (const type of types) {
      window.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted) return;
          // A click made by a key (Enter on a button) is no pointer's: no click count.
          if (type === 'click' && (event as MouseEvent).detail === 0) return;
          send(`${type} on ${(event.target as Element | null)?.outerHTML.slice(0, 80) ?? '?'}`);
        },
        { capture: true },
      );
    }
  });
}

/** How a choice stands to the scan now. */
type Standing = 'highlighted' | 'in-highlighted-group' | 'elsewhere';

function standing(target: Locator): Promise<Standing> {
  return target.evaluate((element) => {
    const highlight = document.querySelector<HTMLElement>('[data-testid="scan-highlight"]');
    if (!highlight) return 'elsewhere';
    const box = highlight.getBoundingClientRect();
    const within = (rect: DOMRect) =>
      rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom;
    if (!within(element.getBoundingClientRect())) return 'elsewhere';
    // A dialog lies over the page: until the scan has moved into it (a busy tablet takes a moment),
    // a row of the page beneath can ring the dialog's choice too, and is not its group.
    const dialog = element.closest('[role="dialog"]');
    if (dialog) {
      // The ring of a choice at the dialog's edge (its Close button) reaches a little beyond it.
      const scope = dialog.getBoundingClientRect();
      const ring = 32;
      if (
        box.left < scope.left - ring ||
        box.right > scope.right + ring ||
        box.top < scope.top - ring ||
        box.bottom > scope.bottom + ring
      )
        return 'elsewhere';
    }
    if (highlight.hasAttribute('data-scan-group-highlight')) return 'in-highlighted-group';
    return document.activeElement === element ? 'highlighted' : 'elsewhere';
  });
}

/**
 * The scan has caught up with the page (linear scanning): the focus is on the one choice its
 * highlight rings. After a selection the focus moves there only once the changed page is drawn,
 * and the page's new choices are read after that frame: the check runs after the next frame too.
 */
export async function scanSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const highlight = document.querySelector('[data-testid="scan-highlight"]');
                const focused = document.activeElement;
                if (!highlight || !focused || focused === document.body) return resolve(false);
                const box = highlight.getBoundingClientRect();
                const rect = focused.getBoundingClientRect();
                resolve(
                  rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom,
                );
              }, 0),
            ),
          ),
      ),
    )
    .toBe(true);
}

export interface SwitchUser {
  /** Moves the scan to `target` (entering its group on the way) and selects it. */
  choose(target: Locator): Promise<void>;
  /** Waits until `what` shows, letting the page's time run while it does (a page that loads its code, a delayed result). */
  see(what: Locator): Promise<void>;
  /** Lets the page's own time pass (a delayed result, a fading picture). */
  pass(ms: number): Promise<void>;
}

/** How many steps a choice may take to reach before the test gives up: a page has far fewer choices. */
const STEPS_MAX = 400;

/** Two switches: Space moves the highlight, Enter selects (settings with scanMode 'step'). */
export function twoSwitches(page: Page): SwitchUser {
  return {
    async see(what) {
      await expect(what).toBeVisible();
    },
    async choose(target) {
      await expect(target).toBeVisible();
      for (let steps = 0; steps < STEPS_MAX; steps += 1) {
        const now = await standing(target);
        if (now === 'highlighted') {
          await page.keyboard.press('Enter');
          return;
        }
        await page.keyboard.press(now === 'in-highlighted-group' ? 'Enter' : 'Space');
      }
      throw new Error(`The scan never reached ${target}`);
    },
    // The page's time runs by itself: what the test expects next waits for what it brings.
    async pass() {},
  };
}

/**
 * One switch under automatic scanning (settings with scanMode 'auto'): the page's clock is paused
 * and run by the test, one tick at a time, so the highlight steps exactly when the test says; a
 * press of Space (the switch) selects what is highlighted.
 */
export async function oneSwitchAutomatic(page: Page, tickMs: number): Promise<SwitchUser> {
  await pauseClockSoon(page);
  const see = async (what: Locator) => {
    // React reveals what a page loaded lazily on a timer of its own: the paused clock must run for it.
    for (let ticks = 0; ticks < STEPS_MAX; ticks += 1) {
      if (await what.isVisible()) return;
      await page.clock.runFor(50);
    }
    await expect(what).toBeVisible();
  };
  return {
    see,
    async choose(target) {
      await see(target);
      for (let ticks = 0; ticks < STEPS_MAX; ticks += 1) {
        const now = await standing(target);
        if (now === 'highlighted' || now === 'in-highlighted-group') {
          await page.keyboard.press('Space');
          if (now === 'highlighted') return;
          continue;
        }
        // A scan that paused itself after its rounds starts again with a press.
        if (await page.getByText('Press your switch to start').isVisible()) await page.keyboard.press('Space');
        else await page.clock.runFor(tickMs);
      }
      throw new Error(`The scan never reached ${target}`);
    },
    async pass(ms) {
      await page.clock.runFor(ms);
    },
  };
}
