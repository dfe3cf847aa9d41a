import type { Plugin } from 'vite';
import { COURSE_PAGES } from './first-page-check.ts';

/** The course's routes, whose pages are COURSE_PAGES: their loaders and their split-off parts. */
const COURSE_ROUTES = /\/src\/routes\/_signedIn\/class\//;
/** The routes the `_signedIn` layout guards; the others open to a teacher who is not signed in. */
const SIGNED_IN_ROUTES = /\/src\/routes\/_signedIn[/.]/;
/** The feature of the pages a teacher signs in and sets a password on. */
const SIGN_IN_FEATURE = 'auth';
/** A module's feature: its folder under `src/features`. */
const featureOf = (id: string) => /\/src\/features\/([^/]+)\//.exec(id)?.[1];

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
 * What the folder layout says about each module, so that a new page or feature folder is grouped
 * without an edit here. Features meet in routes (ARCHITECTURE.md):
 * - the course's features are the folders the course's routes import; code of any other feature
 *   is kept apart, and so is what imports it (games, which only play it's activity imports and which
 *   load after it shows; the admin's, which no course page uses);
 * - a signed-in page that imports features, none of them the course's, is an area of its own (the
 *   admin's): it loads 'course' for its previews, so neither it nor its features' later chunks make
 *   course code 'shared';
 * - the sign-in pages are the signed-out routes that use SIGN_IN_FEATURE: they load nothing of
 *   'shared' for one module.
 */
function folderRoles(graph: ModuleGraph) {
  const featuresImported = (ids: Iterable<string>) =>
    new Set([...ids].flatMap((id) => graph.imports(id).flatMap((imported) => featureOf(imported) ?? [])));
  const courseFeatures = featuresImported(graph.ids.filter((id) => COURSE_ROUTES.test(id)));
  const isPage = (id: string) => id.includes('/src/routes/') && graph.isDynamicEntry(id);
  const signedIn = (id: string) => isPage(id) && SIGNED_IN_ROUTES.test(id);
  const ownAreaPages = new Set(
    graph.ids.filter((id) => {
      if (!signedIn(id) || COURSE_PAGES.test(id)) return false;
      const features = [...featuresImported([id])];
      return features.length > 0 && !features.some((name) => courseFeatures.has(name));
    }),
  );
  const ownAreaFeatures = featuresImported(ownAreaPages);
  return {
    keptApart: (id: string) => {
      const feature = featureOf(id);
      return feature !== undefined && !courseFeatures.has(feature);
    },
    signIn: (id: string) => isPage(id) && !signedIn(id) && featuresImported([id]).has(SIGN_IN_FEATURE),
    ownArea: (id: string) => ownAreaPages.has(id) || ownAreaFeatures.has(featureOf(id) ?? ''),
  };
}

/**
 * Which chunk each module goes to:
 * - every module the entry loads (index.html's script and all it imports statically) to 'index',
 *   the entry's own chunk: left to itself, Rolldown splits what later chunks import too into a
 *   dozen or more files (rolldown#10731), which the browser finds only once it has the entry;
 * - of our modules that two or more course pages import, 'course' when only course pages (and areas
 *   of their own, such as the admin's previews) use it and more than a third of them do, 'shared'
 *   when other pages use it too.
 * A page's own module, what the sign-in pages use, and code kept apart are left to Rolldown's own
 * splitting (see folderRoles).
 */
export function chunkNames(graph: ModuleGraph): Map<string, ChunkName> {
  const initial = closure(graph, graph.ids.filter(graph.isEntry));
  const folders = folderRoles(graph);
  const coursePages = new Map<string, number>();
  /** What the other pages (not course pages, not areas of their own) and their later chunks use. */
  const usedElsewhere = new Set<string>();
  const signedOut = new Set<string>();
  for (const entry of graph.ids.filter(graph.isDynamicEntry)) {
    if (initial.has(entry) || folders.ownArea(entry)) continue;
    const reached = closure(graph, [entry], initial);
    if (COURSE_PAGES.test(entry)) {
      for (const id of reached) coursePages.set(id, (coursePages.get(id) ?? 0) + 1);
      continue;
    }
    for (const id of reached) usedElsewhere.add(id);
    if (folders.signIn(entry)) for (const id of reached) signedOut.add(id);
  }
  const names = new Map<string, ChunkName>();
  const pageCount = graph.ids.filter((id) => graph.isDynamicEntry(id) && COURSE_PAGES.test(id)).length;
  for (const [id, pages] of coursePages) {
    // What one course page alone uses stays in that page's chunk.
    const apart = !id.includes('/src/') || folders.keptApart(id) || graph.isDynamicEntry(id) || signedOut.has(id);
    if (pages < 2 || apart) continue;
    if (usedElsewhere.has(id)) names.set(id, 'shared');
    // What a third of the course pages or fewer use (the video players of a few activities) is
    // left to Rolldown, in a chunk of the pages that use it: in 'course' every page would load it.
    else if (pages * 3 > pageCount) names.set(id, 'course');
  }
  // Nor what imports code kept apart: that would load with every course page.
  for (const id of names.keys()) {
    if (graph.imports(id).some(folders.keptApart)) names.delete(id);
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
