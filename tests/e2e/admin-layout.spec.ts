import type { Locator, Page } from '@playwright/test';
import {
  CORE_WORDS,
  createLessonByApi,
  createProductByApi,
  lessonList,
  openAdmin,
  openSection,
} from './admin-support.ts';
import { deleteAfterTest, expect, test } from './support/fixtures.ts';
import { copyDemoCourseWith } from './support/own-course.ts';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
] as const;

const LONG_TITLE =
  'A very long lesson title about the weather, the seasons, the clothes we wear in each of them and why';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The words of the elements that are split over two lines (a hyphenated break counts too). */
function wordsBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const text = node.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const content = text.textContent ?? '';
      const broken: string[] = [];
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
      return broken;
    }),
  );
}

async function shoot(page: Page, name: string) {
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('the product row shows the whole Add new tile, and a long lesson title leaves the other tiles as they are', async ({
      adminPage: page,
    }) => {
      // A draft copy of the demo course of the test's own: the demo course keeps its lessons.
      const course = await copyDemoCourseWith(page.request, {}, '');
      deleteAfterTest(course._id);
      await createLessonByApi(page, course._id, LONG_TITLE);
      // More courses than fit beside each other on the screen.
      for (let index = 0; index < 4; index += 1) {
        await createProductByApi(page, { title: `Course ${index + 1} at ${size.width}` });
      }
      await openAdmin(page, course._id);
      const addNew = page.getByRole('button', { name: 'Add new', exact: true });
      const tile = await box(addNew);
      const row = await box(page.getByRole('list', { name: 'Products' }));
      expect(tile.x).toBeGreaterThanOrEqual(row.x);
      expect(tile.x + tile.width).toBeLessThanOrEqual(Math.min(row.x + row.width, size.width));
      expect(tile.y + tile.height).toBeLessThanOrEqual(row.y + row.height);

      const tiles = lessonList(page).locator(':scope > li');
      await expect(tiles.first()).toBeVisible();
      const heights = new Set(
        await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height))),
      );
      const short = await box(tiles.first());
      expect([...heights]).toEqual([Math.round(short.height)]);
      await shoot(page, 'admin-products-lessons');
    });

    test('the Practise It Download Options leave the Years 2-4 tab free', async ({ adminPage: page }) => {
      await openAdmin(page, CORE_WORDS);
      await lessonList(page).getByRole('button').first().click();
      const { preview } = await openSection(page, 'Practise It');
      const tab = preview.getByRole('tab', { name: 'Years 2-4' });
      const menu = preview.getByRole('button', { name: 'Download Options' });
      await menu.scrollIntoViewIfNeeded();
      expect(overlaps(await box(tab), await box(menu))).toBe(false);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await shoot(page, 'practise-it-preview');
    });

    test('the Find It preview keeps every word of a card title on one line', async ({ adminPage: page }) => {
      await openAdmin(page, CORE_WORDS);
      await lessonList(page).getByRole('button').first().click();
      const { preview } = await openSection(page, 'Find It');
      const titles = preview.locator('li figcaption');
      await expect(titles.first()).toBeVisible();
      await titles.first().scrollIntoViewIfNeeded();
      expect(await wordsBrokenAcrossLines(titles)).toEqual([]);
      await shoot(page, 'find-it-preview');
    });
  });
}
