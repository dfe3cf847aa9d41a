import { describe, expect, it } from 'vitest';
import { chunkNames } from '../../scripts/course-chunks.ts';

const page = (name: string) =>
  `/app/src/routes/_signedIn/class/$classId/lessons/$lessonId/${name}.tsx?tsr-split=component`;
const SAY_IT = page('say-it');
const READ_IT = page('read-it');
const PLAY_IT = page('play-it');
const MAIN = '/app/index.html';
const DASHBOARD = '/app/src/features/courses/dashboard.tsx';
const ADMIN = '/app/src/routes/_signedIn/admin/index.tsx?tsr-split=component';
const SIGN_IN = '/app/src/routes/index.tsx?tsr-split=component';
const LEARNERS = '/app/src/routes/_signedIn/learners.tsx?tsr-split=component';
const REPORTS = '/app/src/routes/_signedIn/reports/index.tsx?tsr-split=component';
/** The course's features are the folders the course pages import (here activities). */
const FRAME = '/app/src/features/activities/shared/frame.tsx';
const SAY_IT_ACTIVITY = '/app/src/features/activities/say-it/say-it-activity.tsx';
const PLAY_IT_ACTIVITY = '/app/src/features/activities/play-it/play-it-activity.tsx';

/** A module graph as the build sees it: each module's static imports, and which are `import()`ed. */
function graph(imports: Record<string, string[]>, dynamic: string[]) {
  const ids = [...new Set([...Object.keys(imports), ...Object.values(imports).flat()])];
  return chunkNames({
    ids,
    isEntry: (id) => id === MAIN,
    isDynamicEntry: (id) => dynamic.includes(id),
    imports: (id) => imports[id] ?? [],
  });
}

