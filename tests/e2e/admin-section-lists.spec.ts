import type { Locator, Page } from '@playwright/test';
import {
  chooseGame,
  createLessonByApi,
  createProductByApi,
  grantedTeacherWindow,
  openAdmin,
  openSection,
  ownShopId,
  saveContent,
  sym,
} from './admin-support.ts';
import { expect, test } from './support/fixtures.ts';

const link = (text: string) => ({ text, link: `https://example.com/${text.toLowerCase()}` });
const canvas = (name: string) => `/demo/canvases/${name}.svg`;
const video = (name: string) => ({ url: `/demo/video/${name}.webm`, thumbnail: '' });

/**
 * A lesson whose lists each hold a few items, written through the API, in a course of the test's
 * own (the demo course keeps its lessons), sold under a shop id of its own.
 */
async function lessonWithLists(page: Page): Promise<{ courseId: string; lessonId: string; shopId: string }> {
  const shopId = ownShopId();
  const course = await createProductByApi(page, { title: 'Lists course', shopifyProductId: shopId });
  const { _id } = await createLessonByApi(page, course._id, 'Lists to reorder');
  const lesson = await (await page.request.get(`/api/lessons/${_id}`)).json();
  const sections = {
    ...lesson.sections,
    sayIt: {
      title: 'weather',
      video: '',
      illustrations: [
        { image: sym('bird'), text: 'Clouds' },
        { image: sym('tree'), text: 'Rain' },
        { image: sym('sun'), text: 'Sun' },
      ],
    },
    hearIt: { videos: [video('one'), video('two')] },
    readIt: {
      books: [
        { bookTitle: 'Book A', shopUrl: 'amazon.co.uk/a' },
        { bookTitle: 'Book B', shopUrl: 'amazon.co.uk/b' },
      ],
    },
    learnIt: {
      tabs: [
        {
          key: 'attention',
          title: 'Weather watch',
          content: [
            { title: 'Look', video: '', thumbnail: '', text: [] },
            { title: 'Listen', video: '', thumbnail: '', text: [link('Song'), link('Poem')] },
          ],
        },
      ],
    },
    writeIt: { globalFileLink: '', canvases: [sym('sun'), sym('moon')] },
    playIt: {
      ...lesson.sections.playIt,
      game: 'reveal-image',
      content: { videoUrl: '', hiddenImages: [sym('cat'), sym('dog'), sym('fish')] },
      drawingGameContent: {
        canvases: [
          { backgroundImage: canvas('trace-lines'), audioUrl: '', hintCards: [{ image: sym('star'), title: 'star' }] },
          { backgroundImage: canvas('zigzag'), audioUrl: '', hintCards: [] },
        ],
      },
    },
  };
  const saved = await page.request.put(`/api/lessons/${_id}`, { data: { ...lesson, sections } });
  expect(saved.status(), 'write the lists').toBe(200);
  return { courseId: course._id, lessonId: _id, shopId };
}

const values = (editor: Locator, label: RegExp) =>
  editor.getByLabel(label).evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

