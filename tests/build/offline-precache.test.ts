import { describe, expect, it } from 'vitest';
import { adminOnlyFiles, type BuiltChunk } from '../../scripts/offline-precache.ts';

const chunk = (fileName: string, moduleIds: readonly string[], links: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  imports: [],
  dynamicImports: [],
  moduleIds,
  css: [],
  ...links,
});

const ENTRY = chunk('assets/index.js', ['/app/src/main.tsx', '/app/src/routeTree.gen.ts'], {
  dynamicImports: ['assets/find-it.js', 'assets/admin.js', 'assets/users.js'],
});
const FIND_IT = chunk(
  'assets/find-it.js',
  ['/app/src/routes/_signedIn/class/$classId/find-it.tsx?tsr-split=component'],
  {
    imports: ['assets/course.js'],
    css: ['assets/course.css'],
  },
);
const COURSE = chunk('assets/course.js', ['/app/src/features/activities/frame.tsx']);
const ADMIN = chunk('assets/admin.js', ['/app/src/features/admin/admin-page.tsx'], {
  imports: ['assets/course.js', 'assets/editor-rules.js'],
  dynamicImports: ['assets/level-editor.js'],
  css: ['assets/admin.css', 'assets/course.css'],
});
/** An admin page's chunk that also holds domain code. */
const USERS = chunk(
  'assets/users.js',
  ['/app/src/domain/admin-users.ts', '/app/src/routes/_signedIn/admin/users.tsx'],
  {
    imports: ['assets/zod.js'],
  },
);
const EDITOR_RULES = chunk('assets/editor-rules.js', ['/app/src/domain/editor-rules.ts']);
const LEVEL_EDITOR = chunk('assets/level-editor.js', ['/app/src/features/admin/play-it/level-editor.tsx']);
const ZOD = chunk('assets/zod.js', ['/deps/node_modules/zod/index.js']);

describe('the admin-only files the precache leaves out', () => {
  it("leaves out the admin's chunks, what only they import, and their own styles", () => {
    const files = adminOnlyFiles(
      [ENTRY, FIND_IT, COURSE, ADMIN, USERS, EDITOR_RULES, LEVEL_EDITOR, ZOD],
      ['assets/index.js'],
    );
    expect([...files].sort()).toEqual([
      'assets/admin.css',
      'assets/admin.js',
      'assets/editor-rules.js',
      'assets/level-editor.js',
      'assets/users.js',
      'assets/zod.js',
    ]);
  });

  it('keeps what a teacher page imports too, and a chunk a kept chunk imports statically', () => {
    const teacherZod = chunk('assets/find-it.js', FIND_IT.moduleIds, {
      ...FIND_IT,
      imports: ['assets/course.js', 'assets/zod.js'],
    });
    const statically = chunk('assets/index.js', ENTRY.moduleIds, { imports: ['assets/level-editor.js'] });
    expect(adminOnlyFiles([ENTRY, teacherZod, COURSE, USERS, ZOD], ['assets/index.js'])).toEqual(
      new Set(['assets/users.js']),
    );
    expect(adminOnlyFiles([statically, LEVEL_EDITOR], ['assets/index.js'])).toEqual(new Set());
  });
});
