import type { Locator, Page } from '@playwright/test';
import {
  chooseGame,
  createLessonByApi,
  createProductByApi,
  grantedTeacherWindow,
  levelForm,
  levels,
  openAdmin,
  openSection,
  ownShopId,
  previewDialog,
  saveContent,
  sym,
} from './admin-support.ts';
import { expect, test } from './support/fixtures.ts';

async function addImage(form: Locator, name: string, image: string, text: string) {
  await form.getByLabel(`${name} image URL`).fill(image);
  await form.getByLabel(new RegExp(`^${name} (label|alt text)$`)).fill(text);
  await form.getByRole('button', { name: `Add ${name.toLowerCase()}` }).click();
}

async function playWhole(page: Page, game: string): Promise<Locator> {
  await page.getByRole('button', { name: '▶ Play the whole game' }).click();
  return previewDialog(page, `Preview: ${game}`);
}

async function previewLevel(page: Page, editor: Locator, game: string): Promise<Locator> {
  await editor.getByRole('button', { name: '▶ Preview level' }).click();
  return previewDialog(page, `Preview level: ${game}`);
}

test('authors and previews every other game; the learner plays what was saved', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const shopId = ownShopId();
  // A course of the test's own, granted to a teacher of its own: the demo course keeps its lessons.
  const course = await createProductByApi(page, { title: 'Other games course', shopifyProductId: shopId });
  const lesson = await createLessonByApi(page, course._id, 'Other games lesson');
  await openAdmin(page, course._id, lesson._id);
  const { editor } = await openSection(page, 'Play It');

  // Stop motion: the video.
  await chooseGame(editor, 'stop-motion');
  await editor.getByLabel('Video URL').fill('/demo/video/stop-motion.webm');
  let dialog = await playWhole(page, 'stop-motion');
  await expect(dialog.getByRole('region', { name: 'Stop motion' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close preview' }).click();

  // Reveal image: a URL is added on Enter.
  await chooseGame(editor, 'reveal-image');
  await editor.getByLabel('Hidden image URL').fill(sym('star'));
  await editor.getByLabel('Hidden image URL').press('Enter');
  await expect(editor.getByLabel('Hidden image URL')).toHaveValue('');
  await editor.getByLabel('Hidden image URL').fill(sym('moon'));
  await editor.getByLabel('Hidden image URL').press('Enter');
  await expect(editor.getByRole('list', { name: 'Hidden images' }).getByRole('listitem')).toHaveCount(2);
  await editor.getByRole('button', { name: 'Remove hidden image 2' }).click();
  dialog = await playWhole(page, 'reveal-image');
  await expect(dialog.getByRole('region', { name: 'Flashlight game' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close preview' }).click();

  // Find the correct one: answer type, correct indexes only for specific, in range, no duplicates.
  await chooseGame(editor, 'find-the-correct-one');
  let form = levelForm(editor);
  await expect(form.getByLabel('Question text')).toHaveValue('Where is my teddy?');
  await addImage(form, 'Image option', sym('teddy'), 'teddy');
  await addImage(form, 'Image option', sym('ball'), 'ball');
  const correct = form.getByLabel('Add a correct answer');
  await expect(correct.locator('option')).toHaveText(['Choose an image option…', 'Image 1 (teddy)', 'Image 2 (ball)']);
  await correct.selectOption({ label: 'Image 1 (teddy)' });
  await expect(form.getByRole('list', { name: 'Correct answers' })).toHaveText('Image 1 (teddy)✕');
  await expect(correct.locator('option')).toHaveText(['Choose an image option…', 'Image 2 (ball)']);
  await form.getByLabel('Answer type').selectOption('all');
  await expect(correct).toBeDisabled();
  await form.getByLabel('Answer type').selectOption('specific');
  await expect(correct).toBeEnabled();
  await addImage(form, 'Question card', sym('teddy'), 'teddy');
  await form.getByRole('button', { name: 'Add level', exact: true }).click();
  await expect(levels(editor)).toHaveCount(1);
  const deleteLevel = levels(editor).getByRole('button', { name: 'Delete level 1' });
  await expect(deleteLevel).toBeDisabled();
  await expect(levels(editor).locator('[title="At least one level required"]')).toHaveCount(1);
  await levelForm(editor).getByLabel('Question text').fill('Where is the ball?');
  await addImage(levelForm(editor), 'Image option', sym('ball'), 'ball');
  // 'specific' without a correct answer is a level nobody can finish: said at the field.
  await expect(
    levelForm(editor).getByText('Choose at least one correct answer, or change the answer type'),
  ).toBeVisible();
  await expect(levelForm(editor).getByRole('button', { name: 'Add level', exact: true })).toBeDisabled();
  await levelForm(editor).getByLabel('Add a correct answer').selectOption({ label: 'Image 1 (ball)' });
  await levelForm(editor).getByRole('button', { name: 'Add level', exact: true }).click();
  await expect(levels(editor)).toHaveCount(2);
  await expect(deleteLevel).toBeEnabled();
  await levels(editor).getByRole('button', { name: 'Delete level 2' }).click();
  await expect(levels(editor)).toHaveCount(1);
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  dialog = await previewLevel(page, editor, 'find-the-correct-one');
  const game = dialog.getByRole('region', { name: 'Find the correct one' });
  await expect(game.getByText('Where is my teddy?')).toBeVisible();
  await game.getByRole('button', { name: 'teddy', exact: true }).click();
  await game.getByRole('button', { name: 'Check Answers' }).click();
  await expect(page.getByText('✅ All Correct!')).toBeVisible();
  // Leaving the game (its 'Back to lessons') closes the preview.
  await page.getByRole('button', { name: 'Back to lessons' }).click();
  await expect(dialog).toHaveCount(0);
  await levelForm(editor).getByRole('button', { name: 'Cancel' }).click();

  // Disappear items.
  await chooseGame(editor, 'disappear-items');
  form = levelForm(editor);
  await expect(form.getByLabel('Question text')).toHaveValue('Click every object to clean up!');
  await addImage(form, 'Object', sym('sock'), 'sock');
  await form.getByLabel('Background colour', { exact: true }).fill('#FFEEDD');
  await form.getByRole('button', { name: 'Add level', exact: true }).click();
  await expect(levels(editor)).toHaveCount(1);
  await expect(levels(editor).getByRole('button', { name: 'Delete level 1' })).toBeDisabled();
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  dialog = await previewLevel(page, editor, 'disappear-items');
  await expect(
    dialog.getByRole('region', { name: 'Tidy up game' }).getByRole('button', { name: 'sock' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await levelForm(editor).getByRole('button', { name: 'Cancel' }).click();

  // Image reveal.
  await chooseGame(editor, 'image-reveal');
  form = levelForm(editor);
  await expect(form.getByLabel('Question text')).toHaveValue("Click the image to reveal what's hidden!");
  await form.getByLabel('Initial image URL').fill(sym('gift'));
  await form.getByLabel('Revealed image URL').fill(sym('teddy'));
  await form.getByRole('button', { name: 'Add level', exact: true }).click();
  await expect(levels(editor)).toHaveCount(1);
  await levels(editor)
    .getByRole('button', { name: /^Level 1/ })
    .click();
  dialog = await previewLevel(page, editor, 'image-reveal');
  await dialog.getByRole('button', { name: 'Gift: open it' }).click();
  await expect(dialog.getByRole('button', { name: 'The hidden picture' })).toBeVisible();
  await expect(page.getByText('Amazing! You revealed the hidden image!')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('button', { name: 'Back to lessons' }).click();
  await expect(dialog).toHaveCount(0);
  await levelForm(editor).getByRole('button', { name: 'Cancel' }).click();

  // Drawing game: at least one canvas; Remove Canvas only with more than one.
  await chooseGame(editor, 'drawing-game');
  await expect(editor.getByLabel('Canvas 1 background image URL')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Remove Canvas' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Add Canvas' }).click();
  await expect(editor.getByRole('button', { name: 'Remove Canvas' })).toHaveCount(2);
  await editor.getByRole('button', { name: 'Remove Canvas' }).last().click();
  await expect(editor.getByRole('button', { name: 'Remove Canvas' })).toHaveCount(0);
  await editor.getByLabel('Canvas 1 background image URL').fill('/demo/canvases/trace-lines.svg');
  await editor.getByLabel('Hint card image URL').fill(sym('star'));
  await editor.getByLabel('Hint card title').fill('star');
  await editor.getByRole('button', { name: 'Add hint card' }).click();
  dialog = await playWhole(page, 'drawing-game');
  await expect(dialog.getByRole('region', { name: 'Drawing game' })).toBeVisible();
  await expect(dialog.getByText('Page 1 of 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close preview' }).click();

  // Other game: a link.
  await chooseGame(editor, 'other-game');
  await editor.getByLabel('Game link').fill('example.com/weather-game');
  await saveContent(page);

  const stored = (await (await page.request.get(`/api/lessons/${lesson._id}`)).json()) as {
    sections: { playIt: Record<string, unknown> & { content: Record<string, unknown> } };
  };
  const playIt = stored.sections.playIt;
  expect(playIt.game).toBe('other-game');
  expect(playIt.link).toBe('example.com/weather-game');
  expect(playIt.content).toMatchObject({ videoUrl: '/demo/video/stop-motion.webm', hiddenImages: [sym('star')] });
  expect(playIt.findTheCorrectOneLevels).toEqual([
    expect.objectContaining({
      questionText: 'Where is my teddy?',
      imageOptions: [
        { src: sym('teddy'), alt: 'teddy' },
        { src: sym('ball'), alt: 'ball' },
      ],
      correctAnswerIndexes: [0],
      answerType: 'specific',
      questionCards: [{ label: 'teddy', imageSrc: sym('teddy') }],
    }),
  ]);
  expect(playIt.disappearItemsLevels).toEqual([
    expect.objectContaining({ disappearImages: [{ src: sym('sock'), alt: 'sock' }], backgroundColor: '#FFEEDD' }),
  ]);
  expect(playIt.imageRevealLevels).toEqual([
    expect.objectContaining({ initialImage: sym('gift'), revealedImage: sym('teddy') }),
  ]);
  expect(playIt.drawingGameContent).toEqual({
    canvases: [
      {
        backgroundImage: '/demo/canvases/trace-lines.svg',
        audioUrl: '',
        hintCards: [{ title: 'star', image: sym('star') }],
      },
    ],
  });

  // The learner page plays each game with exactly the saved content.
  const learner = await grantedTeacherWindow(browser, baseURL as string, shopId);
  const play = () => learner.goto(`/class/${course._id}/lessons/${lesson._id}/play-it`);
  // An 'other-game' lesson opens its game link in a new tab from the lesson's activity cards.
  await learner
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Weather game</h1>' }),
    );
  await learner.goto(`/class/${course._id}/lessons/${lesson._id}`);
  const tab = learner.context().waitForEvent('page');
  await learner.getByRole('button', { name: 'play it' }).click();
  await (await tab).waitForURL('https://example.com/weather-game');
  const games: [string, (learner: Page) => Promise<void>][] = [
    ['stop-motion', (p) => expect(p.getByRole('region', { name: 'Stop motion' })).toBeVisible()],
    ['reveal-image', (p) => expect(p.getByRole('region', { name: 'Flashlight game' })).toBeVisible()],
    [
      'find-the-correct-one',
      async (p) => {
        await expect(p.getByText('Where is my teddy?')).toBeVisible();
        await expect(p.getByRole('list', { name: 'Pictures to choose from' }).getByRole('button')).toHaveCount(2);
      },
    ],
    [
      'disappear-items',
      (p) =>
        expect(p.getByRole('region', { name: 'Tidy up game' }).getByRole('button', { name: 'sock' })).toBeVisible(),
    ],
    ['image-reveal', (p) => expect(p.getByRole('button', { name: 'Gift: open it' })).toBeVisible()],
    ['drawing-game', (p) => expect(p.getByText('Page 1 of 1')).toBeVisible()],
  ];
  for (const [game, check] of games) {
    await chooseGame(editor, game);
    await saveContent(page);
    await play();
    await check(learner);
  }
  await learner.context().close();
});
