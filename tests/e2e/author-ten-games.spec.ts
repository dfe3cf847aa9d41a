import type { Locator, Page } from '@playwright/test';
import { BUILT_IN_GAMES, type BuiltInGame, type DragGame } from '#domain/built-in-games';
import {
  addLessonByForm,
  chooseGame,
  levelForm,
  levels,
  openAdmin,
  openSection,
  productTile,
  saveContent,
  uploadInto,
} from './admin-support.ts';
import { settleDrop } from './support/drag.ts';
import { deleteAfterTest, expect, signInByApi, test } from './support/fixtures.ts';
import { grantCourse, newTeacher } from './support/new-teacher.ts';
import {
  boxOf,
  carryByKeys,
  centre,
  clearSpot,
  fingerDrop,
  middleOfTarget,
  type Point,
  tabTo,
} from './support/play.ts';
import { untilTestLimit } from './support/wait.ts';

/**
 * Issue 39 §5: a course as an author makes it, then played as a teacher plays it. In the admin
 * page's UI an admin adds a course, a lesson, and one level (or the content) of each of the ten
 * games, with pictures, sound and film uploaded from files; a new teacher is given the course;
 * she plays each game to the end the spec gives it: the drag games by finger and by keyboard,
 * the others by keyboard or click.
 */

const FILES = {
  red: 'public/icons/icon-192.png',
  big: 'public/icons/icon-512.png',
  round: 'public/icons/maskable-512.png',
  small: 'public/icons/apple-touch-icon.png',
  sound: 'public/demo/audio/apple.mp3',
  film: 'public/demo/video/stop-motion.webm',
};

// ---- Authoring, in the Play It editor ----

async function addDraggable(form: Locator, file: string) {
  await uploadInto(form, 'Draggable image URL', file);
  await form.getByRole('button', { name: 'Add draggable' }).click();
  await expect(form.getByLabel('Draggable image URL', { exact: true })).toHaveValue('');
}

async function addLabelled(form: Locator, name: string, file: string, text: string) {
  await uploadInto(form, `${name} image URL`, file);
  await form.getByLabel(new RegExp(`^${name} (label|alt text)$`)).fill(text);
  await form.getByRole('button', { name: `Add ${name.toLowerCase()}` }).click();
}

/** Adds the level the form holds with its submit button and checks the list has it. */
async function addLevel(editor: Locator, button: string) {
  await levelForm(editor).getByRole('button', { name: button, exact: true }).click();
  await expect(levels(editor)).toHaveCount(1);
  await expect(levelForm(editor)).toHaveAccessibleName('New level');
}

