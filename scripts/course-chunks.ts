import type { Plugin } from 'vite';
import { COURSE_PAGES } from './first-page-check.ts';

const ADMIN = /\/src\/(routes\/_signedIn\/admin|features\/admin)\//;
/** The pages a teacher signs in and sets a password on: they load nothing of `shared` for one module. */
const SIGNED_OUT = /\/src\/routes\/(index|reset-password)\.tsx\?tsr-split=component$/;
/** Code that stays in chunks of its own: games load after play-it shows, admin is never a course page's. */
const KEPT_APART = /\/src\/features\/(games|admin)\//;

/** The chunks the build gathers modules into (decision record 8). */
type ChunkName = 'index' | 'course' | 'shared';

interface ModuleGraph {
  ids: string[];
  /** The app's entry (index.html's script). */
  isEntry(id: string): boolean;
  /** A module imported with `import()`: the top of a chunk loaded later. */
  isDynamicEntry(id: string): boolean;
  imports(id: string): readonly string[];
}

/** Every module `starts` import statically, with the starts, leaving out `skip`. */
function closure(graph: ModuleGraph, starts: Iterable<string>, skip: ReadonlySet<string> = new Set()): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  for (const id of queue) {
    if (reached.has(id) || skip.has(id)) continue;
    reached.add(id);
    queue.push(...graph.imports(id));
  }
  return reached;
}

/**
 * Which chunk each module goes to:
 * - every module the entry loads (index.html's script and all it imports statically) to 'index',
 *   the entry's own chunk: left to itself, Rolldown splits what later chunks import too into a
 *   dozen or more files (rolldown#10731), which the browser finds only once it has the entry;
 * - of our modules that two or more course pages import, 'course' when only course pages (and the
 *   admin's previews) use it, 'shared' when other pages do too.
 * A page's own module, what the sign-in page uses, and games and admin code are left to
 * Rolldown's own splitting.
 */
export function chunkNames(graph: ModuleGraph): Map<string, ChunkName> {
  const initial = closure(graph, graph.ids.filter(graph.isEntry));
  const coursePages = new Map<string, number>();
  /** What the other pages (not course pages, not the admin's) and their later chunks use. */
  const usedElsewhere = new Set<string>();
  const signedOut = new Set<string>();
  for (const entry of graph.ids.filter(graph.isDynamicEntry)) {
    if (initial.has(entry) || ADMIN.test(entry)) continue;
    const reached = closure(graph, [entry], initial);
    if (COURSE_PAGES.test(entry)) {
      for (const id of reached) coursePages.set(id, (coursePages.get(id) ?? 0) + 1);
      continue;
    }
    for (const id of reached) usedElsewhere.add(id);
    if (SIGNED_OUT.test(entry)) for (const id of reached) signedOut.add(id);
  }
  const names = new Map<string, ChunkName>();
  for (const [id, pages] of coursePages) {
    // What one course page alone uses stays in that page's chunk.
    const apart = !id.includes('/src/') || KEPT_APART.test(id) || graph.isDynamicEntry(id) || signedOut.has(id);
    if (pages < 2 || apart) continue;
    names.set(id, usedElsewhere.has(id) ? 'shared' : 'course');
  }
  // Nor what imports games or admin code: that would load with every course page.
  for (const id of names.keys()) {
    if (graph.imports(id).some((imported) => KEPT_APART.test(imported))) names.delete(id);
  }
  // A module left out that a chunk of ours imports must not import one of ours back: chunks that
  // import each other run in an order where one reads the other's bindings before they exist.
  for (let changed = true; changed; ) {
    changed = false;
    const leftOut = closure(graph, names.keys(), initial);
    for (const id of names.keys()) leftOut.delete(id);
    for (const id of leftOut) {
      for (const imported of graph.imports(id)) if (names.delete(imported)) changed = true;
    }
  }
  for (const id of initial) if (!graph.isEntry(id)) names.set(id, 'index');
  return names;
}

/**
 * Gathers the entry's code into one chunk, and the code of the course pages into two ('course' and
 * 'shared'), instead of the 80 or so files of 1-20 kB that automatic splitting makes of them, each
 * level of imports of which was a round trip before a page could show (see chunkNames).
 * Returns the plugin that reads the module graph and the group for `codeSplitting.groups`.
 */
export function courseChunks() {
  let names = new Map<string, ChunkName>();
  const plugin: Plugin = {
    name: 'course-chunks',
    apply: 'build',
    buildEnd() {
      names = chunkNames({
        ids: [...this.getModuleIds()],
        isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        isDynamicEntry: (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      });
    },
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, path: string[]): void => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open') this.error(`chunks import each other: ${[...path, file].join(' -> ')}`);
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        state.set(file, 'done');
      };
      for (const file of imports.keys()) visit(file, []);
    },
    // index.html names every script the first page runs, so that the browser asks for all of them
    // at once: a script found only in another's imports is one more round trip before a page shows.
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return; // the service worker's build
      const named = new Set([...String(html.source).matchAll(/ src="\/([^"]+\.js)"/g)].map((match) => match[1]));
      if (named.size === 0) this.error('course-chunks: index.html names no script');
      for (const file of named) {
        const script = bundle[file ?? ''];
        const unnamed = script?.type === 'chunk' ? script.imports.filter((imported) => !named.has(imported)) : [];
        if (unnamed.length > 0) {
          this.error(
            `${file}, which index.html loads, imports ${unnamed.join(', ')}, which it does not name (decision record 8)`,
          );
        }
      }
    },
  };
  return {
    plugin,
    group: {
      name: (id: string) => names.get(id) ?? null,
      test: (id: string) => names.has(id),
      includeDependenciesRecursively: false,
    },
  };
}
