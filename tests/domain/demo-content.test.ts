import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES, DRAG_LEVELS_OF, GAME_OPTIONS, OTHER_GAME } from '#domain/built-in-games';
import { FindItCardSetCreate } from '#domain/findit';
import { LessonCreate, Sections } from '#domain/lesson';
import type { DragLevel } from '#domain/play-it';
import { ProductInput } from '#domain/product';
import { attentionTab, playTab } from '#domain/section-tabs';
import { youtubeId } from '#domain/video';
import { demoDocuments, publicFile, renderDocument } from '#server/seed/demo/documents';
import { DEMO_COURSES, DEMO_LESSON_BY_GAME } from '#server/seed/demo/index';

const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const [fullCourse, starterCourse] = DEMO_COURSES;
const allLessons = DEMO_COURSES.flatMap((course) => course.lessons.map((lesson) => ({ course, lesson })));
const lessonCases = allLessons.map(({ course, lesson }) => [lesson.id, course, lesson] as const);
const parsedSections = (sections: unknown) => Sections.parse(sections);

/** Every string anywhere inside a value, with where it was found. */
function strings(value: unknown, at = ''): Array<{ at: string; text: string }> {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

const isLocalMedia = (text: string) => text.startsWith('/demo/') || text.startsWith('/sounds/');
const existsInPublic = (path: string) => {
  const file = publicFile(PUBLIC_DIR, path);
  return existsSync(file) && statSync(file).isFile();
};

function dragLevels(sections: Sections): Array<{ list: string; level: DragLevel }> {
  return Object.values(DRAG_LEVELS_OF).flatMap((list) => sections.playIt[list].map((level) => ({ list, level })));
}

describe('demo courses', () => {
  it('lists the full course first and the locked starter course second', () => {
    expect(DEMO_COURSES.map((course) => course.product.id)).toEqual(['demo-core-words', 'demo-first-words']);
    expect(fullCourse?.product.shopifyProductId).toBe('demo-core-words-shop');
    expect(starterCourse?.product.shopifyProductId).toBe('demo-first-words-shop');
    expect(fullCourse?.lessons.length).toBeGreaterThanOrEqual(11);
    expect(starterCourse?.lessons).toHaveLength(2);
  });

  it.each(DEMO_COURSES.map((course) => [course.product.id, course] as const))(
    '%s parses as a product with nine lesson cards, unchanged but for defaults',
    (_, course) => {
      const { id: _id, ...draft } = course.product;
      const product = ProductInput.parse(draft);
      expect(product).toMatchObject(draft);
      expect(product.lessonCards).toHaveLength(9);
      for (const card of product.lessonCards) expect(card.image).toMatch(/^\/demo\/symbols\/.+\.svg$/);
      for (const field of ['title', 'description', 'titleLogo', 'preview', 'url', 'manualLink', 'resourcesLink']) {
        expect(product[field as keyof typeof product], field).not.toBe('');
      }
    },
  );

  it.each(DEMO_COURSES.map((course) => [course.product.id, course] as const))(
    "%s's find-it cards parse as a card set with findIndex 1..n",
    (_, course) => {
      const set = FindItCardSetCreate.parse({ productId: course.product.id, cards: course.findItCards });
      expect(set.cards).toMatchObject(course.findItCards);
      expect(set.cards.map((card) => card.findIndex)).toEqual(set.cards.map((_card, index) => index + 1));
      for (const card of set.cards) {
        expect(card.title).not.toBe('');
        expect(card.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
      }
    },
  );

  it('has about 27 find-it cards in the full course and 9 in the starter', () => {
    expect(fullCourse?.findItCards).toHaveLength(27);
    expect(starterCourse?.findItCards).toHaveLength(9);
  });

  it('uses unique ids', () => {
    const productIds = DEMO_COURSES.map((course) => course.product.id);
    const shopIds = DEMO_COURSES.map((course) => course.product.shopifyProductId);
    const lessonIds = allLessons.map(({ lesson }) => lesson.id);
    for (const ids of [productIds, shopIds, lessonIds]) expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each(lessonCases)('demo lesson %s', (_, course, lesson) => {
  const sections = parsedSections(lesson.sections);

  it('parses with the Sections schema, unchanged but for defaults', () => {
    expect(sections).toMatchObject(lesson.sections);
    const created = LessonCreate.parse({ ...lesson, productId: course.product.id });
    expect(created).toMatchObject({ title: lesson.title, image: lesson.image, description: lesson.description });
  });

  it('fills all nine sections', () => {
    expect(lesson.title).not.toBe('');
    expect(lesson.description).not.toBe('');
    expect(lesson.image).not.toBe('');

    expect(sections.sayIt.title).not.toBe('');
    expect(youtubeId(sections.sayIt.video)).not.toBeNull();
    expect(sections.sayIt.illustrations.length).toBeGreaterThanOrEqual(2);
    for (const illustration of sections.sayIt.illustrations) {
      expect(illustration.image).not.toBe('');
      expect(illustration.text).not.toBe('');
    }

    expect(sections.findIt.cardIndexes.length).toBeGreaterThan(0);

    for (const { videos } of [sections.hearIt, sections.watchIt]) {
      expect(videos.length).toBeGreaterThanOrEqual(1);
      expect(videos.length).toBeLessThanOrEqual(4);
      expect(videos.some((video) => video.thumbnail.startsWith('/demo/covers/thumb-'))).toBe(true);
      for (const video of videos) expect(video.url).not.toBe('');
    }

    expect(sections.readIt.books.length).toBeGreaterThanOrEqual(1);
    for (const book of sections.readIt.books) {
      for (const value of [book.bookTitle, book.coverImage, book.description, book.shopUrl, book.videoUrl]) {
        expect(value).not.toBe('');
      }
      expect(book.shopUrl).toMatch(/^https:\/\/www\.amazon\.[a-z.]+\/s\?k=/);
    }

    const attention = attentionTab(sections.learnIt);
    expect(attention?.content.length).toBeGreaterThanOrEqual(2);
    for (const stage of attention?.content ?? []) {
      expect(stage.title).not.toBe('');
      expect(stage.video).not.toBe('');
      expect(stage.text.length).toBeGreaterThan(0);
    }
    const play = playTab(sections.learnIt);
    expect(play?.playContent.title).not.toBe('');
    expect(play?.playContent.text.length).toBeGreaterThan(0);
    expect(play?.playContent.image).not.toBe('');
    expect(play?.playContent.links.length).toBeGreaterThan(0);

    for (const group of [sections.practiseIt.years01, sections.practiseIt.years12, sections.practiseIt.years34]) {
      expect(group.content).toContain('\n');
      expect(group.image).not.toBe('');
    }
    expect(sections.practiseIt.disclaimer).not.toBe('');
    expect(sections.practiseIt.pdfResource).toMatch(/^\/demo\/docs\/.+\.pdf$/);

    expect(sections.writeIt.canvases.length).toBeGreaterThan(0);
    for (const canvas of sections.writeIt.canvases) expect(canvas).toMatch(/^\/demo\/canvases\/.+\.svg$/);
    expect(sections.writeIt.globalFileLink).toMatch(/^\/demo\/docs\/.+\.pdf$/);
  });

  it("asks find it for cards of the course's card set", () => {
    const findIndexes = new Set(course.findItCards.map((card) => card.findIndex));
    for (const index of sections.findIt.cardIndexes) expect(findIndexes.has(index), `card ${index}`).toBe(true);
  });

  it('plays a game that has content', () => {
    const { playIt } = sections;
    switch (playIt.game) {
      case 'stop-motion':
        expect(playIt.content.videoUrl).not.toBe('');
        break;
      case 'reveal-image':
        expect(playIt.content.hiddenImages.length).toBeGreaterThan(0);
        break;
      case 'multiple-drag-and-drop':
      case 'quantity-drag-and-drop':
      case 'free-move-drag-and-drop':
      case 'invert-drag-and-drop':
        expect(playIt[DRAG_LEVELS_OF[playIt.game]].length).toBeGreaterThan(0);
        break;
      case 'find-the-correct-one':
        expect(playIt.findTheCorrectOneLevels.length).toBeGreaterThan(0);
        break;
      case 'disappear-items':
        expect(playIt.disappearItemsLevels.length).toBeGreaterThan(0);
        break;
      case 'drawing-game':
        expect(playIt.drawingGameContent.canvases.filter((canvas) => canvas.backgroundImage).length).toBeGreaterThan(0);
        break;
      case 'image-reveal':
        expect(playIt.imageRevealLevels.length).toBeGreaterThan(0);
        break;
      case 'other-game':
        expect(playIt.link).toMatch(/^https:\/\//);
        expect(lesson.link).toBe(playIt.link);
        break;
      case 'interactive':
        throw new Error('the demo does not use the placeholder game');
    }
  });

  it('gives every draggable an id with a hyphen and its index, and correct items among them', () => {
    for (const { list, level } of dragLevels(sections)) {
      const ids = level.draggableItems.map((item) => item.id);
      expect(new Set(ids).size, list).toBe(ids.length);
      for (const [index, itemId] of ids.entries()) expect(itemId).toMatch(new RegExp(`.-${index}$`));
      for (const correct of level.correctItems) expect(ids, list).toContain(correct);
      expect(level.draggableItems.length).toBeGreaterThan(0);
    }
  });

  it('links every YouTube video with an 11-character id', () => {
    for (const { at, text } of strings(lesson.sections)) {
      if (/youtube\.com|youtu\.be/.test(text)) expect(youtubeId(text), at).toMatch(/^[\w-]{11}$/);
    }
  });
});

describe('demo games', () => {
  const fullSections = (fullCourse?.lessons ?? []).map((lesson) => parsedSections(lesson.sections));
  const allSections = allLessons.map(({ lesson }) => parsedSections(lesson.sections));
  const playIts = allSections.map((sections) => sections.playIt);

  it('covers the ten built-in games and other-game across the courses', () => {
    const games = new Set(playIts.map((playIt) => playIt.game));
    for (const game of [...BUILT_IN_GAMES, OTHER_GAME]) expect(games, game).toContain(game);
  });

  it('covers them in the full course alone, which the demo customer owns', () => {
    const games = new Set(fullSections.map((sections) => sections.playIt.game));
    expect([...games].sort()).toEqual([...GAME_OPTIONS].sort());
  });

  it('maps every game value to a lesson of the full course that plays it', () => {
    expect(Object.keys(DEMO_LESSON_BY_GAME).sort()).toEqual([...GAME_OPTIONS].sort());
    for (const game of GAME_OPTIONS) {
      const lesson = fullCourse?.lessons.find((candidate) => candidate.id === DEMO_LESSON_BY_GAME[game]);
      expect(lesson, game).toBeDefined();
      expect(parsedSections(lesson?.sections).playIt.game).toBe(game);
    }
  });

  it('plays a built-in game in the first lesson, the richest one', () => {
    const first = fullSections[0];
    expect(first && BUILT_IN_GAMES.some((game) => game === first.playIt.game)).toBe(true);
    expect(first?.hearIt.videos).toHaveLength(4);
    expect(first?.watchIt.videos).toHaveLength(4);
    expect(first?.readIt.books.length).toBeGreaterThanOrEqual(3);
    expect(first && attentionTab(first.learnIt)?.content.length).toBeGreaterThanOrEqual(3);
  });

  it('shows the features of each game', () => {
    const quantity = playIts.flatMap((playIt) => playIt.dragAndDropContent_Quantity);
    expect(quantity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: 3, quantityOperator: 'equal-to' }),
        expect.objectContaining({ amount: 2, quantityOperator: 'more-than' }),
      ]),
    );
    const free = playIts.flatMap((playIt) => playIt.dragAndDropContent_Free);
    expect(free.some((level) => level.targetItem !== '')).toBe(true);
    expect(free.some((level) => level.targetItem === '')).toBe(true);
    const invert = playIts.flatMap((playIt) => playIt.dragAndDropContent_Invert);
    expect(invert.some((level) => level.randomTargetPosition && level.falseTargetItem !== '')).toBe(true);
    const multiple = playIts.flatMap((playIt) => playIt.dragAndDropContent_Multiple);
    expect(multiple.length).toBeGreaterThanOrEqual(2);
    expect(multiple.every((level) => level.correctItems.length > 0 && level.hintAudio !== '')).toBe(true);
    const answerTypes = new Set(playIts.flatMap((playIt) => playIt.findTheCorrectOneLevels.map((l) => l.answerType)));
    expect([...answerTypes].sort()).toEqual(['all', 'none', 'specific']);
    expect(playIts.flatMap((playIt) => playIt.disappearItemsLevels).length).toBeGreaterThanOrEqual(2);
    expect(playIts.flatMap((playIt) => playIt.imageRevealLevels).length).toBeGreaterThanOrEqual(2);
    expect(playIts.some((playIt) => playIt.drawingGameContent.canvases.length >= 3)).toBe(true);
    expect(playIts.some((playIt) => playIt.content.hiddenImages.length === 3)).toBe(true);
  });

  it('shows a learn-it link without a scheme, which the viewer completes with https://', () => {
    const links = allSections.flatMap((sections) => playTab(sections.learnIt)?.playContent.links ?? []);
    expect(links.some((link) => link.link.startsWith('www.'))).toBe(true);
  });
});

describe('demo media', () => {
  const referenced = strings(DEMO_COURSES).filter(({ text }) => isLocalMedia(text));

  it('references local media', () => {
    expect(referenced.length).toBeGreaterThan(100);
  });

  it('has every referenced /demo/ and /sounds/ file under public/', () => {
    const missing = [...new Set(referenced.map(({ text }) => text))].filter((path) => !existsInPublic(path));
    expect(missing).toEqual([]);
  });

  it('has every local page the manual and resources pages link to', () => {
    for (const page of ['/demo/docs/manual.html', '/demo/docs/resources.html']) {
      const html = readFileSync(publicFile(PUBLIC_DIR, page), 'utf8');
      expect(html).not.toMatch(/<script/i);
      const hrefs = [...html.matchAll(/href="(\/demo\/[^"#]+)"/g)].map((match) => match[1] ?? '');
      expect(
        hrefs.filter((href) => !existsInPublic(href)),
        page,
      ).toEqual([]);
    }
  });

  it('has every demo PDF up to date with the content (scripts/media/make-pdfs.sh) and under 50 KB', () => {
    const documents = demoDocuments();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const file = publicFile(PUBLIC_DIR, document.path);
      expect(existsSync(file), document.path).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      expect(bytes.length).toBeLessThan(50 * 1024);
      expect(Buffer.from(renderDocument(document)).equals(bytes), `${document.path} is out of date`).toBe(true);
    }
  });
});
