import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInByApi, teacherHeaders } from './support/fixtures.ts';
import { keptOnDevice } from './support/kept-reads.ts';
import { goOffline, untilControlled } from './support/network.ts';
import { ownServerForSpec } from './support/own-server.ts';
import { CUSTOMER } from './support/settings.ts';

/**
 * Print lesson materials (issue 36): the symbol cards and the core-word board of a demo lesson,
 * printed to PDF by Chromium as the browser's print would, online and with the network gone. The
 * PDF is read with poppler (pdfinfo, pdftotext): its pages, their size and the words on each.
 */

const COURSE = 'demo-core-words';
const LESSON = 'demo-core-words-week-1';
const server = ownServerForSpec(36);

/** A4 and US Letter in PDF points (Chromium rounds a page to whole CSS pixels: within half a point). */
const PAGE_POINTS = { a4: [595.28, 841.89], letter: [612, 792] } as const;

/** The words of each preview sheet, in order. */
function sheetWords(page: Page): Promise<string[][]> {
  return page.$$eval('[data-print-page]', (sheets) =>
    sheets.map((sheet) =>
      [...sheet.querySelectorAll('[data-print-card] figcaption')].map((word) => word.textContent ?? ''),
    ),
  );
}

/** Every picture of the preview has loaded (from the device when offline). */
async function expectPicturesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.$$eval(
        '[data-print-page] img',
        (images) =>
          images.length > 0 &&
          images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** The page printed to a PDF file, as the browser prints it: its own page size, colours as on screen. */
async function printToPdf(page: Page, name: string): Promise<string> {
  const file = test.info().outputPath(name);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  return file;
}

/** Checks the PDF's number of pages and their paper. */
function expectPdfPages(file: string, count: number, paper: 'a4' | 'letter') {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), 'pages').toBe(count);
  const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info) ?? [];
  expect(Number(width), 'page width').toBeCloseTo(PAGE_POINTS[paper][0], 0);
  expect(Number(height), 'page height').toBeCloseTo(PAGE_POINTS[paper][1], 0);
}

/** The text printed on one page of the PDF (1-based), in reading order, its white space made single. */
function textOnPage(file: string, number: number): string {
  const text = execFileSync('pdftotext', ['-f', String(number), '-l', String(number), file, '-'], { encoding: 'utf8' });
  return text.replace(/\s+/g, ' ').trim();
}

/** The words printed on one page of the PDF (1-based), sorted. */
function wordsOnPage(file: string, number: number): string[] {
  return textOnPage(file, number).split(' ').filter(Boolean).sort();
}

/** CSS pixels per inch: the screen's unit, and the resolution a PDF page is rendered at to compare with it. */
const CSS_DPI = 96;

/**
 * The share of pixels (0–1) of the first PNG that have no pixel of the same colour (within
 * `threshold`, 0–255, in every channel) at most `reach` pixels away in the second: a rendering
 * shifted by a pixel or smoothed differently at an edge still matches, another picture does not.
 * Counted by a canvas in a blank page of the browser.
 */
async function pixelDifference(
  context: BrowserContext,
  one: Buffer,
  two: Buffer,
  { threshold = 48, reach = 2 } = {},
): Promise<number> {
  const scratch = await context.newPage();
  try {
    return await scratch.evaluate(
      async ({ first, second, limit, radius }) => {
        const load = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          return image;
        };
        const [a, b] = await Promise.all([load(first), load(second)]);
        const width = Math.min(a.naturalWidth, b.naturalWidth);
        const height = Math.min(a.naturalHeight, b.naturalHeight);
        const pixels = (image: HTMLImageElement) => {
          const canvas = new OffscreenCanvas(width, height);
          const drawing = canvas.getContext('2d');
          if (!drawing) throw new Error('no 2D canvas');
          drawing.drawImage(image, 0, 0);
          return drawing.getImageData(0, 0, width, height).data;
        };
        const [p, q] = [pixels(a), pixels(b)];
        const near = (at: number, x: number, y: number) => {
          for (let dy = -radius; dy <= radius; dy += 1) {
            for (let dx = -radius; dx <= radius; dx += 1) {
              const [nx, ny] = [x + dx, y + dy];
              if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
              const other = (ny * width + nx) * 4;
              const channel = (offset: number) => Math.abs((p[at + offset] ?? 0) - (q[other + offset] ?? 0));
              if (Math.max(channel(0), channel(1), channel(2)) <= limit) return true;
            }
          }
          return false;
        };
        let differing = 0;
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) if (!near((y * width + x) * 4, x, y)) differing += 1;
        }
        return differing / (width * height);
      },
      { first: one.toString('base64'), second: two.toString('base64'), limit: threshold, radius: reach },
    );
  } finally {
    await scratch.close();
  }
}

