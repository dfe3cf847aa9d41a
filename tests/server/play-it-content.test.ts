import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '#server/db/connect';
import { lessons } from '#server/db/schema';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Caller;
let productId: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createAdmin();
  productId = (await t.createProduct(admin))._id;
});
afterAll(() => t.close());

const lessonWith = (content: unknown) =>
  t.call('POST', '/lessons', {
    token: admin.token,
    body: { productId, title: 'Game lesson', sections: { playIt: { game: 'stop-motion', content } } },
  });

describe('sections.playIt.content', () => {
  it('takes the spec’s fields and stores them', async () => {
    const answer = await lessonWith({ videoUrl: 'https://example.com/film.mp4', hiddenImages: ['/demo/a.svg'] });
    expect(answer.status).toBe(201);
    expect(answer.body.sections.playIt.content).toEqual({
      videoUrl: 'https://example.com/film.mp4',
      hiddenImages: ['/demo/a.svg'],
    });
  });

  it('refuses any other field with 400 naming it, also 5,000 levels deep', async () => {
    const other = await lessonWith({ videoUrl: '', notes: 'anything' });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^sections\.playIt\.content: /);
    const deep = `${'{"inner":'.repeat(5000)}{}${'}'.repeat(5000)}`;
    const nested = await t.call('POST', '/lessons', {
      token: admin.token,
      body: `{"productId":"${productId}","title":"Deep","sections":{"playIt":{"content":{"videoUrl":"","deep":${deep}}}}}`,
    });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toMatch(/^sections\.playIt\.content: /);
  });

  it('keeps only the spec’s fields of a lesson stored before (migration 0003)', async () => {
    const lesson = await t.createLesson(admin, productId);
    await t.db
      .update(lessons)
      .set({
        sections: sql`jsonb_set(${lessons.sections}, '{playIt,content}', '{"videoUrl":"https://example.com/v.mp4","hiddenImages":[],"junk":{"a":1}}')`,
      })
      .where(eq(lessons.id, lesson._id));
    const migration = await readFile(path.join(MIGRATIONS_FOLDER, '0006_play_it_content_fields.sql'), 'utf8');
    await t.db.execute(sql.raw(migration));
    const [row] = await t.db.select().from(lessons).where(eq(lessons.id, lesson._id));
    expect(row?.sections.playIt.content).toEqual({ videoUrl: 'https://example.com/v.mp4', hiddenImages: [] });
  });
});