test('items of the section lists are moved and copied, saved, and shown to learners in the new order', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { courseId, lessonId, shopId } = await lessonWithLists(page);
  await openAdmin(page, courseId, lessonId);
  await expect(page.getByRole('heading', { name: 'Lesson content: Lists to reorder' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Say It: the ends of the list cannot move further; the buttons work from the keyboard.
  let { editor } = await openSection(page, 'Say It');
  await expect(editor.getByRole('button', { name: 'Move section 1 up' })).toBeDisabled();
  await expect(editor.getByRole('button', { name: 'Move section 3 down' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Move section 3 up' }).focus();
  await page.keyboard.press('Enter');
  // The focus goes with the moved section, so that Enter moves it on.
  await expect(editor.getByRole('button', { name: 'Move section 2 up' })).toBeFocused();
  await expect(editor.getByLabel('Section 2 text')).toHaveValue('Sun');
  await expect(page.getByText('Unsaved changes (kept in this browser)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await editor.getByRole('button', { name: 'Duplicate section 1' }).click();
  // The copy is a copy: changing it leaves the original as it was.
  await editor.getByLabel('Section 2 text').fill('More clouds');
  expect(await values(editor, /^Section \d text$/)).toEqual(['Clouds', 'More clouds', 'Sun', 'Rain']);

  // Hear It: the video slots move (they are four fixed places, so they are not copied).
  ({ editor } = await openSection(page, 'Hear It'));
  await expect(editor.getByRole('button', { name: 'Duplicate video 1' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Move video 4 down' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Move video 1 down' }).click();
  expect(await values(editor, /^Video \d URL$/)).toEqual(['/demo/video/two.webm', '/demo/video/one.webm', '', '']);

  // Read It: books.
  ({ editor } = await openSection(page, 'Read It'));
  await editor.getByRole('button', { name: 'Duplicate book 2' }).click();
  await editor.getByRole('button', { name: 'Move book 1 down' }).click();
  await editor.getByRole('button', { name: 'Move book 2 down' }).click();
  await expect(editor.getByRole('button', { name: 'Move book 3 down' })).toBeDisabled();
  expect(await values(editor, /^Book title$/)).toEqual(['Book B', 'Book B', 'Book A']);
  await editor.getByLabel('Book title').nth(1).fill('Book B again');

  // Learn It: the pages, and the texts (links) of a page.
  ({ editor } = await openSection(page, 'Learn It'));
  await editor.getByRole('button', { name: 'Move page 2 up' }).click();
  expect(await values(editor, /^Page \d title$/)).toEqual(['Listen', 'Look']);
  await editor.getByRole('button', { name: 'Move page 1 text 2 up' }).click();
  await editor.getByRole('button', { name: 'Duplicate page 1 text 2' }).click();
  await expect(editor.getByRole('button', { name: 'Move page 1 text 3 down' })).toBeDisabled();
  expect(await values(editor, /^Text \d$/)).toEqual(['Poem', 'Song', 'Song']);
  await editor.getByRole('button', { name: 'Duplicate page 2' }).click();
  await editor.getByLabel('Page 3 title').fill('Look again');

  // Write It: the canvases.
  ({ editor } = await openSection(page, 'Write It'));
  await editor.getByRole('button', { name: 'Move canvas 2 up' }).click();
  await editor.getByRole('button', { name: 'Duplicate canvas 2' }).click();
  expect(await values(editor, /^Canvas \d image URL$/)).toEqual([sym('moon'), sym('sun'), sym('sun')]);

  // Play It: the hidden images of reveal-image, and the drawing game's canvases with their hint cards.
  ({ editor } = await openSection(page, 'Play It'));
  await editor.getByRole('button', { name: 'Move hidden image 1 down' }).click();
  await editor.getByRole('button', { name: 'Duplicate hidden image 3' }).click();
  await expect(editor.getByRole('button', { name: 'Move hidden image 4 down' })).toBeDisabled();
  const hidden = editor.getByRole('list', { name: 'Hidden images' }).getByRole('img');
  expect(await hidden.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([
    sym('dog'),
    sym('cat'),
    sym('fish'),
    sym('fish'),
  ]);
  await chooseGame(editor, 'drawing-game');
  await editor.getByRole('button', { name: 'Duplicate canvas 1' }).click();
  await editor.getByRole('button', { name: 'Move canvas 3 up' }).click();
  await editor.getByRole('button', { name: 'Move canvas 2 up' }).click();
  expect(await values(editor, /^Canvas \d background image URL$/)).toEqual([
    canvas('zigzag'),
    canvas('trace-lines'),
    canvas('trace-lines'),
  ]);

  await saveContent(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lesson content: Lists to reorder' })).toBeVisible();
  await expect(page.getByText(/were restored from this browser/)).toHaveCount(0);
  ({ editor } = await openSection(page, 'Say It'));
  expect(await values(editor, /^Section \d text$/)).toEqual(['Clouds', 'More clouds', 'Sun', 'Rain']);

  const stored = await (await page.request.get(`/api/lessons/${lessonId}`)).json();
  const { sayIt, hearIt, readIt, learnIt, writeIt, playIt } = stored.sections;
  expect(sayIt.illustrations.map((item: { text: string }) => item.text)).toEqual([
    'Clouds',
    'More clouds',
    'Sun',
    'Rain',
  ]);
  expect(sayIt.illustrations[1].image).toBe(sym('bird'));
  expect(hearIt.videos).toEqual([video('two'), video('one')]);
  expect(readIt.books.map((book: { bookTitle: string }) => book.bookTitle)).toEqual([
    'Book B',
    'Book B again',
    'Book A',
  ]);
  expect(readIt.books[1].shopUrl).toBe('amazon.co.uk/b');
  const [attention] = learnIt.tabs;
  expect(attention.content.map((stage: { title: string }) => stage.title)).toEqual(['Listen', 'Look', 'Look again']);
  expect(attention.content[0].text).toEqual([link('Poem'), link('Song'), link('Song')]);
  expect(writeIt.canvases).toEqual([sym('moon'), sym('sun'), sym('sun')]);
  expect(playIt.content.hiddenImages).toEqual([sym('dog'), sym('cat'), sym('fish'), sym('fish')]);
  expect(playIt.drawingGameContent.canvases).toEqual([
    { backgroundImage: canvas('zigzag'), audioUrl: '', hintCards: [] },
    { backgroundImage: canvas('trace-lines'), audioUrl: '', hintCards: [{ image: sym('star'), title: 'star' }] },
    { backgroundImage: canvas('trace-lines'), audioUrl: '', hintCards: [{ image: sym('star'), title: 'star' }] },
  ]);

  // The learner sees the new order.
  const learner = await grantedTeacherWindow(browser, baseURL as string, shopId);
  const activity = (key: string) => learner.goto(`/class/${courseId}/lessons/${lessonId}/${key}`);
  await activity('say-it');
  await expect(learner.locator('figcaption')).toHaveText(['Clouds', 'More clouds', 'Sun', 'Rain']);
  await activity('hear-it');
  await expect(learner.getByRole('button', { name: /^Play video/ })).toHaveCount(2);
  await activity('read-it');
  await expect(learner.getByRole('heading', { level: 2 })).toHaveText(['Book B', 'Book B again', 'Book A']);
  await activity('learn-it');
  await expect(learner.getByRole('heading', { name: 'Weather watch' })).toBeVisible();
  await expect(learner.getByText('1 of 3')).toBeVisible();
  await expect(learner.getByRole('heading', { level: 3 })).toHaveText('Listen');
  await expect(learner.getByRole('link', { name: /Poem|Song/ })).toHaveText([/Poem/, /Song/, /Song/]);
  await activity('write-it');
  await expect(learner.getByRole('button', { name: /^Canvas \d$/ })).toHaveCount(3);
  await expect(learner.getByRole('button', { name: 'Canvas 1' })).toHaveAttribute('title', sym('moon'));
  await expect(learner.getByRole('button', { name: 'Canvas 3' })).toHaveAttribute('title', sym('sun'));
  await learner.context().close();
});
