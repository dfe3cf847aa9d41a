import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { setupTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  t = await setupTestApp();
  distDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-maps-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Symbol Courses</title>');
  await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'export const go = 1;');
  await writeFile(path.join(distDir, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await writeFile(path.join(distDir, 'sw.js.map'), '{"version":3,"sources":["sw.ts"]}');
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('source maps of the build', () => {
  it('are never served, however the path is written', async () => {
    const app = createApp({ ...t.deps, distDir });
    expect((await app.request('/assets/app-1234.js')).status).toBe(200);
    for (const mapPath of [
      '/assets/app-1234.js.map',
      '/sw.js.map',
      '/assets/app-1234.js%2Emap',
      '/assets/APP-1234.JS.MAP',
    ]) {
      const answer = await app.request(mapPath);
      expect(answer.status, mapPath).toBe(404);
      expect(await answer.text()).not.toContain('sources');
    }
  });
});