/**
 * The first sheet's cards as printed look as on screen: each card's place on its sheet is its place
 * on the PDF's page (the sheet's padding on screen is the page's margin), so the PDF page rendered
 * at 96 dpi and cut there is compared with a screenshot of the card. The first card on screen
 * against the second as printed must not pass: the comparison tells cards apart.
 */
async function expectCardsAsOnScreen(context: BrowserContext, page: Page, pdf: string) {
  const sheet = await page.locator('[data-print-page]').first().boundingBox();
  const cards = page.locator('[data-print-page]').first().locator('[data-print-card]');
  if (!sheet) throw new Error('no sheet on screen');
  const printedAt = async (index: number, at: { x: number; y: number; width: number; height: number }) => {
    const out = test.info().outputPath(`card-${index + 1}-printed`);
    const crop = [at.x - sheet.x, at.y - sheet.y, at.width, at.height].map((value) => String(Math.round(value)));
    const [x = '0', y = '0', width = '0', height = '0'] = crop;
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(CSS_DPI),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      ...['-x', x, '-y', y, '-W', width, '-H', height],
      pdf,
      out,
    ]);
    return readFileSync(`${out}.png`);
  };
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  if (!first || !second) throw new Error('fewer than two cards on the first sheet');
  const onScreen = await Promise.all([0, 1].map((index) => cards.nth(index).screenshot({ animations: 'disabled' })));
  const printed = await Promise.all([first, second].map((box, index) => printedAt(index, box)));
  for (const index of [0, 1]) {
    writeFileSync(test.info().outputPath(`card-${index + 1}-screen.png`), onScreen[index] ?? Buffer.alloc(0));
    const difference = await pixelDifference(
      context,
      onScreen[index] ?? Buffer.alloc(0),
      printed[index] ?? Buffer.alloc(0),
    );
    expect(difference, `card ${index + 1}: share of pixels that differ`).toBeLessThan(0.01);
  }
  const otherCard = await pixelDifference(context, onScreen[0] ?? Buffer.alloc(0), printed[1] ?? Buffer.alloc(0));
  expect(otherCard, 'the first card against the second').toBeGreaterThan(0.05);
}

/** Waits until every picture of the preview is kept on the device (IndexedDB 'media'), to be shown offline. */
async function expectPicturesKept(page: Page) {
  const sources = await page.$$eval('[data-print-page] img', (images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open('symbol-courses');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction('media').objectStore('media').getAll();
              all.onsuccess = () => {
                const kept = new Set(all.result.map((file: { url: string }) => file.url));
                resolve(wanted.filter((url) => !kept.has(url)));
                open.result.close();
              };
              all.onerror = () => reject(all.error);
            };
          }),
        sources,
      ),
    )
    .toEqual([]);
}

/** Signs the demo teacher in and opens the lesson's print page, the service worker in control. */
async function openPrintPage(context: BrowserContext, page: Page) {
  await signInByApi(context, server.url, CUSTOMER);
  await page.goto(`/class/${COURSE}/lessons/${LESSON}`);
  await page.getByRole('link', { name: 'Print lesson materials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Print lesson materials' })).toBeVisible();
  await expect(page.locator('[data-print-card]').first()).toBeVisible();
  await untilControlled(page);
}