const AUTHOR: Record<BuiltInGame, (editor: Locator) => Promise<void>> = {
  'stop-motion': async (editor) => {
    await uploadInto(editor, 'Video URL', FILES.film);
  },
  'reveal-image': async (editor) => {
    await uploadInto(editor, 'Hidden image URL', FILES.red);
    await editor.getByLabel('Hidden image URL', { exact: true }).press('Enter');
    await expect(editor.getByRole('list', { name: 'Hidden images' }).getByRole('listitem')).toHaveCount(1);
  },
  'multiple-drag-and-drop': async (editor) => {
    const form = levelForm(editor);
    await uploadInto(form, 'Target image URL', FILES.big);
    await uploadInto(form, 'Hint audio URL', FILES.sound);
    // Ten pictures, more than the spec's grid has rows for in the play area: the right one is the last.
    await addDraggable(form, FILES.red);
    for (let copy = 0; copy < 8; copy += 1) await form.getByRole('button', { name: 'Duplicate item-1' }).click();
    await addDraggable(form, FILES.small);
    await expect(form.getByRole('list', { name: 'Draggable items' }).getByRole('listitem')).toHaveCount(10);
    await form.getByLabel('Correct: item-10').check();
    await form.getByLabel('Random target position').check();
    await addLevel(editor, 'Add level');
  },
  'quantity-drag-and-drop': async (editor) => {
    const form = levelForm(editor);
    await uploadInto(form, 'Target image URL', FILES.big);
    for (let item = 0; item < 3; item += 1) await addDraggable(form, FILES.red);
    await form.getByLabel('Amount').fill('2');
    await form.getByLabel('Operator').selectOption('equal-to');
    await addLevel(editor, 'Add level');
  },
  'free-move-drag-and-drop': async (editor) => {
    await addDraggable(levelForm(editor), FILES.small);
    await addLevel(editor, 'Add level (no target image)');
  },
  'invert-drag-and-drop': async (editor) => {
    const form = levelForm(editor);
    await uploadInto(form, 'Target image URL', FILES.big);
    await addDraggable(form, FILES.red);
    await addDraggable(form, FILES.small);
    await form.getByLabel('Random target position').check();
    await addLevel(editor, 'Add New Level');
  },
  'find-the-correct-one': async (editor) => {
    const form = levelForm(editor);
    await form.getByLabel('Question text').fill('Where is the red one?');
    await addLabelled(form, 'Image option', FILES.red, 'red');
    await addLabelled(form, 'Image option', FILES.round, 'round');
    await form.getByLabel('Add a correct answer').selectOption({ label: 'Image 1 (red)' });
    await addLevel(editor, 'Add level');
  },
  'disappear-items': async (editor) => {
    const form = levelForm(editor);
    await addLabelled(form, 'Object', FILES.red, 'red');
    await addLabelled(form, 'Object', FILES.small, 'small');
    await addLevel(editor, 'Add level');
  },
  'drawing-game': async (editor) => {
    await uploadInto(editor, 'Canvas 1 background image URL', FILES.big);
  },
  'image-reveal': async (editor) => {
    const form = levelForm(editor);
    await uploadInto(form, 'Initial image URL', FILES.small);
    await uploadInto(form, 'Revealed image URL', FILES.round);
    await addLevel(editor, 'Add level');
  },
};

// ---- Playing, as the teacher ----

const picture = (page: Page, id: string) => page.locator(`[data-item-id="${id}"]`);
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const target = (page: Page) => page.getByTestId('drop-target');
const finishedDrag = (page: Page) => page.getByRole('dialog', { name: '✅ Well Done!' });

/** The last level's result of a drag game, left with its 'Back to lessons' by the way the game was played. */
async function endOfDragGame(page: Page, by: 'finger' | 'keyboard') {
  const dialog = finishedDrag(page);
  await expect(dialog.getByText('You have finished the game!')).toBeVisible();
  const back = dialog.getByRole('button', { name: 'Back to lessons' });
  if (by === 'keyboard') {
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await back.tap();
  }
}

/** Where the centre of a picture goes to lie clear of the invert game's target. */
async function outOfTarget(page: Page, size: { width: number; height: number }, gap: number): Promise<Point> {
  return clearSpot(await boxOf(page.locator('[data-level]')), await boxOf(target(page)), size, gap);
}

/** Checks with Next, by keyboard: Shift+Tab from the last picture moved. */
async function nextByKeyboard(page: Page) {
  await tabTo(page, nextButton(page), 'Shift+Tab');
  await page.keyboard.press('Enter');
}

type Play = (page: Page) => Promise<void>;

