import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { AccessSettings } from '#domain/access-settings';
import type { BuiltInGame } from '#domain/built-in-games';
import { DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { expect, test } from './support/fixtures.ts';
import {
  oneSwitchAutomatic,
  reportPointerEvents,
  type SwitchUser,
  scanSettled,
  setTabletSettings,
  twoSwitches,
} from './support/switches.ts';

/**
 * A learner who uses switches does every activity page and plays every level of every game of the
 * demo course on her own: with two switches (Space moves, Enter selects; rows, then items) and with
 * one switch under automatic scanning (the page's clock run by the test, one scan step at a time).
 * No pointer touches the page: any mouse or touch event fails the test.
 */

const COURSE = 'demo-core-words';
const gridUrl = (lesson: string) => `/class/${COURSE}/lessons/${lesson}`;
const STEP_MS = 500;

interface Mode {
  settings: Partial<AccessSettings>;
  clock: boolean;
  user: (page: Page) => Promise<SwitchUser>;
}

const MODES: Record<string, Mode> = {
  'two switches': {
    settings: { scanMode: 'step', scanOrder: 'row-column', ignoreRepeatMs: 0 },
    clock: false,
    user: async (page) => twoSwitches(page),
  },
  'one switch, automatic scanning': {
    settings: {
      scanMode: 'auto',
      scanOrder: 'linear',
      stepMs: STEP_MS,
      firstItemMs: STEP_MS,
      rounds: 10,
      ignoreRepeatMs: 0,
    },
    clock: true,
    user: (page) => oneSwitchAutomatic(page, STEP_MS),
  },
};

test.describe.configure({ mode: 'parallel' });

/** Every pointer event on any page of the context, as the test sees them. */
async function failOnPointer(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await reportPointerEvents(context, (event) => seen.push(event));
  return seen;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** The place of a place grid (flashlight, drag, stamp) whose cell holds the point. */
async function placeAt(page: Page, point: { x: number; y: number }): Promise<Locator> {
  const cells = page.getByTestId('place-grid').getByRole('button');
  const index = await cells.evaluateAll(
    (elements, { x, y }) =>
      elements.findIndex((element) => {
        const rect = element.getBoundingClientRect();
        return x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom;
      }),
    point,
  );
  expect(index, 'a place over the point').toBeGreaterThanOrEqual(0);
  return cells.nth(index);
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The place farthest from the target: a picture put there lies clear of it. */
async function placeFarFrom(page: Page, target: Locator): Promise<Locator> {
  const far = await centreOf(target);
  const cells = page.getByTestId('place-grid').getByRole('button');
  const index = await cells.evaluateAll((elements, { x, y }) => {
    const distances = elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return Math.hypot(rect.left + rect.width / 2 - x, rect.top + rect.height / 2 - y);
    });
    return distances.indexOf(Math.max(...distances));
  }, far);
  return cells.nth(index);
}

/** Opens a lesson's Play it by switch, from its activity grid. */
async function openGame(page: Page, user: SwitchUser, game: BuiltInGame) {
  await user.choose(button(page, 'play it'));
  await expect(page).toHaveURL(new RegExp(`${gridUrl(DEMO_LESSON_BY_GAME[game])}/play-it$`));
}

async function backToLessons(page: Page, user: SwitchUser, game: BuiltInGame, scope: Locator) {
  await user.choose(button(scope, 'Back to lessons'));
  await expect(page).toHaveURL(new RegExp(`${gridUrl(DEMO_LESSON_BY_GAME[game])}$`));
}

/** Each game played to its end, every level, by switch. */
const PLAYS: Record<BuiltInGame, (page: Page, user: SwitchUser) => Promise<void>> = {
  'stop-motion': async (page, user) => {
    await user.choose(button(page, 'Go'));
    await user.choose(button(page, 'Stop'));
    await user.see(button(page, 'Go'));
    await user.choose(button(page, '← Back'));
    await expect(page).toHaveURL(new RegExp(`${gridUrl(DEMO_LESSON_BY_GAME['stop-motion'])}$`));
  },
  'reveal-image': async (page, user) => {
    const found = button(page, 'You found it! Click here for the Next');
    for (const picture of [1, 2, 3]) {
      await user.see(page.getByText(`Picture ${picture} of 3`));
      await user.choose(await placeAt(page, await centreOf(page.getByTestId('hidden-image'))));
      await user.choose(found);
    }
    await backToLessons(page, user, 'reveal-image', page.getByRole('dialog', { name: 'Congratulations!' }));
  },
  'multiple-drag-and-drop': async (page, user) => {
    const putIn = async (name: string) => {
      await user.choose(button(page, name));
      await user.choose(button(page, `Put the ${name} here`));
      await expect(button(page, name)).toHaveAttribute('aria-pressed', 'false');
    };
    await user.see(page.getByText('Level 1 of 2'));
    await putIn('apple');
    await putIn('banana');
    await user.choose(button(page, 'Next'));
    await user.choose(button(page.getByRole('dialog', { name: '✅ Well Done!' }), 'Next'));
    await user.see(page.getByText('Level 2 of 2'));
    for (const name of ['fish', 'duck', 'boat']) await putIn(name);
    await user.choose(button(page, 'Next'));
    await backToLessons(page, user, 'multiple-drag-and-drop', page.getByRole('dialog', { name: '✅ Well Done!' }));
  },
  'quantity-drag-and-drop': async (page, user) => {
    const putIn = async (name: string, nth: number) => {
      await user.choose(button(page, name).nth(nth));
      await user.choose(button(page, `Put the ${name} here`));
    };
    await user.see(page.getByText('Put in exactly 3', { exact: true }));
    for (const nth of [0, 1]) await putIn('ball', nth);
    await user.choose(button(page, 'Next'));
    await user.choose(button(page.getByRole('dialog', { name: '❌ Try Again!' }), 'Try Again'));
    await putIn('ball', 2);
    await user.choose(button(page, 'Next'));
    await user.choose(button(page.getByRole('dialog', { name: '✅ Well Done!' }), 'Next'));
    await user.see(page.getByText('Put in 2 or more', { exact: true }));
    for (const nth of [0, 3]) await putIn('cake', nth);
    await user.choose(button(page, 'Next'));
    await backToLessons(page, user, 'quantity-drag-and-drop', page.getByRole('dialog', { name: '✅ Well Done!' }));
  },
  'free-move-drag-and-drop': async (page, user) => {
    await user.see(page.getByText('Level 1 of 2'));
    for (const name of ['teddy', 'ball', 'car', 'drum']) {
      await user.choose(button(page, name));
      await user.choose(button(page, `Put the ${name} here`));
    }
    await user.choose(button(page, 'Next'));
    await user.choose(button(page.getByRole('dialog', { name: '✅ Well Done!' }), 'Next'));
    // No target on level 2: any picture moved anywhere counts.
    await user.see(page.getByText('Level 2 of 2'));
    await expect(page.getByTestId('drop-target')).toHaveCount(0);
    await user.choose(button(page, 'hat'));
    await user.choose(page.getByRole('button', { name: 'Put the hat here: row 1, column 1' }));
    await user.choose(button(page, 'Next'));
    await backToLessons(page, user, 'free-move-drag-and-drop', page.getByRole('dialog', { name: '✅ Well Done!' }));
  },
  'invert-drag-and-drop': async (page, user) => {
    const takeOut = async (names: string[]) => {
      for (const name of names) {
        await user.choose(button(page, name));
        await user.choose(await placeFarFrom(page, page.getByTestId('drop-target')));
        await expect(button(page, name)).toHaveAttribute('aria-pressed', 'false');
      }
      await user.choose(button(page, 'Next'));
    };
    await user.see(page.getByText('Level 1 of 2'));
    await takeOut(['cat', 'dog', 'bird']);
    await user.choose(button(page.getByRole('dialog', { name: '✅ Well Done!' }), 'Next'));
    await user.see(page.getByText('Level 2 of 2'));
    await takeOut(['sock', 'shoe', 'hat', 'ball']);
    await backToLessons(page, user, 'invert-drag-and-drop', page.getByRole('dialog', { name: '✅ Well Done!' }));
  },
  'find-the-correct-one': async (page, user) => {
    const check = button(page, 'Check Answers');
    const right = page.getByRole('dialog', { name: '✅ All Correct!' });
    await user.see(page.getByText('Level 1 of 3'));
    await user.choose(button(page, 'ball'));
    await user.choose(check);
    await user.choose(button(page.getByRole('dialog', { name: '❌ Not Quite Right' }), 'Try Again'));
    await user.choose(button(page, 'teddy'));
    await user.choose(check);
    await user.choose(button(right, 'Next Level'));
    await user.see(page.getByText('Level 2 of 3'));
    await user.choose(check);
    await user.choose(button(right, 'Next Level'));
    await user.see(page.getByText('Level 3 of 3'));
    for (const name of ['cat', 'dog', 'duck', 'fish']) {
      await user.choose(button(page, name));
      await expect(button(page, name)).toHaveAttribute('aria-pressed', 'true');
    }
    await user.choose(check);
    await user.choose(button(right, 'Finish / Restart'));
    await user.see(page.getByText('Level 1 of 3'));
    await user.choose(button(page, '← Back'));
    await expect(page).toHaveURL(new RegExp(`${gridUrl(DEMO_LESSON_BY_GAME['find-the-correct-one'])}$`));
  },
  'disappear-items': async (page, user) => {
    const tidy = async (names: string[]) => {
      for (const name of names) {
        await user.choose(button(page, name));
        // The picture fades for 500 ms, then is gone.
        await user.pass(600);
        await expect(button(page, name)).toHaveCount(0);
      }
    };
    await user.see(page.getByText('Level 1 of 2'));
    await tidy(['ball', 'teddy', 'car', 'book']);
    await user.choose(button(page.getByRole('dialog', { name: 'Level Complete!' }), 'Next Level'));
    await user.see(page.getByText('Level 2 of 2'));
    await tidy(['cup', 'spoon', 'cake', 'apple', 'banana']);
    await backToLessons(page, user, 'disappear-items', page.getByRole('dialog', { name: 'You Win! 🎉' }));
  },
  'drawing-game': async (page, user) => {
    const strokes = page.locator('svg[id^="sketch"] path');
    for (const pageNumber of [1, 2, 3]) {
      await user.see(page.getByText(`Page ${pageNumber} of 3`));
      await user.choose(button(page, 'Stamp'));
      await user.choose(page.getByRole('button', { name: 'Stamp a star here: row 2, column 3' }));
      await expect(strokes).toHaveCount(1);
      await user.choose(button(page, pageNumber < 3 ? 'Next' : 'Finish'));
    }
    const end = page.getByRole('dialog', { name: 'Congratulations!' });
    await user.see(end.getByText('You have completed the drawing game!'));
    await backToLessons(page, user, 'drawing-game', end);
  },
  'image-reveal': async (page, user) => {
    const gift = button(page, 'Gift: open it');
    const won = page.getByRole('dialog', { name: 'You Win! 🎉' });
    await user.see(page.getByText('Level 1 of 2'));
    await user.choose(gift);
    // The win shows a second after the picture is revealed.
    await user.pass(1100);
    await user.choose(button(won, 'Continue'));
    await user.see(page.getByText('Level 2 of 2'));
    await user.choose(gift);
    await user.pass(1100);
    await user.choose(button(won, 'Finish'));
    await backToLessons(page, user, 'image-reveal', page.getByRole('dialog', { name: 'Congratulations!' }));
  },
};

/** Each activity page of a lesson used by switch, from its activity grid and back to it. */
async function everyActivity(page: Page, user: SwitchUser) {
  const lesson = DEMO_LESSON_BY_GAME['stop-motion'];
  const back = async () => {
    await user.choose(button(page, '← Back'));
    await expect(page).toHaveURL(new RegExp(`${gridUrl(lesson)}$`));
  };
  const open = async (card: string, title: string) => {
    await user.choose(button(page, card));
    await user.see(page.getByRole('heading', { level: 1, name: title }));
  };
  const playAndClose = async (video: string, modal: string) => {
    await user.choose(page.getByRole('button', { name: video }).first());
    const dialog = page.getByRole('dialog', { name: modal });
    await user.see(dialog);
    await user.choose(button(dialog, 'Play'));
    await user.choose(button(dialog, 'Close video'));
    await expect(dialog).toBeHidden();
  };

  await open('say it', 'say it, sign it');
  await playAndClose('Watch Video', 'Say It');
  await back();

  await open('find it', 'find it- can you find it on your AAC?');
  await user.choose(button(page, 'Reveal'));
  await user.choose(button(page, 'Hide'));
  await user.see(button(page, 'Reveal'));
  await back();

  await open('hear it', 'hear it');
  await playAndClose('Play video 1', 'hear it');
  await back();

  await open('watch it', 'watch it');
  await playAndClose('Play video 1', 'watch it');
  await back();

  await open('read it', 'Read It - Story ideas');
  await playAndClose('Play video: Go, Dog. Go!', 'Go, Dog. Go!');
  await back();

  await open('learn it', 'Learn it - Activity ideas');
  const next = button(page, 'Next');
  for (const stage of [2, 3]) {
    await user.choose(next);
    await user.see(page.getByText(`${stage} of 3`));
  }
  await back();

  await open('practise it', 'Practice it - Table task');
  for (const tab of ['Years 1-2', 'Years 2-4']) {
    await user.choose(page.getByRole('tab', { name: tab }));
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await back();

  await open('write it', 'Write it - Writing task');
  await user.choose(button(page, 'Canvas 2'));
  await user.choose(button(page, 'Stamp'));
  await user.choose(page.getByRole('button', { name: 'Stamp a star here: row 2, column 2' }));
  await expect(page.locator('svg[id^="sketch"] path:visible')).toHaveCount(1);
  await back();
}

for (const [name, mode] of Object.entries(MODES)) {
  test.describe(name, () => {
    let pointerEvents: string[] = [];
    test.beforeEach(async ({ context }) => {
      await setTabletSettings(context, mode.settings);
      pointerEvents = await failOnPointer(context);
      await context.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => route.abort());
      await context.route(/^https:\/\/img\.youtube\.com\//, (route) => route.abort());
      if (mode.clock) await context.clock.install();
    });
    test.afterEach(() => {
      expect(pointerEvents, 'pointer events on pages that must work by switches alone').toEqual([]);
    });

    /** Opens a lesson's activity grid (a navigation, not a touch) and waits for the scan to start. */
    const openGrid = async (page: Page, lesson: string): Promise<SwitchUser> => {
      await page.goto(gridUrl(lesson));
      await expect(page.getByRole('main').getByRole('list').getByRole('button')).toHaveCount(9);
      await expect(page.getByTestId('scan-highlight')).toBeVisible();
      return mode.user(page);
    };

    test('every activity page of a lesson', async ({ customerPage: page }) => {
      const user = await openGrid(page, DEMO_LESSON_BY_GAME['stop-motion']);
      await everyActivity(page, user);
    });

    for (const game of Object.keys(PLAYS) as BuiltInGame[]) {
      test(`every level of ${game}`, async ({ customerPage: page }) => {
        const user = await openGrid(page, DEMO_LESSON_BY_GAME[game]);
        await openGame(page, user, game);
        await PLAYS[game](page, user);
      });
    }
  });
}

/**
 * What a pointer can do on a learner's page, the scan can do too, and nothing more: every choice
 * the scan reaches is one a pointer can press, and everything a pointer can act on is reached by
 * the scan or stands for a surface whose scanned stand-in is on the page (a slider's steps, a
 * colour picker's swatches, a canvas's stamp tool, the dark room's places, a player's buttons).
 */
test.describe('what scanning reaches', () => {
  test.beforeEach(async ({ context }) => {
    await setTabletSettings(context, { scanMode: 'step', scanOrder: 'linear', ignoreRepeatMs: 0 });
    await context.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => route.abort());
    await context.route(/^https:\/\/img\.youtube\.com\//, (route) => route.abort());
  });

  /** Surfaces a pointer acts on by dragging, drawing or with a picker, and the choice that stands in for each. */
  const STAND_INS: { surface: string; standIn: string }[] = [
    { surface: 'input[type="range"]', standIn: 'Thinner pen|Thicker pen|Smaller eraser|Bigger eraser' },
    { surface: 'input[type="color"]', standIn: 'Green' },
    // The drawing canvas (react-sketch-canvas marks its surface touch-action none).
    { surface: 'div[touch-action="none"], svg[id^="sketch"], svg[id^="sketch"] *', standIn: 'Stamp' },
    { surface: 'video[controls], iframe', standIn: 'Play' },
    // Stop motion's clip starts and stops on a touch, as its Go and Stop button does.
    { surface: 'video', standIn: 'Go|Stop' },
    // A play area a pointer drags on or touches where something should go: the flashlight's dark room,
    // a drag game's field while a picture is chosen. Its places are offered instead.
    {
      surface: '[aria-label^="Flashlight"], [data-testid="play-area"]',
      standIn: '(Shine the light|Put the .+) here: row \\d+, column \\d+',
    },
  ];

  /** Marks every element of the page with a number, so that the two lists can be compared. */
  const mark = (page: Page) =>
    page.evaluate(() => {
      let next = 0;
      for (const element of document.querySelectorAll('*')) element.setAttribute('data-e2e', String(next++));
    });

  /** The choices the scan reaches, in linear two-switch scanning: the focus taken at each step of one round. */
  async function scanned(page: Page): Promise<Map<string, string>> {
    const reached = new Map<string, string>();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return [
          element?.getAttribute('data-e2e') ?? '',
          element?.getAttribute('aria-label') ?? element?.textContent ?? '',
        ];
      });
    let [first] = await focused();
    for (let steps = 0; steps < 300; steps += 1) {
      const [id, name] = await focused();
      if (steps > 0 && id === first) return reached;
      if (steps === 0) first = id;
      reached.set(id ?? '', (name ?? '').trim());
      await page.keyboard.press('Space');
    }
    throw new Error('The scan never came round');
  }

  /** What a pointer can act on in the learner's page or dialog shown: the outermost controls it can reach. */
  function pointerActs(page: Page): Promise<{ id: string; name: string; surface: string | null }[]> {
    return page.evaluate(
      (surfaces) => {
        const root =
          [...document.querySelectorAll('dialog[open]')].filter((dialog) => dialog.matches(':modal')).at(-1) ??
          document.querySelector('[data-scan-root]');
        if (!root) return [];
        const control = (element: Element) =>
          element.matches(
            'button, a[href], input, select, textarea, summary, video[controls], iframe, [role="button"], [role="tab"]',
          );
        // A surface a pointer acts on says so by its cursor (parts of it inherit the cursor and are the surface).
        const cursor = (element: Element | null) => (element ? getComputedStyle(element).cursor : 'auto');
        const interactive = (element: Element) =>
          control(element) ||
          (['pointer', 'crosshair', 'grab', 'move'].includes(cursor(element)) &&
            cursor(element) !== cursor(element.parentElement));
        const reachable = (element: Element) => {
          const sized = element.getBoundingClientRect();
          if (sized.width <= 1 || sized.height <= 1 || getComputedStyle(element).visibility === 'hidden') return false;
          if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') return false;
          if (element.closest('[inert], [data-scan-skip="teacher"]')) return false;
          // A pointer scrolls to what lies out of view, as the scan does.
          element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const rect = element.getBoundingClientRect();
          for (const fy of [0.5, 0.2, 0.8]) {
            for (const fx of [0.5, 0.2, 0.8]) {
              const hit = document.elementFromPoint(rect.left + rect.width * fx, rect.top + rect.height * fy);
              if (hit && (element.contains(hit) || hit.contains(element))) return true;
              // Under another picture the pointer can move first (pictures piled in a target).
              if (hit?.closest('[data-item-id]') && element.matches('[data-item-id]')) return true;
              // A place under a picture or the target is reached by dragging the chosen picture there.
              if (element.closest('[data-testid="place-grid"]') && hit?.closest('[data-testid="play-area"]'))
                return true;
            }
          }
          return false;
        };
        const found = [...root.querySelectorAll('*')].filter((element) => interactive(element) && reachable(element));
        // A control's own parts (its icon, its text) act as the control does; a surface's controls are their own.
        const outermost = found.filter(
          (element) => !found.some((other) => other !== element && control(other) && other.contains(element)),
        );
        return outermost.map((element) => ({
          id: element.getAttribute('data-e2e') ?? '',
          name:
            (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || element.outerHTML.slice(0, 120),
          surface: surfaces.find((selector) => element.matches(selector)) ?? null,
        }));
      },
      STAND_INS.map((entry) => entry.surface),
    );
  }

  async function expectSameActions(page: Page, screen: string) {
    await expect(page.getByTestId('scan-highlight')).toBeVisible();
    // The page settled: its pictures loaded (a busy machine loads them late, and the page's
    // choices change with them) and the scan's focus on its first choice.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
      .toBe(true);
    await scanSettled(page);
    await mark(page);
    const byScan = await scanned(page);
    const byPointer = await pointerActs(page);
    const scanNames = [...byScan.values()];
    const missing = byPointer
      .filter((act) => !byScan.has(act.id))
      .filter((act) => {
        const standIn = STAND_INS.find((entry) => entry.surface === act.surface)?.standIn;
        return !standIn || !scanNames.some((name) => new RegExp(`^(${standIn})$`).test(name));
      })
      .map((act) => act.name || act.id);
    expect(missing, `on ${screen}, what a pointer can do that the scan cannot`).toEqual([]);
    const pointerIds = new Set(byPointer.map((act) => act.id));
    const extra = [...byScan].filter(([id]) => !pointerIds.has(id)).map(([, name]) => name);
    expect(extra, `on ${screen}, what the scan reaches that no pointer can`).toEqual([]);
  }

  test('on the lesson grid and every activity page', async ({ customerPage: page }) => {
    const lesson = gridUrl(DEMO_LESSON_BY_GAME['stop-motion']);
    await page.goto(lesson);
    await expect(page.getByRole('main').getByRole('list').getByRole('button')).toHaveCount(9);
    await expectSameActions(page, 'the lesson grid');
    for (const activity of [
      'say-it',
      'find-it',
      'hear-it',
      'watch-it',
      'read-it',
      'learn-it',
      'practise-it',
      'write-it',
    ]) {
      await page.goto(`${lesson}/${activity}`);
      await expect(page.getByTestId('skeleton')).toHaveCount(0);
      await expectSameActions(page, `the ${activity} page`);
    }
    const user = twoSwitches(page);
    await user.choose(button(page, 'Stamp'));
    await expectSameActions(page, 'write it with the stamp tool');
    await page.goto(`${lesson}/hear-it`);
    await user.choose(button(page, 'Play video 1'));
    await expect(page.getByRole('dialog', { name: 'hear it' })).toBeVisible();
    await expectSameActions(page, 'a video playing');
  });

  test('in every game', async ({ customerPage: page }) => {
    for (const game of Object.keys(PLAYS) as BuiltInGame[]) {
      await page.goto(`${gridUrl(DEMO_LESSON_BY_GAME[game])}/play-it`);
      await expect(page.getByTestId('play-area')).toBeVisible();
      await expectSameActions(page, `the ${game} game`);
    }
    // A picture chosen: the places it can go are choices too.
    await page.goto(`${gridUrl(DEMO_LESSON_BY_GAME['invert-drag-and-drop'])}/play-it`);
    await expect(page.getByTestId('scan-highlight')).toBeVisible();
    await twoSwitches(page).choose(button(page, 'cat'));
    await expect(page.getByTestId('place-grid')).toBeVisible();
    await expectSameActions(page, 'the invert game with a picture chosen');
  });
});

/**
 * WCAG 2.1 A and AA (axe) on learners' pages while scanning runs, and what a screen reader is
 * told: the highlighted choice takes the focus; a highlighted row is said in a live region.
 */
test.describe('scanning and screen readers', () => {
  test.beforeEach(async ({ context }) => {
    await context.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => route.abort());
    await context.route(/^https:\/\/img\.youtube\.com\//, (route) => route.abort());
  });

  async function expectNoViolations(page: Page, screen: string) {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ iframes: false })
      .analyze();
    const found = violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found, `accessibility violations on ${screen} with scanning on`).toEqual([]);
  }

  test('no violations with the highlight on a choice, a row, a place and in a dialog', async ({
    context,
    customerPage: page,
  }) => {
    await setTabletSettings(context, { scanMode: 'step', scanOrder: 'row-column', ignoreRepeatMs: 0 });
    const user = twoSwitches(page);
    await page.goto(gridUrl(DEMO_LESSON_BY_GAME['invert-drag-and-drop']));
    await expect(page.getByTestId('scan-highlight')).toBeVisible();
    await page.keyboard.press('Space');
    // A row of the activity cards: said in the live region, with its choices.
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: /^Row 2 of \d+: say it, find it, hear it$/ }),
    ).toHaveCount(1);
    await expectNoViolations(page, 'the lesson grid, a row highlighted');
    await user.choose(button(page, 'play it'));
    await user.choose(button(page, 'cat'));
    await expect(page.getByTestId('place-grid')).toBeVisible();
    await expectNoViolations(page, 'the invert game, a picture chosen');
    await page.goto(`${gridUrl(DEMO_LESSON_BY_GAME['stop-motion'])}/hear-it`);
    await user.choose(button(page, 'Play video 1'));
    await expect(page.getByRole('dialog', { name: 'hear it' })).toBeVisible();
    await user.see(button(page, 'Play'));
    await expectNoViolations(page, 'a video playing');
    // At every step a screen reader is told what is highlighted: a choice has the focus, a row is said.
    const told = () =>
      page.evaluate(() => {
        const highlight = document.querySelector('[data-testid="scan-highlight"]');
        const box = highlight?.getBoundingClientRect();
        if (!highlight || !box) return 'no highlight';
        if (highlight.hasAttribute('data-scan-group-highlight')) {
          return document.querySelector('[aria-live="polite"]')?.textContent?.startsWith('Row ')
            ? 'row said'
            : 'row unsaid';
        }
        const focused = document.activeElement?.getBoundingClientRect();
        const inside =
          !!focused &&
          focused.left >= box.left &&
          focused.right <= box.right &&
          focused.top >= box.top &&
          focused.bottom <= box.bottom;
        return inside ? 'choice focused' : 'choice unfocused';
      });
    const heard = new Set<string>();
    for (let presses = 0; presses < 6; presses += 1) {
      heard.add(await told());
      await page.keyboard.press('Space');
    }
    expect([...heard].sort()).toEqual(['choice focused', 'row said']);
  });
});