describe('the course chunks', () => {
  const pages = [SAY_IT, READ_IT, PLAY_IT, DASHBOARD, ADMIN, SIGN_IN];

  it('gathers what two course pages use into course, and what other pages use too into shared', () => {
    const names = graph(
      {
        [MAIN]: ['/app/src/main.tsx'],
        '/app/src/main.tsx': ['/app/node_modules/react/index.js', '/app/src/ui/button.tsx'],
        [SAY_IT]: [FRAME, '/app/src/ui/picture.tsx', SAY_IT_ACTIVITY],
        [READ_IT]: [FRAME, '/app/src/ui/picture.tsx'],
        [DASHBOARD]: ['/app/src/ui/picture.tsx'],
        [ADMIN]: ['/app/src/features/admin/admin-page.tsx'],
        '/app/src/features/admin/admin-page.tsx': [SAY_IT_ACTIVITY, FRAME],
        [FRAME]: ['/app/src/ui/button.tsx', '/app/node_modules/lib/index.js'],
      },
      pages,
    );
    expect(Object.fromEntries(names)).toEqual({
      '/app/src/main.tsx': 'index',
      '/app/node_modules/react/index.js': 'index',
      '/app/src/ui/button.tsx': 'index',
      [FRAME]: 'course',
      '/app/src/ui/picture.tsx': 'shared',
    });
  });

  it('leaves out of course what a third of the course pages or fewer use, so that the others do not load it', () => {
    const sixPages = ['say-it', 'read-it', 'play-it', 'find-it', 'hear-it', 'watch-it'].map(page);
    const PLAYER = '/app/src/features/activities/shared/video-player.tsx';
    const names = graph(
      Object.fromEntries(sixPages.map((id, index) => [id, index < 3 ? [FRAME, PLAYER] : index < 5 ? [FRAME] : []])),
      sixPages,
    );
    // The frame: five pages of six; the player: three of six goes in, two of six would not.
    expect(Object.fromEntries(names)).toEqual({ [FRAME]: 'course', [PLAYER]: 'course' });
    const fewer = graph(
      Object.fromEntries(sixPages.map((id, index) => [id, index < 2 ? [FRAME, PLAYER] : [FRAME]])),
      sixPages,
    );
    expect(Object.fromEntries(fewer)).toEqual({ [FRAME]: 'course' });
  });

  it('tells an area of its own from the other pages by the features its pages import', () => {
    const names = graph(
      {
        [SAY_IT]: [FRAME, '/app/src/ui/picture.tsx', '/app/src/features/learners/avatar.tsx'],
        [READ_IT]: [FRAME, '/app/src/ui/picture.tsx'],
        // A new area: its pages import its own feature, which previews the course's frame.
        [REPORTS]: ['/app/src/features/reports/reports-page.tsx'],
        '/app/src/features/reports/reports-page.tsx': ['/app/src/features/reports/chart.tsx'],
        '/app/src/features/reports/chart.tsx': [FRAME],
        // A page that imports a course feature (here the learners'): what it uses is shared.
        [LEARNERS]: ['/app/src/features/learners/learners-page.tsx'],
        '/app/src/features/learners/learners-page.tsx': ['/app/src/ui/picture.tsx'],
      },
      [...pages, REPORTS, LEARNERS, '/app/src/features/reports/chart.tsx'],
    );
    expect(Object.fromEntries(names)).toEqual({ [FRAME]: 'course', '/app/src/ui/picture.tsx': 'shared' });
  });

  it('gathers all the entry loads into its own chunk, also what pages loaded later import', () => {
    const names = graph(
      {
        [MAIN]: ['/app/src/main.tsx'],
        '/app/src/main.tsx': ['/app/src/app.tsx', '/app/node_modules/react/index.js'],
        '/app/src/app.tsx': ['/app/node_modules/router/index.js', '/app/src/session.ts'],
        [SAY_IT]: ['/app/node_modules/react/index.js', '/app/src/session.ts'],
        [DASHBOARD]: ['/app/node_modules/router/index.js', '/app/src/ui/picture.tsx'],
        [SIGN_IN]: ['/app/node_modules/react/index.js'],
      },
      pages,
    );
    expect(Object.fromEntries(names)).toEqual({
      '/app/src/main.tsx': 'index',
      '/app/src/app.tsx': 'index',
      '/app/node_modules/react/index.js': 'index',
      '/app/node_modules/router/index.js': 'index',
      '/app/src/session.ts': 'index',
    });
  });

  it('leaves out what the sign-in page uses, so that it does not load the rest of shared with it', () => {
    const names = graph(
      {
        [SAY_IT]: ['/app/src/ui/picture.tsx', '/app/src/ui/modal.tsx'],
        [READ_IT]: ['/app/src/ui/picture.tsx', '/app/src/ui/modal.tsx'],
        [DASHBOARD]: ['/app/src/ui/picture.tsx'],
        [SIGN_IN]: ['/app/src/features/auth/login.tsx'],
        '/app/src/features/auth/login.tsx': ['/app/src/ui/modal.tsx'],
      },
      pages,
    );
    expect(Object.fromEntries(names)).toEqual({ '/app/src/ui/picture.tsx': 'shared' });
  });

  it('leaves out the code of a feature no course route imports, and what imports it', () => {
    const STORY_FRAME = '/app/src/features/activities/shared/story-frame.tsx';
    const names = graph(
      {
        [SAY_IT]: [FRAME, STORY_FRAME],
        [READ_IT]: [FRAME, PLAY_IT_ACTIVITY, STORY_FRAME],
        [PLAY_IT]: [FRAME, PLAY_IT_ACTIVITY],
        [PLAY_IT_ACTIVITY]: ['/app/src/features/games/game-view.tsx'],
        // A new feature folder, kept apart as games are without naming it anywhere.
        [STORY_FRAME]: ['/app/src/features/stories/story.tsx'],
      },
      pages,
    );
    expect([...names.keys()]).toEqual([FRAME]);
  });

  it('leaves out what a left-out module imports, so that no two chunks import each other', () => {
    const names = graph(
      {
        [SAY_IT]: ['/app/src/frame.tsx', '/app/src/play-it-activity.tsx'],
        [PLAY_IT]: ['/app/src/frame.tsx', '/app/src/play-it-activity.tsx'],
        '/app/src/play-it-activity.tsx': ['/app/src/features/games/game-view.tsx', '/app/src/games-list.ts'],
        '/app/src/frame.tsx': ['/app/src/play-it-activity.tsx'],
        '/app/src/features/games/game-view.tsx': ['/app/src/games-list.ts'],
      },
      pages,
    );
    // frame (course) imports play-it-activity (left out: it imports games code), which imports
    // games-list: were games-list in course, course and play-it-activity's chunk would import each other.
    expect([...names.keys()]).toEqual(['/app/src/frame.tsx']);
  });
});