const DRAG_GAMES: Record<DragGame, { finger: Play; keyboard: Play }> = {
  'multiple-drag-and-drop': {
    finger: async (page) => {
      await fingerDrop(page, picture(page, 'item-10'), centre(await boxOf(target(page))), nextButton(page));
    },
    keyboard: async (page) => {
      await carryByKeys(page, picture(page, 'item-10'), async (from) =>
        middleOfTarget(await boxOf(target(page)), from),
      );
      await nextByKeyboard(page);
    },
  },
  'quantity-drag-and-drop': {
    finger: async (page) => {
      const middle = centre(await boxOf(target(page)));
      await fingerDrop(page, picture(page, 'item-1'), middle);
      await settleDrop(page);
      await fingerDrop(page, picture(page, 'item-2'), middle, nextButton(page));
    },
    keyboard: async (page) => {
      for (const id of ['item-1', 'item-2']) {
        await carryByKeys(page, picture(page, id), async (from) => middleOfTarget(await boxOf(target(page)), from));
      }
      await nextByKeyboard(page);
    },
  },
  'free-move-drag-and-drop': {
    finger: async (page) => {
      const from = centre(await boxOf(picture(page, 'item-1')));
      await fingerDrop(page, picture(page, 'item-1'), { x: from.x + 200, y: from.y + 40 }, nextButton(page));
    },
    keyboard: async (page) => {
      const start = await boxOf(picture(page, 'item-1'));
      await carryByKeys(page, picture(page, 'item-1'), async () => ({ x: start.x + 160, y: start.y + 40 }));
      await nextByKeyboard(page);
    },
  },
  'invert-drag-and-drop': {
    finger: async (page) => {
      for (const id of ['item-2', 'item-1']) {
        const item = picture(page, id);
        const box = await boxOf(item);
        const spot = await outOfTarget(page, box, 8);
        await fingerDrop(page, item, centre({ ...box, ...spot }));
        await settleDrop(page);
      }
      await nextButton(page).tap();
    },
    keyboard: async (page) => {
      for (const id of ['item-1', 'item-2']) {
        await carryByKeys(page, picture(page, id), (from) => outOfTarget(page, from, 48));
      }
      await nextByKeyboard(page);
    },
  },
};

