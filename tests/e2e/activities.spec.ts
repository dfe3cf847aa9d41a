import type { Page, Route } from '@playwright/test';
import type { FindItCardSet } from '#domain/findit';
import type { Lesson } from '#domain/lesson';
import { mediaUrlsIn } from '#domain/media-urls';
import { DEMO_COURSES, DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';
import { deviceRows, keepingMediaDone } from './support/device-store.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The nine activity pages with the richest demo lesson (the first lesson of the full course),
 * checked against what the server holds for it. There is no internet here: YouTube frames are
 * refused and YouTube thumbnails answered with a small local picture.
 */

const PRODUCT = 'demo-core-words';
const LOCKED_PRODUCT = 'demo-first-words';

// A 1x1 PNG standing in for YouTube's thumbnails.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')?.value;
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The first lesson of the full course, as the customer's API answers it. */
async function firstLesson(page: Page): Promise<Lesson> {
  const lessons = await apiGet<Lesson[]>(page, `/lessons?productId=${PRODUCT}`);
  const first = [...lessons].sort((a, b) => a.order - b.order)[0];
  if (!first) throw new Error('the demo course has no lessons');
  return first;
}

const activityUrl = (lesson: Pick<Lesson, '_id'>, key: string) => `/class/${PRODUCT}/lessons/${lesson._id}/${key}`;

/** Answers GET /api/lessons/{id} with a changed copy of the lesson. */
async function serveLesson(page: Page, lesson: Lesson) {
  await page.route(`**/api/lessons/${lesson._id}`, (route: Route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: lesson }) : route.fallback(),
  );
}

const youtubeIdOf = (url: string) => new URL(url).searchParams.get('v') ?? '';

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => route.abort());
  await page.route(/^https:\/\/img\.youtube\.com\//, (route) =>
    route.fulfill({ contentType: 'image/png', body: TINY_PNG }),
  );
});

