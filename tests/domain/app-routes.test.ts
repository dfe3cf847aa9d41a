import { describe, expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { appPaths } from '#domain/app-paths';
import { isAppPagePath } from '#domain/app-routes';
import { courseDocumentUrls } from '#domain/media-urls';

describe('isAppPagePath: the pages the service worker answers with the app shell', () => {
  it('knows every page route of the spec, with or without a trailing slash', () => {
    const pages = [
      appPaths.dashboard(),
      appPaths.course('demo-core-words'),
      appPaths.lessons('demo-core-words'),
      appPaths.lesson('demo-core-words', 'lesson-1'),
      ...ACTIVITY_KEYS.map((key) => appPaths.activity('demo-core-words', 'lesson-1', key)),
      appPaths.report('demo-core-words'),
      appPaths.learners(),
      '/learners/settings',
      '/learners/goals',
      appPaths.buy('p1'),
      appPaths.admin(),
      appPaths.adminUsers(),
      '/reset-password',
    ];
    for (const page of pages) {
      expect(isAppPagePath(page), page).toBe(true);
      if (page !== '/') expect(isAppPagePath(`${page}/`), `${page}/`).toBe(true);
    }
  });

  it('leaves documents, files in public/, media and the API to the network', () => {
    for (const path of [
      '/demo/docs/manual.html',
      '/demo/docs/lesson-1.pdf',
      '/demo/symbols/cat.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
      '/api/products',
      '/class/x/lessons/y/not-an-activity',
      '/class/x/lessons/y/say-it/more',
      '/admin/other',
    ]) {
      expect(isAppPagePath(path), path).toBe(false);
    }
  });
});

describe('courseDocumentUrls: the course pages kept with an offline course', () => {
  const origin = 'https://courses.example';

  it('keeps the manual and the resources page of this site, without fragments, once each', () => {
    expect(
      courseDocumentUrls(
        { manualLink: '/demo/docs/manual.html#weeks', resourcesLink: '/demo/docs/resources.html' },
        origin,
      ),
    ).toEqual([`${origin}/demo/docs/manual.html`, `${origin}/demo/docs/resources.html`]);
    expect(courseDocumentUrls({ manualLink: `${origin}/docs/m.html`, resourcesLink: '/docs/m.html' }, origin)).toEqual([
      `${origin}/docs/m.html`,
    ]);
  });

  it('leaves out empty links and documents on other sites', () => {
    expect(courseDocumentUrls({ manualLink: '', resourcesLink: 'shop.example/resources' }, origin)).toEqual([]);
    expect(courseDocumentUrls({ manualLink: 'https://other.example/m.pdf', resourcesLink: '  ' }, origin)).toEqual([]);
  });
});