/** Finds the flashlight's hidden picture with the arrow keys and takes the found button with Enter. */
async function findByKeys(page: Page) {
  const hidden = await boxOf(page.getByTestId('hidden-image'));
  const torch = page.getByRole('button', { name: 'Flashlight: move it with the arrow keys' });
  const light = await boxOf(torch);
  // An arrow key moves the light 40 game pixels; the 200 px picture shows how large they are drawn.
  const steps = (distance: number) => Math.round(distance / ((40 * hidden.width) / 200));
  const across = steps(centre(hidden).x - centre(light).x);
  const down = steps(centre(hidden).y - centre(light).y);
  await tabTo(page, torch);
  for (let press = 0; press < Math.abs(across); press += 1)
    await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let press = 0; press < Math.abs(down); press += 1) await page.keyboard.press(down > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(page.getByRole('button', { name: 'You found it! Click here for the Next' })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Presses the button with the keyboard: Tab to it, then Enter. */
async function press(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

const OTHER_GAMES: Record<Exclude<BuiltInGame, DragGame>, Play> = {
  // A film with Go and Stop: it has no end to reach; Go plays it on a loop, Stop pauses it.
  'stop-motion': async (page) => {
    const video = page.locator('video');
    await press(page, page.getByRole('button', { name: 'Go', exact: true }));
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeFocused();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.goBack();
  },
  'reveal-image': async (page) => {
    await expect(page.getByText('Picture 1 of 1')).toBeVisible();
    await findByKeys(page);
    const end = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(end.getByText('You have completed the flashlight game!')).toBeVisible();
    await end.getByRole('button', { name: 'Back to lessons' }).click();
  },
  'find-the-correct-one': async (page) => {
    await expect(page.getByRole('heading', { name: 'Where is the red one?' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'red', exact: true }));
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Check Answers' }));
    const right = page.getByRole('dialog', { name: '✅ All Correct!' });
    await expect(right.getByText('You found the right one!')).toBeVisible();
    await right.getByRole('button', { name: 'Back to lessons' }).click();
  },
  'disappear-items': async (page) => {
    await expect(page.getByText('2 left')).toBeVisible();
    for (const name of ['red', 'small']) {
      const object = page.getByRole('button', { name, exact: true });
      await press(page, object);
      await expect(object).toHaveCount(0);
    }
    const won = page.getByRole('dialog', { name: 'You Win! 🎉' });
    await expect(won.getByText('Great job – everything is tidy!')).toBeVisible();
    await won.getByRole('button', { name: 'Back to lessons' }).click();
  },
  'drawing-game': async (page) => {
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    const board = await boxOf(page.getByRole('img', { name: 'Drawing page 1' }));
    await page.mouse.move(board.x + 100, board.y + 100);
    await page.mouse.down();
    await page.mouse.move(board.x + 250, board.y + 180, { steps: 8 });
    await page.mouse.up();
    await expect(page.locator('svg[id^="sketch"] path')).not.toHaveCount(0);
    await press(page, page.getByRole('button', { name: 'Finish' }));
    const end = page.getByRole('dialog', { name: 'Congratulations!' });
    await expect(end.getByText('You have completed the drawing game!')).toBeVisible();
    await end.getByRole('button', { name: 'Back to lessons' }).click();
  },
  'image-reveal': async (page) => {
    await press(page, page.getByRole('button', { name: 'Gift: open it' }));
    await expect(page.getByRole('button', { name: 'The hidden picture' })).toBeVisible();
    const won = page.getByRole('dialog', { name: 'You Win! 🎉' });
    await expect(won.getByText('Amazing! You revealed the hidden image!')).toBeVisible();
    await won.getByRole('button', { name: 'Finish' }).click();
    await page
      .getByRole('dialog', { name: 'Congratulations!' })
      .getByRole('button', { name: 'Back to lessons' })
      .click();
  },
};

test('an author makes a course with a level of each of the ten games; a teacher plays each to its end', async ({
  adminPage: page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const course = { title: `Ten Games ${stamp}`, shopId: `ten-games-${stamp}` };
  // The teacher and her subscription are set up as other specs set them up (the Users page has its own spec).
  const teacher = await newTeacher(request, 'ten-games');

  await test.step('the admin adds the course and a lesson', async () => {
    await openAdmin(page);
    await page.getByRole('button', { name: 'Add new', exact: true }).click();
    const form = page.getByRole('region', { name: 'Add Product' });
    await form.getByLabel('Title', { exact: true }).fill(course.title);
    await form.getByLabel('Shopify product id').fill(course.shopId);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(form).toHaveCount(0);
    await expect(
      productTile(page, course.title).getByRole('button', { name: course.title, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await addLessonByForm(page, 'All the games');
  });
  const selection = new URL(page.url()).searchParams;
  // Its shop id puts it on every teacher's dashboard (locked): gone again when the test ends.
  deleteAfterTest(selection.get('productId') as string);
  const lessonUrl = `/class/${selection.get('productId')}/lessons/${selection.get('lessonId')}`;

  const { editor } = await openSection(page, 'Play It');
  for (const game of BUILT_IN_GAMES) {
    await test.step(`the admin authors ${game}`, async () => {
      await chooseGame(editor, game);
      await AUTHOR[game](editor);
    });
  }
  await saveContent(page);
  await grantCourse(request, teacher.email, course.shopId);

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, hasTouch: true });
  await signInByApi(context, baseURL as string, teacher);
  const teacherPage = await context.newPage();

  /** Opens the lesson's game from its activity cards, as the teacher does; 'Back to lessons' comes back here. */
  const openGame = async () => {
    await teacherPage.goto(lessonUrl);
    await teacherPage.getByRole('button', { name: 'play it', exact: true }).click();
    await expect(teacherPage).toHaveURL(new RegExp(`${lessonUrl}/play-it$`));
  };
  const backAtTheLesson = () => expect(teacherPage).toHaveURL(new RegExp(`${lessonUrl}$`));

  // The last game authored is the one saved; each other one is chosen and saved in turn.
  for (const game of [...BUILT_IN_GAMES].reverse()) {
    if (game !== BUILT_IN_GAMES.at(-1)) {
      await chooseGame(editor, game);
      await saveContent(page);
    }
    const drag = game in DRAG_GAMES ? DRAG_GAMES[game as DragGame] : null;
    const ways: [string, Play][] = drag
      ? [
          ['by finger', drag.finger],
          ['by keyboard', drag.keyboard],
        ]
      : [['', OTHER_GAMES[game as Exclude<BuiltInGame, DragGame>]]];
    for (const [way, play] of ways) {
      await test.step(`the teacher plays ${game} ${way}`, async () => {
        await openGame();
        await expect(
          teacherPage.getByText(/^(Level|Picture|Page) 1 of 1$/).or(teacherPage.locator('video')),
        ).toBeVisible(untilTestLimit());
        await play(teacherPage);
        if (drag) await endOfDragGame(teacherPage, way === 'by keyboard' ? 'keyboard' : 'finger');
        await backAtTheLesson();
      });
    }
  }
  await context.close();
});