test('find it: reveal circles exactly the lesson’s cards and dims the others; Hide undoes it', async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  const { cards } = await apiGet<FindItCardSet>(page, `/findit-cards/${PRODUCT}`);
  const asked = lesson.sections.findIt.cardIndexes;
  expect(cards.length).toBeGreaterThan(8);
  expect(asked.length).toBeGreaterThan(0);

  await page.goto(activityUrl(lesson, 'find-it'));
  await expect(page.getByRole('heading', { level: 1, name: 'find it- can you find it on your AAC?' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Find it cards' }).getByRole('listitem');
  await expect(items).toHaveCount(cards.length);
  await expect(items.first().getByText(cards[0]?.title ?? '', { exact: true })).toBeVisible();
  await expect(items.first().locator('img')).toHaveAttribute('src', cards[0]?.image ?? '');

  // Eight columns: the ninth card starts the second row, below the first.
  const first = await items.nth(0).boundingBox();
  const eighth = await items.nth(7).boundingBox();
  const ninth = await items.nth(8).boundingBox();
  expect(eighth?.y).toBe(first?.y);
  expect(ninth?.x).toBeCloseTo(first?.x ?? 0, 0);
  expect(ninth?.y).toBeGreaterThan(first?.y ?? 0);

  await expect(page.getByText('(circled)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hide' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect(page.getByText('(circled)')).toHaveCount(asked.length);

  for (const [position, card] of cards.entries()) {
    const item = items.nth(position);
    // The others dim to half opacity: their pictures, so that their titles stay readable.
    const opacity = await item.locator('img').evaluate((element) => getComputedStyle(element).opacity);
    if (asked.includes(card.findIndex)) {
      await expect(item.getByText('(circled)'), `card ${card.title}`).toHaveCount(1);
      expect(opacity, `card ${card.title}`).toBe('1');
      const ring = await item
        .getByText('(circled)')
        .locator('..')
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { colour: style.borderTopColor, radius: style.borderTopLeftRadius };
        });
      expect(ring).toEqual({ colour: 'rgb(229, 62, 62)', radius: '50%' });
    } else {
      await expect(item.getByText('(circled)'), `card ${card.title}`).toHaveCount(0);
      expect(opacity, `card ${card.title}`).toBe('0.5');
    }
  }

  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('button', { name: 'Reveal' })).toBeVisible();
  await expect(page.getByText('(circled)')).toHaveCount(0);
  await expect(items.nth(cards.findIndex((card) => !asked.includes(card.findIndex))).locator('img')).toHaveCSS(
    'opacity',
    '1',
  );
});

for (const key of ['hear-it', 'watch-it'] as const) {
  test(`${key}: a 2x2 grid of thumbnails, derived from YouTube where missing, playing in a modal`, async ({
    customerPage: page,
  }) => {
    const lesson = await firstLesson(page);
    const videos = (key === 'hear-it' ? lesson.sections.hearIt : lesson.sections.watchIt).videos.filter(
      (video) => video.url,
    );
    expect(videos.length).toBeGreaterThanOrEqual(3);

    await page.goto(activityUrl(lesson, key));
    await expect(page.getByRole('heading', { level: 1, name: key.replace('-', ' ') })).toBeVisible();
    const buttons = page.getByRole('button', { name: /^Play video \d$/ });
    await expect(buttons).toHaveCount(videos.length);

    for (const [index, video] of videos.entries()) {
      const image = page.getByRole('button', { name: `Play video ${index + 1}` }).locator('img');
      const expected = video.thumbnail || `https://img.youtube.com/vi/${youtubeIdOf(video.url)}/hqdefault.jpg`;
      await expect(image).toHaveAttribute('src', expected);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }

    // Two columns: the third thumbnail starts a second row under the first.
    const one = await buttons.nth(0).boundingBox();
    const two = await buttons.nth(1).boundingBox();
    const three = await buttons.nth(2).boundingBox();
    expect(two?.y).toBe(one?.y);
    expect(three?.x).toBe(one?.x);
    expect(three?.y).toBeGreaterThan((one?.y ?? 0) + (one?.height ?? 0));

    const youtube = videos.findIndex((video) => video.url.includes('youtube.com'));
    await buttons.nth(youtube).click();
    const dialog = page.getByRole('dialog', { name: key.replace('-', ' ') });
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube.com/embed/${youtubeIdOf(videos[youtube]?.url ?? '')}`,
    );
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(buttons.nth(youtube)).toBeFocused();

    const local = videos.findIndex((video) => !video.url.includes('youtube.com'));
    if (local >= 0) {
      await buttons.nth(local).click();
      await expect(page.getByRole('dialog').locator('video')).toHaveAttribute('src', videos[local]?.url ?? '');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
}

test("hear it: a video the browser can play plays in its player; a Vimeo page is offered as 'Open the video'", async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  const thumbnail = lesson.sections.hearIt.videos.find((video) => video.thumbnail)?.thumbnail ?? '';
  const vimeo = 'https://vimeo.com/76979871';
  await page.route(/^https:\/\/vimeo\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vimeo</title><p>A video page</p>' }),
  );
  await serveLesson(page, {
    ...lesson,
    sections: {
      ...lesson.sections,
      hearIt: {
        videos: [
          { url: '/demo/video/stop-motion.mp4', thumbnail },
          { url: vimeo, thumbnail },
        ],
      },
    },
  });
  await page.goto(activityUrl(lesson, 'hear-it'));
  const dialog = page.getByRole('dialog', { name: 'hear it' });

  await page.getByRole('button', { name: 'Play video 1' }).click();
  const video = dialog.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await expect(dialog.getByRole('link', { name: /Open the video/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close video' }).click();

  await page.getByRole('button', { name: 'Play video 2' }).click();
  const open = dialog.getByRole('link', { name: /Open the video/ });
  await expect(open).toHaveAttribute('href', vimeo);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(dialog.locator('video')).toHaveCount(0);
});

test('say it: the word, its illustrations and the Watch Video modal', async ({ customerPage: page }) => {
  const lesson = await firstLesson(page);
  const { sayIt } = lesson.sections;
  await page.goto(activityUrl(lesson, 'say-it'));
  await expect(page.getByRole('heading', { level: 1, name: 'say it, sign it' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: sayIt.title, exact: true })).toBeVisible();
  for (const illustration of sayIt.illustrations) await expect(page.getByText(illustration.text)).toBeVisible();
  await expect(page.getByRole('img', { name: `${sayIt.title} – picture 1` })).toHaveAttribute(
    'src',
    sayIt.illustrations[0]?.image ?? '',
  );

  await page.getByRole('button', { name: 'Watch Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Say It' });
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube.com/embed/${youtubeIdOf(sayIt.video)}`,
  );
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
});

test('read it: two columns of books, each linking to its shop in a new tab, with a video', async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  const { books } = lesson.sections.readIt;
  expect(books.length).toBeGreaterThanOrEqual(2);
  await page.goto(activityUrl(lesson, 'read-it'));
  await expect(page.getByRole('heading', { level: 1, name: 'Read It - Story ideas' })).toBeVisible();

  for (const book of books) {
    const link = page.getByRole('link', { name: `Buy "${book.bookTitle}" on Amazon` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', book.shopUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.locator('img')).toHaveAttribute('src', book.coverImage);
    await expect(page.getByText(book.description)).toBeVisible();
  }
  const first = await page.getByRole('heading', { level: 2, name: books[0]?.bookTitle }).boundingBox();
  const second = await page.getByRole('heading', { level: 2, name: books[1]?.bookTitle }).boundingBox();
  expect(second?.y).toBe(first?.y);
  expect(second?.x).toBeGreaterThan(first?.x ?? 0);

  const book = books[1];
  if (!book) throw new Error('no second book');
  const play = page.getByRole('button', { name: `Play video: ${book.bookTitle}` });
  await expect(play.locator('img')).toHaveAttribute(
    'src',
    book.thumbnail || `https://img.youtube.com/vi/${youtubeIdOf(book.videoUrl)}/hqdefault.jpg`,
  );
  await play.click();
  await expect(page.getByRole('dialog', { name: book.bookTitle }).locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube.com/embed/${youtubeIdOf(book.videoUrl)}`,
  );
});

test('learn it: the play tab with https:// links in a new tab, and the stage carousel', async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  const play = lesson.sections.learnIt.tabs.find((tab) => tab.key === 'play');
  const attention = lesson.sections.learnIt.tabs.find((tab) => tab.key === 'attention');
  if (play?.key !== 'play' || attention?.key !== 'attention') throw new Error('the lesson lacks a learn it tab');
  const { playContent } = play;

  await page.goto(activityUrl(lesson, 'learn-it'));
  await expect(page.getByRole('heading', { level: 1, name: 'Learn it - Activity ideas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: playContent.title })).toBeVisible();
  for (const paragraph of playContent.text) await expect(page.getByText(paragraph)).toBeVisible();
  await expect(page.getByRole('img', { name: playContent.title })).toHaveAttribute('src', playContent.image);

  const bare = playContent.links.find((link) => !/^https?:\/\//.test(link.link));
  if (!bare) throw new Error('the demo lesson should have a link without http prefix');
  const link = page.getByRole('link', { name: bare.text }).first();
  await expect(link).toHaveAttribute('href', `https://${bare.link}`);
  await expect(link).toHaveAttribute('target', '_blank');
  // No internet here: the linked site answers with a stand-in page.
  await page
    .context()
    .route(`https://${bare.link}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Linked site</title>' }),
    );
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(popup.url()).toBe(`https://${bare.link}`);
  await popup.close();

  const stages = attention.content;
  expect(stages.length).toBeGreaterThanOrEqual(2);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('heading', { level: 3, name: stages[0]?.title })).toBeVisible();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).toHaveCSS('opacity', '0.55');
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByRole('button', { name: `Play video: ${stages[0]?.title}` }).locator('img')).toHaveAttribute(
    'src',
    stages[0]?.thumbnail ?? '',
  );

  for (const [index, stage] of stages.entries()) {
    await expect(page.getByRole('heading', { level: 3, name: stage.title })).toBeVisible();
    await expect(page.getByText(`${index + 1} of ${stages.length}`)).toBeVisible();
    for (const entry of stage.text) await expect(page.getByText(entry.text).first()).toBeVisible();
    if (index < stages.length - 1) await next.click();
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await next.focus();
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: stages.at(-1)?.title })).toBeVisible();
  await previous.click();
  await expect(page.getByRole('heading', { level: 3, name: stages.at(-2)?.title })).toBeVisible();
});

