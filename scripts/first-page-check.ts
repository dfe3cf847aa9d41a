import type { Plugin } from 'vite';

/**
 * Packages no page needs to show itself, kept out of the scripts every page loads first: Dexie
 * (about 31 kB gzipped) loads once the first page has shown, zod (about 25 kB) with the forms and
 * pages that check data.
 */
const KEPT_OUT = ['dexie', 'zod'];

/**
 * The pages a teacher opens in a lesson, often as the first page of a visit: the course home, the
 * lesson list and grid, the nine activities. Each one's own chunk (the router splits each page's
 * component into one, `?tsr-split=component`) loads before it can show, so it is checked as the
 * entry is.
 */
export const COURSE_PAGES = /\/src\/routes\/_signedIn\/class\/\$classId\/.*\?tsr-split=component/;

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

const relative = (id: string | null) => (id ?? '').replace(`${process.cwd()}/`, '');

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];

/**
 * Fails the build when a script that loads before a page can show holds one of KEPT_OUT: the
 * app's entry script, the chunk of a course page (COURSE_PAGES), or a script either imports
 * statically. A static import of Dexie or of full zod on a first page's path is a build error,
 * not a slow first page found later.
 */
export function firstPageCheck(): Plugin {
  return {
    name: 'first-page-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
      const pages = [...chunks.values()].filter((chunk) => COURSE_PAGES.test(chunk.facadeModuleId ?? ''));
      // A check that finds no page would pass whatever the pages import: the router's naming changed.
      if (entries.length === 0 || pages.length === 0) {
        this.error(
          `first-page-check found ${entries.length} entry script(s) and ${pages.length} course page chunk(s): ` +
            'it checks nothing; see COURSE_PAGES in scripts/first-page-check.ts.',
        );
      }
      for (const start of [...entries, ...pages]) {
        // Each chunk with the chain of static imports that reached it.
        const reached = new Map<string, string[]>([[start.fileName, [start.fileName]]]);
        for (const [fileName, chain] of reached) {
          const chunk = chunks.get(fileName);
          for (const next of chunk?.imports ?? []) if (!reached.has(next)) reached.set(next, [...chain, next]);
          const found = chunk?.moduleIds.filter((id) => KEPT_OUT.includes(packageOf(id) ?? ''));
          if (found?.length) {
            const name = packageOf(found[0] ?? '');
            const where = start.isEntry
              ? "the first page's scripts"
              : `the scripts of ${relative(start.facadeModuleId)}`;
            // Our own modules on the same path that import the package: where a fix starts.
            const importers = [...reached.keys()]
              .flatMap((file) => chunks.get(file)?.moduleIds ?? [])
              .filter(
                (id) =>
                  !packageOf(id) &&
                  (this.getModuleInfo(id)?.importedIds ?? []).some((imported) => packageOf(imported) === name),
              );
            this.error(
              `${name} is in ${where} (${chain.join(' -> ')}, imported by ${importers.map(relative).join(', ') || found[0]}): ` +
                'import it dynamically or keep it off the start-up path (Dexie: through src/offline/open-db.ts).',
            );
          }
        }
      }
    },
  };
}