/** Six cards a page, each with its copy for matching; checks the preview and the PDF agree, page by page. */
async function printSymbolCards(page: Page, paper: 'a4' | 'letter', name: string) {
  await page.getByRole('radio', { name: '6 per page' }).check();
  await page.getByRole('radio', { name: paper === 'a4' ? 'A4' : 'US Letter' }).check();
  const lessonCards = await page.locator('[data-print-card]').count();
  await page.getByRole('checkbox', { name: /second copy of each card/ }).check();
  await expect(page.locator('[data-print-card]')).toHaveCount(2 * lessonCards);
  await expectPicturesLoaded(page);

  const sheets = await sheetWords(page);
  const cards = sheets.flat();
  expect(cards).toHaveLength(2 * lessonCards);
  expect(sheets).toHaveLength(Math.ceil(cards.length / 6));
  // The preview's own status; the app may also say that this tablet has no voice for the course's language.
  await expect(page.getByRole('status').filter({ hasText: /^Preview:/ })).toHaveText(
    `Preview: ${sheets.length} pages, ${cards.length} cards`,
  );

  const pdf = await printToPdf(page, name);
  expectPdfPages(pdf, Math.ceil(cards.length / 6), paper);
  // Each page holds its sheet's cards, whole, and nothing of the app around them.
  sheets.forEach((words, index) => {
    expect(wordsOnPage(pdf, index + 1), `page ${index + 1}`).toEqual([...words].sort());
  });
  return cards;
}

test('a lesson’s symbol cards and core-word board print to PDF, online and with the network off', async ({
  context,
  page,
}) => {
  await openPrintPage(context, page);

  const online = await printSymbolCards(page, 'a4', 'cards-online.pdf');
  await expectCardsAsOnScreen(context, page, test.info().outputPath('cards-online.pdf'));
  // Week 1 asks for go, car and bus in Find it; its Say it pictures add ball.
  expect([...new Set(online)].sort()).toEqual(['ball', 'bus', 'car', 'go']);

  await page.getByRole('radio', { name: 'Core-word board' }).check();
  await expectPicturesLoaded(page);
  const board = await printToPdf(page, 'board-online.pdf');
  expectPdfPages(board, 1, 'a4');
  expect(wordsOnPage(board, 1)).toEqual(expect.arrayContaining(['ball', 'bus', 'car', 'go']));

  // The course's cards, opened once online, are what the device keeps for offline.
  await page.getByRole('radio', { name: 'Symbol cards' }).check();
  await page.getByRole('radio', { name: 'All the course’s find it cards' }).check();
  await expect(page.locator('[data-print-card]')).toHaveCount(2 * 27);
  await expectPicturesKept(page);
  await keptOnDevice(page, [
    ['lesson', LESSON],
    ['findit', COURSE],
  ]);

  await goOffline(server, context);
  await page.reload();
  await expect(page.locator('[data-print-card]').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'This lesson’s cards' })).toBeChecked();
  const offline = await printSymbolCards(page, 'letter', 'cards-offline.pdf');
  expect(offline).toEqual(online);

  await page.getByRole('radio', { name: 'All the course’s find it cards' }).check();
  await expect(page.locator('[data-print-card]')).toHaveCount(2 * 27);
  await page.getByRole('checkbox', { name: /second copy of each card/ }).uncheck();
  await expectPicturesLoaded(page);
  const course = await printToPdf(page, 'course-offline.pdf');
  expectPdfPages(course, Math.ceil(27 / 6), 'letter');
});

/** The booklet's titles on each preview sheet, in order. */
function bookletSheets(page: Page): Promise<string[][]> {
  return page.$$eval('[data-print-page]', (sheets) =>
    sheets.map((sheet) =>
      [...sheet.querySelectorAll('[data-print-booklet-page] h2')].map((title) => title.textContent ?? ''),
    ),
  );
}

/** Prints the booklet at `perSheet` pages a sheet; checks each PDF page holds its sheet's books. */
async function printBooklet(page: Page, perSheet: 1 | 2, paper: 'a4' | 'letter', name: string) {
  await page
    .getByRole('radio', { name: perSheet === 1 ? 'One page per sheet' : 'Two pages per sheet, to fold' })
    .check();
  await page.getByRole('radio', { name: paper === 'a4' ? 'A4' : 'US Letter' }).check();
  await expectPicturesLoaded(page);
  const sheets = await bookletSheets(page);
  const titles = sheets.flat();
  expect(sheets).toHaveLength(Math.ceil(titles.length / perSheet));
  await expect(page.getByRole('status').filter({ hasText: /^Preview:/ })).toHaveText(
    `Preview: ${sheets.length} pages, ${titles.length} books`,
  );
  const pdf = await printToPdf(page, name);
  expectPdfPages(pdf, sheets.length, paper);
  sheets.forEach((sheetTitles, index) => {
    const text = textOnPage(pdf, index + 1);
    for (const title of sheetTitles) expect(text, `page ${index + 1}`).toContain(title);
  });
  return titles;
}