test('practise it: three year tabs, line breaks kept, the disclaimer and Download Lesson PDF', async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  const { practiseIt } = lesson.sections;
  await page.goto(activityUrl(lesson, 'practise-it'));
  await expect(page.getByRole('heading', { level: 1, name: 'Practice it - Table task' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Years 0-1', 'Years 1-2', 'Years 2-4']);

  const groups = [
    ['Years 0-1', practiseIt.years01],
    ['Years 1-2', practiseIt.years12],
    ['Years 2-4', practiseIt.years34],
  ] as const;
  for (const [label, group] of groups) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const content = panel.locator('p').first();
    await expect(content).toHaveText(group.content);
    // Each line of the content is its own line on screen.
    const lines = group.content.split('\n').length;
    const height = await content.evaluate((element) => element.getBoundingClientRect().height);
    const lineHeight = await content.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect(height).toBeGreaterThanOrEqual(lines * lineHeight * 0.95);
    await expect(panel.locator('img')).toHaveAttribute('src', group.image);
    for (const link of group.links) {
      const anchor = panel.getByRole('link', { name: link.text });
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('href', /^https:\/\//);
    }
  }
  await page.getByRole('tab', { name: 'Years 2-4' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Years 1-2' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Years 1-2' })).toHaveAttribute('aria-selected', 'true');

  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText(practiseIt.disclaimer);

  const options = page.getByRole('button', { name: 'Download Options' });
  await expect(page.getByRole('link', { name: /Download Lesson PDF/ })).toBeHidden();
  await options.click();
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  const pdf = page.getByRole('link', { name: /Download Lesson PDF/ });
  await expect(pdf).toHaveAttribute('href', practiseIt.pdfResource);
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toBe(practiseIt.pdfResource.split('/').at(-1));
  const response = await page.request.get(practiseIt.pdfResource);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(options).toHaveAttribute('aria-expanded', 'false');
});

/**
 * Reads a PNG in the page: its size, its top-left pixel, the pixels near the pen colour, and the
 * opaque, non-white, non-pen pixels in its top 40% (above where the test draws: the picture).
 */
async function pngPixels(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let pen = 0;
    let pictureAbove = 0;
    const topRows = Math.floor(canvas.height * 0.4);
    for (let index = 0; index < data.length; index += 4) {
      const [red = 0, green = 0, blue = 0, alpha = 0] = data.subarray(index, index + 4);
      const isPen = Math.abs(red - 0x13) < 24 && Math.abs(green - 0xfb) < 24 && Math.abs(blue - 0x4d) < 24;
      if (isPen) pen++;
      const row = Math.floor(index / 4 / canvas.width);
      if (!isPen && alpha === 255 && row < topRows && (red < 235 || green < 235 || blue < 235)) pictureAbove++;
    }
    return { width: canvas.width, height: canvas.height, corner: [...data.subarray(0, 4)], pen, pictureAbove };
  }, png.toString('base64'));
}

