import type { Page } from '@playwright/test';
import { addLessonByForm, createLessonByApi, openAdmin, openSection } from './admin-support.ts';
import { signInByApi } from './support/fixtures.ts';
import { holdRequests } from './support/hold.ts';
import { expect, test } from './support/own-course.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=abcdefghijk';
const EMBED = 'https://www.youtube.com/embed/abcdefghijk';
const THUMB = 'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg';

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

test.describe('lesson content editor', () => {
  test('fills every section with live previews, keeps the draft over a reload, saves, and the learner pages show exactly what was authored', async ({
    adminPage: page,
    ownCourse,
    ownTeacher,
    browser,
    baseURL,
  }) => {
    // The editor and then nine learner pages in a new context: minutes on a loaded machine.
    test.setTimeout(420_000);
    await openAdmin(page, ownCourse._id);
    await addLessonByForm(page, 'Weather words', 'Rain, sun and wind.');
    await expect(page.getByRole('heading', { name: 'Lesson content: Weather words' })).toBeVisible();
    const lessonId = new URL(page.url()).searchParams.get('lessonId') ?? '';
    expect(lessonId).not.toBe('');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    // Say It
    let { editor, preview } = await openSection(page, 'Say It');
    await editor.getByLabel('Title', { exact: true }).fill('rain');
    await editor.getByLabel('Video URL').fill(YOUTUBE);
    await editor.getByLabel('Section 1 image URL').fill('/demo/symbols/bird.svg');
    await editor.getByLabel('Section 1 text').fill('Rain falls from the clouds.');
    await editor.getByLabel('Section 2 image URL').fill('/demo/symbols/sun.svg');
    await editor.getByLabel('Section 2 text').fill('Then the sun comes out.');
    await expect(preview.getByRole('heading', { name: 'rain' })).toBeVisible();
    await expect(preview.getByText('Rain falls from the clouds.')).toBeVisible();
    await preview.getByRole('button', { name: 'Watch Video' }).click();
    const sayItModal = page.getByRole('dialog', { name: 'Say It' });
    await expect(sayItModal.locator('iframe')).toHaveAttribute('src', EMBED);
    await sayItModal.getByRole('button', { name: 'Close video' }).click();
    await expect(page.getByText('Unsaved changes (kept in this browser)')).toBeVisible();

    // The draft survives a reload: the browser asks first, and the changes come back.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toBe('beforeunload');
    await expect(page.getByText(/were restored from this browser/)).toBeVisible();
    ({ editor, preview } = await openSection(page, 'Say It'));
    await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('rain');
    await expect(editor.getByLabel('Section 2 text')).toHaveValue('Then the sun comes out.');

    // A field the schema refuses is marked before saving.
    await editor.getByLabel('Video URL').fill('javascript:alert(1)');
    await expect(editor.getByText('must be a web address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Say It needs fixing' })).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Some fields need fixing first');
    await editor.getByLabel('Video URL').fill(YOUTUBE);
    await expect(editor.getByText('must be a web address')).toHaveCount(0);

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'See All Users' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/admin\?/);

    // Find It: base-10 numbers, each once; the input is cleared either way.
    ({ editor, preview } = await openSection(page, 'Find It'));
    const number = editor.getByRole('spinbutton', { name: 'Card number' });
    await number.fill('3');
    await number.press('Enter');
    await expect(number).toHaveValue('');
    await number.fill('3');
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(number).toHaveValue('');
    await number.fill('17');
    await number.press('Enter');
    await number.fill('5');
    await number.press('Enter');
    const chosen = editor.getByRole('list', { name: 'Chosen card numbers' });
    await expect(chosen.getByRole('listitem')).toHaveText(['3✕', '17✕', '5✕']);
    await editor.getByRole('button', { name: 'Remove card 5' }).click();
    await expect(chosen.getByRole('listitem')).toHaveText(['3✕', '17✕']);
    const courseCards = editor.getByRole('list', { name: 'Find It cards of this course' });
    await expect(courseCards.locator('[data-chosen="true"]')).toHaveCount(2);
    // The others at half opacity: their pictures, so that their titles stay readable.
    await expect(courseCards.locator('[data-chosen="true"] img').first()).toHaveCSS('opacity', '1');
    await expect(courseCards.locator('[data-chosen="false"] img').first()).toHaveCSS('opacity', '0.5');
    await preview.getByRole('button', { name: 'Reveal' }).click();
    await expect(preview.getByText('(circled)')).toHaveCount(2);

    // Hear It and Watch It: four slots, a derived YouTube thumbnail, the 'hear it' modal.
    ({ editor, preview } = await openSection(page, 'Hear It'));
    await expect(editor.getByLabel(/^Video \d URL$/)).toHaveCount(4);
    await editor.getByLabel('Video 1 URL').fill(YOUTUBE);
    // The derived thumbnail is YouTube's (not reachable from the test machine, so only its hint shows).
    await expect(editor.getByText('Empty: the YouTube thumbnail is used')).toBeVisible();
    await editor.getByLabel('Video 3 URL').fill('/demo/video/stop-motion.webm');
    await editor.getByLabel('Video 3 thumbnail URL').fill('/demo/symbols/drum.svg');
    await preview.getByRole('button', { name: 'Play video 1' }).click();
    await expect(page.getByRole('dialog', { name: 'hear it' }).locator('iframe')).toHaveAttribute('src', EMBED);
    await page.getByRole('dialog', { name: 'hear it' }).getByRole('button', { name: 'Close video' }).click();
    ({ editor, preview } = await openSection(page, 'Watch It'));
    await editor.getByLabel('Video 1 URL').fill('https://youtu.be/ABCDEFGHIJK');
    await preview.getByRole('button', { name: 'Play video 1' }).click();
    await expect(page.getByRole('dialog', { name: 'hear it' })).toBeVisible();
    await page.getByRole('dialog', { name: 'hear it' }).getByRole('button', { name: 'Close video' }).click();

    // Read It: Remove Book only with more than one book.
    ({ editor, preview } = await openSection(page, 'Read It'));
    await expect(editor.getByRole('button', { name: 'Remove Book' })).toHaveCount(0);
    await editor.getByLabel('Book title').fill('The Rain Book');
    await editor.getByLabel('Cover image URL').fill('/demo/symbols/book.svg');
    await editor.getByLabel('Shop URL').fill('amazon.co.uk/rain-book');
    await editor.getByLabel('Description', { exact: true }).fill('A book about rain.');
    await editor.getByRole('button', { name: '+ Add Book' }).click();
    await expect(editor.getByRole('button', { name: 'Remove Book' })).toHaveCount(2);
    await editor.getByRole('button', { name: 'Remove Book' }).last().click();
    await expect(editor.getByRole('button', { name: 'Remove Book' })).toHaveCount(0);
    await expect(preview.getByRole('link', { name: 'Buy "The Rain Book" on Amazon' })).toHaveAttribute(
      'href',
      'https://amazon.co.uk/rain-book',
    );

    // Learn It: attention stages and play content.
    ({ editor, preview } = await openSection(page, 'Learn It'));
    await editor.getByLabel('Attention tab title').fill('Weather watch');
    await editor.getByLabel('Page 1 title').fill('Look outside');
    await editor.getByLabel('Page 1 video URL').fill(YOUTUBE);
    await expect(editor.getByLabel('Page 1 video URL')).toHaveValue(EMBED);
    await expect(editor.getByLabel('Page 1 thumbnail URL')).toHaveValue(THUMB);
    await editor.getByRole('button', { name: 'Add text' }).click();
    await editor.getByLabel('Text 1', { exact: true }).fill('Weather song');
    await editor.getByLabel('Link 1', { exact: true }).fill('example.com/weather');
    await editor.getByRole('button', { name: 'Add text' }).click();
    await editor.getByRole('button', { name: 'Remove', exact: true }).last().click();
    await editor.getByRole('button', { name: 'Add an other page' }).click();
    await editor.getByLabel('Page 2 title').fill('Feel the wind');
    await editor.getByRole('tab', { name: 'Play' }).click();
    await editor.getByLabel('Play tab title').fill('Play ideas');
    await editor.getByLabel('Activity title').fill('Puddle jumping');
    await editor.getByLabel('Image URL').fill('/demo/symbols/duck.svg');
    await editor.getByLabel('Text', { exact: true }).fill('Put on boots.\nJump in the puddles.');
    await editor.getByRole('button', { name: 'Add link' }).click();
    await editor.getByLabel('Link text 1').fill('Puddle poem');
    await editor.getByLabel('Link 1', { exact: true }).fill('example.com/puddles');
    await expect(preview.getByRole('heading', { name: 'Learn it - Activity ideas' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Puddle jumping' })).toBeVisible();
    await expect(preview.getByText('Jump in the puddles.')).toBeVisible();
    await expect(preview.getByRole('link', { name: /Puddle poem/ })).toHaveAttribute(
      'href',
      'https://example.com/puddles',
    );
    await preview.getByRole('button', { name: 'Carousel' }).click();
    await expect(preview.getByRole('heading', { name: 'Weather watch' })).toBeVisible();
    await expect(preview.getByText('1 of 2')).toBeVisible();
    await preview.getByRole('button', { name: /Next/ }).click();
    await expect(preview.getByRole('heading', { name: 'Feel the wind' })).toBeVisible();

    // Practise It: Years 3-4 on this side.
    ({ editor, preview } = await openSection(page, 'Practise It'));
    await expect(editor.getByRole('tab')).toHaveText(['Years 0-1', 'Years 1-2', 'Years 3-4']);
    await editor.getByLabel('PDF resource link').fill('/demo/docs/lesson-1.pdf');
    await editor.getByLabel('Years 0-1 content').fill('Match the weather pictures.');
    await editor.getByRole('button', { name: 'Add link' }).click();
    await editor.getByLabel('Link text 1').fill('Weather cards');
    await editor.getByLabel('Link 1', { exact: true }).fill('example.com/cards');
    await editor.getByRole('tab', { name: 'Years 3-4' }).click();
    await editor.getByLabel('Years 3-4 content').fill('Write a weather report.');
    await editor.getByLabel('Disclaimer').fill('Check the links before class.');
    await expect(preview.getByRole('tab')).toHaveText(['Years 0-1', 'Years 1-2', 'Years 2-4']);
    await expect(preview.getByText('Match the weather pictures.')).toBeVisible();
    await expect(preview.getByText('Check the links before class.')).toBeVisible();

    // Write It: the global file, the canvases and the numbered preview.
    ({ editor, preview } = await openSection(page, 'Write It'));
    await expect(editor.getByRole('button', { name: 'Download File' })).toBeDisabled();
    await editor.getByLabel('Global file link').fill('/demo/docs/lesson-1-writing.pdf');
    await expect(editor.getByRole('link', { name: 'Download File' })).toHaveAttribute(
      'href',
      '/demo/docs/lesson-1-writing.pdf',
    );
    for (const canvas of ['/demo/symbols/sun.svg', '/demo/symbols/moon.svg']) {
      await editor.getByLabel('New canvas image URL').fill(canvas);
      await editor.getByRole('button', { name: 'Add Canvas' }).click();
    }
    await expect(editor.getByLabel('Canvas 2 image URL')).toHaveValue('/demo/symbols/moon.svg');
    await expect(preview.getByRole('button', { name: 'Canvas 1' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Canvas 2' })).toBeVisible();

    // A save the server refuses keeps the draft and says why.
    await page.route(`**/api/lessons/${lessonId}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { message: 'sections.sayIt.title: is too long' } })
        : route.continue(),
    );
    await saveButton(page).click();
    await expect(page.getByRole('alert')).toContainText(
      'The lesson was not saved: sections.sayIt.title: is too long Your changes are kept in this browser.',
    );
    await expect(page.getByText('Not saved: your changes are kept in this browser')).toBeVisible();
    await page.unroute(`**/api/lessons/${lessonId}`);

    const releaseSave = await holdRequests(page, `**/api/lessons/${lessonId}`, { method: 'PUT' });
    await saveButton(page).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
    releaseSave();
    await expect(page.getByText('The lesson was saved.')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lesson content: Weather words' })).toBeVisible();
    await expect(page.getByText(/were restored from this browser/)).toHaveCount(0);

    // The learner pages, as a teacher granted the course sees them.
    const learnerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await signInByApi(learnerContext, baseURL as string, ownTeacher);
    const learner = await learnerContext.newPage();
    const activity = (key: string) => learner.goto(`/class/${ownCourse._id}/lessons/${lessonId}/${key}`);

    await activity('say-it');
    await expect(learner.getByRole('heading', { name: 'rain' })).toBeVisible();
    await expect(learner.getByText('Rain falls from the clouds.')).toBeVisible();
    await expect(learner.getByText('Then the sun comes out.')).toBeVisible();
    await learner.getByRole('button', { name: 'Watch Video' }).click();
    await expect(learner.getByRole('dialog', { name: 'Say It' }).locator('iframe')).toHaveAttribute('src', EMBED);

    await activity('find-it');
    await learner.getByRole('button', { name: 'Reveal' }).click();
    await expect(learner.getByText('(circled)')).toHaveCount(2);

    await activity('hear-it');
    await expect(learner.getByRole('button', { name: /^Play video/ })).toHaveCount(2);
    await expect(learner.getByRole('button', { name: 'Play video 2' }).locator('img')).toHaveAttribute(
      'src',
      '/demo/symbols/drum.svg',
    );

    await activity('watch-it');
    await expect(learner.getByRole('button', { name: /^Play video/ })).toHaveCount(1);

    await activity('read-it');
    await expect(learner.getByRole('link', { name: 'Buy "The Rain Book" on Amazon' })).toHaveAttribute(
      'href',
      'https://amazon.co.uk/rain-book',
    );
    await expect(learner.getByText('A book about rain.')).toBeVisible();

    await activity('learn-it');
    await expect(learner.getByRole('heading', { name: 'Puddle jumping' })).toBeVisible();
    await expect(learner.getByText('Put on boots.')).toBeVisible();
    await expect(learner.getByText('Jump in the puddles.')).toBeVisible();
    await expect(learner.getByRole('heading', { name: 'Weather watch' })).toBeVisible();
    await expect(learner.getByRole('heading', { name: 'Look outside' })).toBeVisible();
    await expect(learner.getByRole('link', { name: /Weather song/ })).toHaveAttribute(
      'href',
      'https://example.com/weather',
    );

    await activity('practise-it');
    await expect(learner.getByText('Match the weather pictures.')).toBeVisible();
    await learner.getByRole('tab', { name: 'Years 2-4' }).click();
    await expect(learner.getByText('Write a weather report.')).toBeVisible();
    await expect(learner.getByText('Check the links before class.')).toBeVisible();

    await activity('write-it');
    await expect(learner.getByRole('button', { name: 'Canvas 1' })).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Canvas 2' })).toBeVisible();
    await learnerContext.close();
  });

  test('discarding the draft goes back to the saved lesson', async ({ adminPage: page, ownCourse }) => {
    const lesson = await createLessonByApi(page, ownCourse._id, 'Weather words');
    await saveSayItTitle(page, lesson._id, 'rain');
    await openAdmin(page, ownCourse._id, lesson._id);
    const { editor } = await openSection(page, 'Say It');
    await editor.getByLabel('Title', { exact: true }).fill('snow');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('dialog', { name: 'Discard changes' }).getByRole('button', { name: 'Yes' }).click();
    await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('rain');
    await expect(page.getByText('All changes saved')).toBeVisible();
  });
});

/** Saves a lesson's Say It title through the API, as an earlier save in the editor would have. */
async function saveSayItTitle(page: Page, lessonId: string, title: string): Promise<void> {
  const read = await page.request.get(`/api/lessons/${lessonId}`);
  expect(read.status(), 'read the lesson').toBe(200);
  const lesson = (await read.json()) as { sections: { sayIt: Record<string, unknown> } };
  const saved = await page.request.put(`/api/lessons/${lessonId}`, {
    data: { ...lesson, sections: { ...lesson.sections, sayIt: { ...lesson.sections.sayIt, title } } },
  });
  expect(saved.status(), 'save the lesson').toBe(200);
}