test('a lesson’s Write it sheets and Read it booklet print to PDF, online and with the network off', async ({
  context,
  page,
}) => {
  await openPrintPage(context, page);

  // Week 1 has four Write it canvases: a sheet each, with a name line and rows to write on.
  await page.getByRole('radio', { name: 'Write it sheets' }).check();
  await expect(page.locator('[data-print-page]')).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: /^Preview:/ })).toHaveText('Preview: 4 pages');
  await expect(page.getByRole('radio', { name: 'This lesson’s cards' })).toHaveCount(0);
  await expectPicturesLoaded(page);
  const writing = await printToPdf(page, 'writing-online.pdf');
  expectPdfPages(writing, 4, 'a4');
  for (const number of [1, 2, 3, 4]) {
    const text = textOnPage(writing, number);
    expect(text, `page ${number}`).toContain('Name');
    expect(text, `page ${number}`).toContain(`Write it ${number}`);
  }

  await page.getByRole('radio', { name: 'Read it booklet' }).check();
  const online = await printBooklet(page, 1, 'a4', 'booklet-online.pdf');
  expect(online).toContain('Go, Dog. Go!');
  expect(await printBooklet(page, 2, 'a4', 'booklet-folded-online.pdf')).toEqual(online);
  await expectPicturesKept(page);

  await goOffline(server, context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Print lesson materials' })).toBeVisible();
  await page.getByRole('radio', { name: 'Read it booklet' }).check();
  expect(await printBooklet(page, 2, 'letter', 'booklet-offline.pdf')).toEqual(online);
  await page.getByRole('radio', { name: 'Write it sheets' }).check();
  await expectPicturesLoaded(page);
  expectPdfPages(await printToPdf(page, 'writing-offline.pdf'), 4, 'letter');
});

test('a letter home for the class and about one learner prints to PDF, also with the network off', async ({
  context,
  page,
  request,
}) => {
  // Mia, as another of the teacher's tablets saved her: she has done nothing of week 1 yet.
  const mia = `Mia ${Date.now()}`;
  const saved = await request.put(`${server.url}/api/learners/${crypto.randomUUID()}`, {
    headers: await teacherHeaders(request, server.url, CUSTOMER),
    data: { displayName: mia, avatar: 'kite' },
  });
  expect(saved.status()).toBe(201);
  await openPrintPage(context, page);

  await page.getByRole('radio', { name: 'Letter home' }).check();
  await expect(page.getByRole('status').filter({ hasText: /^Preview:/ })).toHaveText(
    'Preview: 1 page, for the whole class',
  );
  await expectPicturesLoaded(page);
  const classLetter = await printToPdf(page, 'letter-class.pdf');
  expectPdfPages(classLetter, 1, 'a4');
  const text = textOnPage(classLetter, 1);
  expect(text).toContain('Dear parents and carers,');
  expect(text).toContain('This week in “Core Words Together” our lesson was “Week 1 – Core word: go”.');
  expect(text).toContain('Our words this week: “go”, “car”, “bus” and “ball”.');
  expect(text).toContain('Stories to share at home: “Go, Dog. Go!”');

  await page.getByRole('radio', { name: mia }).check();
  await expect(page.getByRole('status').filter({ hasText: /^Preview:/ })).toHaveText(`Preview: 1 page, about ${mia}`);
  await keptOnDevice(page, [['learners', 'report', COURSE]]);

  await goOffline(server, context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Print lesson materials' })).toBeVisible();
  await page.getByRole('radio', { name: 'Letter home' }).check();
  await page.getByRole('radio', { name: mia }).check();
  await page.getByRole('radio', { name: 'US Letter' }).check();
  await expectPicturesLoaded(page);
  const aboutMia = await printToPdf(page, 'letter-mia-offline.pdf');
  expectPdfPages(aboutMia, 1, 'letter');
  const miaText = textOnPage(aboutMia, 1);
  expect(miaText).toContain(`Dear family of ${mia},`);
  expect(miaText).toContain(`${mia} has not done this lesson’s activities on the tablet yet.`);
});