test('write it: pick a canvas, draw on it with the tools and download the drawing over the picture', async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  const { canvases, globalFileLink } = lesson.sections.writeIt;
  expect(canvases.length).toBeGreaterThanOrEqual(2);
  await page.goto(activityUrl(lesson, 'write-it'));
  await expect(page.getByRole('heading', { level: 1, name: 'Write it - Writing task' })).toBeVisible();
  for (const index of canvases.keys()) {
    await expect(page.getByRole('button', { name: `Canvas ${index + 1}`, exact: true })).toHaveText(`${index + 1}`);
  }
  await expect(page.getByRole('img', { name: 'Canvas 1' })).toHaveAttribute('src', canvases[0] ?? '');
  await page.getByRole('button', { name: 'Canvas 2', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Canvas 2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const picture = page.getByRole('img', { name: 'Canvas 2' });
  await expect(picture).toHaveAttribute('src', canvases[1] ?? '');
  await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // The tools and their spec defaults.
  await expect(page.getByRole('button', { name: 'Pen' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Stroke width').filter({ visible: true })).toHaveValue('15');
  await expect(page.getByLabel('Eraser width').filter({ visible: true })).toHaveValue('20');
  for (const slider of ['Stroke width', 'Eraser width']) {
    await expect(page.getByLabel(slider).filter({ visible: true })).toHaveAttribute('min', '1');
    await expect(page.getByLabel(slider).filter({ visible: true })).toHaveAttribute('max', '20');
  }
  await expect(page.getByLabel('Colour').filter({ visible: true })).toHaveValue('#13fb4d');

  // The board is 75% of the viewport high at most, and no higher than the page has room for: at
  // 1280x800 the page would scroll with 600 px, so the board ends just above the bottom of the screen.
  const board = page.getByRole('img', { name: 'Canvas 2' }).locator('..');
  const box = await board.boundingBox();
  if (!box) throw new Error('no drawing board');
  expect(box.height).toBeLessThanOrEqual(800 * 0.75);
  expect(box.height).toBeGreaterThan(800 * 0.7);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);

  const stroke = async (fromX: number, toX: number, y: number) => {
    await page.mouse.move(box.x + fromX, box.y + y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(box.x + fromX + ((toX - fromX) * step) / 10, box.y + y);
    await page.mouse.up();
  };
  const strokes = board.locator('svg path[stroke="#13fb4d"]');
  await stroke(100, 500, 200);
  await expect(strokes).toHaveCount(1);
  await expect(strokes.first()).toHaveAttribute('stroke-width', '15');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(strokes).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(strokes).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(strokes).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(strokes).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(strokes).toHaveCount(0);

  // A thinner pen, then the eraser over part of the stroke.
  await page.getByLabel('Stroke width').filter({ visible: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByLabel('Stroke width').filter({ visible: true })).toHaveValue('14');
  await stroke(100, 700, 300);
  await expect(strokes.first()).toHaveAttribute('stroke-width', '14');
  await page.getByRole('button', { name: 'Eraser' }).click();
  await expect(page.getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(box.x + 400, box.y + 250);
  await page.mouse.down();
  await page.mouse.move(box.x + 400, box.y + 300, { steps: 5 });
  await page.mouse.move(box.x + 400, box.y + 350, { steps: 5 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Pen' }).click();

  await page.getByRole('button', { name: 'Download Options' }).click();
  await expect(page.getByRole('link', { name: /Download Resource/ })).toHaveAttribute('href', globalFileLink);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Canvas' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('write-it-canvas-2.png');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const png = await readFile(path);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const pixels = await pngPixels(page, png);
  expect({ width: pixels.width, height: pixels.height }).toEqual({
    width: Math.round(box.width) - 4,
    height: Math.round(box.height) - 4,
  });
  // A white page, not a transparent one.
  expect(pixels.corner).toEqual([255, 255, 255, 255]);
  // The stroke is there (600 px long, 14 px wide, minus what the eraser took) ...
  expect(pixels.pen).toBeGreaterThan(4000);
  expect(pixels.pen).toBeLessThan(600 * 14);
  // ... and so is the canvas picture, where nothing was drawn.
  expect(pixels.pictureAbove).toBeGreaterThan(1500);
});

test('write it: each canvas keeps its own drawing while the learner switches between them', async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  await page.goto(activityUrl(lesson, 'write-it'));
  const pick = (number: number) => page.getByRole('button', { name: `Canvas ${number}`, exact: true }).click();
  const drawOn = async (number: number, y: number) => {
    const box = await page
      .getByRole('img', { name: `Canvas ${number}` })
      .locator('..')
      .boundingBox();
    if (!box) throw new Error('no drawing board');
    await page.mouse.move(box.x + 100, box.y + y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + 100 + step * 40, box.y + y);
    await page.mouse.up();
  };
  const strokesOn = (number: number) =>
    page
      .getByRole('img', { name: `Canvas ${number}` })
      .locator('..')
      .locator('svg path[stroke="#13fb4d"]');

  await drawOn(1, 150);
  await expect(strokesOn(1)).toHaveCount(1);
  await pick(2);
  await expect(strokesOn(2)).toHaveCount(0);
  await drawOn(2, 150);
  await drawOn(2, 250);
  await expect(strokesOn(2)).toHaveCount(2);
  await pick(1);
  await expect(page.getByRole('img', { name: 'Canvas 1' })).toBeVisible();
  await expect(strokesOn(1)).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(strokesOn(1)).toHaveCount(0);
  await pick(2);
  await expect(strokesOn(2)).toHaveCount(2);
});

test("write it: 'No canvases found' for a lesson without canvases", async ({ customerPage: page }) => {
  const lesson = await firstLesson(page);
  await serveLesson(page, {
    ...lesson,
    sections: { ...lesson.sections, writeIt: { ...lesson.sections.writeIt, canvases: [] } },
  });
  await page.goto(activityUrl(lesson, 'write-it'));
  await expect(page.getByText('No canvases found')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Canvas \d/ })).toHaveCount(0);
  await expect(page.getByLabel('Stroke width')).toHaveCount(0);
});

test("play it: 'Unknown Game Type', the 'interactive' placeholder and a game on another website", async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  const withGame = (game: string) =>
    ({ ...lesson, sections: { ...lesson.sections, playIt: { ...lesson.sections.playIt, game } } }) as Lesson;

  await serveLesson(page, withGame('something-else'));
  await page.goto(activityUrl(lesson, 'play-it'));
  await expect(page.getByRole('heading', { level: 1, name: 'play it' })).toBeVisible();
  await expect(page.getByText('Unknown Game Type')).toBeVisible();

  await page.unroute(`**/api/lessons/${lesson._id}`);
  await serveLesson(page, withGame('interactive'));
  await page.reload();
  await expect(page.getByText('This interactive activity is run by the teacher in class.')).toBeVisible();
  await expect(page.getByText('Unknown Game Type')).toHaveCount(0);

  const otherId = DEMO_LESSON_BY_GAME['other-game'];
  const other = await apiGet<Lesson>(page, `/lessons/${otherId}`);
  expect(other.link).not.toBe('');
  await page.goto(activityUrl(other, 'play-it'));
  const open = page.getByRole('link', { name: /Open the game/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', /^https?:\/\//);
  expect(await open.getAttribute('href')).toContain(other.link.replace(/^https?:\/\//, ''));
});

test('a lesson of a course the customer does not own leads to its purchase page', async ({ customerPage: page }) => {
  const locked = DEMO_COURSES.find((course) => course.product.id === LOCKED_PRODUCT)?.lessons[0];
  if (!locked) throw new Error('no locked demo lesson');
  await page.goto(`/class/${LOCKED_PRODUCT}/lessons/${locked.id}/say-it`);
  await expect(page).toHaveURL(new RegExp(`/buy/${LOCKED_PRODUCT}$`));
});

test('a failed load says so and Try again loads the page', async ({ customerPage: page }) => {
  const lesson = await firstLesson(page);
  let failing = true;
  await page.route(`**/api/lessons/${lesson._id}`, (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'The database is asleep' } }) : route.fallback(),
  );
  await page.goto(activityUrl(lesson, 'say-it'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This activity could not be loaded.');
  await expect(alert).toContainText('The database is asleep');
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: lesson.sections.sayIt.title, exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('Back on a page opened directly (no history to go back to) leads to the lesson page', async ({
  customerPage: page,
}) => {
  const lesson = await firstLesson(page);
  await page.goto(activityUrl(lesson, 'read-it'));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/class/${PRODUCT}/lessons/${lesson._id}$`));
});

test('every activity page of the lesson shows its title and content', async ({ customerPage: page }) => {
  const lesson = await firstLesson(page);
  const titles: Record<string, string> = {
    'say-it': 'say it, sign it',
    'find-it': 'find it- can you find it on your AAC?',
    'hear-it': 'hear it',
    'watch-it': 'watch it',
    'play-it': 'play it',
    'read-it': 'Read It - Story ideas',
    'learn-it': 'Learn it - Activity ideas',
    'practise-it': 'Practice it - Table task',
    'write-it': 'Write it - Writing task',
  };
  for (const [key, title] of Object.entries(titles)) {
    await page.goto(activityUrl(lesson, key));
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
  }
});

test('with YouTube out of reach (a school firewall), visiting find it and play it asks it for nothing and logs no error', async ({
  customerPage: page,
  baseURL,
}) => {
  await page.route(/^https:\/\/img\.youtube\.com\//, (route) => route.abort('internetdisconnected'));
  const errors: string[] = [];
  const askedYoutube: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('youtube.com')) askedYoutube.push(request.url());
  });
  const lesson = await firstLesson(page);
  const cards = await apiGet<FindItCardSet>(page, `/findit-cards/${PRODUCT}`);
  const gameLesson = await apiGet<Lesson>(page, `/lessons/${DEMO_LESSON_BY_GAME['find-the-correct-one']}`);
  const origin = new URL(baseURL as string).origin;
  const ownFiles = (content: unknown) =>
    mediaUrlsIn(content)
      .map((link) => new URL(link, origin).href)
      .filter((url) => new URL(url).origin === origin);
  for (const [url, content] of [
    [activityUrl(lesson, 'find-it'), [lesson, cards]],
    [`/class/${PRODUCT}/lessons/${gameLesson._id}/play-it`, [gameLesson]],
  ] as const) {
    await page.goto(url);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    // The page's own files are kept in the background, in the same queue as anything else would be.
    const expected = ownFiles(content);
    expect(expected.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const kept = new Set((await deviceRows<{ url: string }>(page, 'media')).map((file) => file.url));
        return expected.filter((file) => !kept.has(file));
      })
      .toEqual([]);
    await keepingMediaDone(page);
  }
  expect(askedYoutube).toEqual([]);
  expect(errors).toEqual([]);
});
