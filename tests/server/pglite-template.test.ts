import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/connect';
import { startFromTemplate } from '#server/db/pglite-template';
import { newPgliteDataDir } from './support/pglite-data-dir.ts';

/** A new data dir of `npm start` is a copy of the build's migrated template (server/db/pglite-template.ts). */

let folder: string;
let template: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  template = path.join(folder, 'template');
  await newPgliteDataDir(template);
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Opens the data dir, adds a user when asked, and answers how many users it holds. */
const users = async (dataDir: string, add: boolean) => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    if (add)
      await database.db.execute(
        sql`insert into users (id, email) values (${crypto.randomUUID()}, ${`${crypto.randomUUID()}@x.test`})`,
      );
    const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n;
  } finally {
    await database.close();
  }
};
const userAdded = (dataDir: string) => users(dataDir, true);

describe('a new embedded data dir', () => {
  it('starts as a working copy of the template, which stays as it was', { timeout: 60_000 }, async () => {
    const before = (await stat(path.join(template, 'PG_VERSION'))).mtimeMs;
    const dataDir = path.join(folder, 'school', 'pglite');
    await startFromTemplate(dataDir, template);
    expect((await readdir(dataDir)).sort()).toEqual((await readdir(template)).sort());
    expect(await userAdded(dataDir)).toBe(1);
    expect(await userAdded(dataDir)).toBe(2);
    // Nothing is left beside it, and the template holds no user.
    expect(await readdir(path.join(folder, 'school'))).toEqual(['pglite']);
    expect((await stat(path.join(template, 'PG_VERSION'))).mtimeMs).toBe(before);
    expect(await users(template, false)).toBe(0);
  });

  it('an existing database is never replaced by the template', { timeout: 60_000 }, async () => {
    const dataDir = path.join(folder, 'kept');
    await startFromTemplate(dataDir, template);
    expect(await userAdded(dataDir)).toBe(1);
    await startFromTemplate(dataDir, template);
    expect(await userAdded(dataDir)).toBe(2);
  });
});
