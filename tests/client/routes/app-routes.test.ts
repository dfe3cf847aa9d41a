import { createRouter } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { ACTIVITY_KEYS } from '#domain/activity-keys';
import { isAppPagePath } from '#domain/app-routes';
import { createQueryClient } from '../../../src/query-client.ts';
import { routeTree } from '../../../src/routeTree.gen.ts';

const SAMPLE_PARAMS: Record<string, string> = { $activity: 'say-it' };

it("the service worker's list of app pages covers every route of the router", () => {
  const router = createRouter({ routeTree, context: { queryClient: createQueryClient() } });
  const paths = Object.keys(router.routesByPath);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    const sample = path.replace(/\$[A-Za-z]+/g, (param) => SAMPLE_PARAMS[param] ?? 'x');
    expect(isAppPagePath(sample), `${path} as ${sample}`).toBe(true);
  }
});

it("a lesson's pages are exactly the domain's nine activities, one route each, and its print page", () => {
  const router = createRouter({ routeTree, context: { queryClient: createQueryClient() } });
  const lessonPage = '/class/$classId/lessons/$lessonId/';
  const activities = Object.keys(router.routesByPath)
    .filter((path) => path.startsWith(lessonPage) && path !== lessonPage)
    .map((path) => path.slice(lessonPage.length));
  expect(activities.sort()).toEqual([...ACTIVITY_KEYS, 'print'].sort());
});
