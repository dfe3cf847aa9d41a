import type { Plugin } from 'vite';

/**
 * Packages no page needs to show itself, kept out of the scripts every page loads first: Dexie
 * (about 31 kB gzipped) loads once the first page has shown, zod (about 25 kB) with the forms and
 * pages that check data.
 */
const KEPT_OUT = ['dexie', 'zod'];

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

const packageOf = (id: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];

/**
 * Fails the build when the app's entry script, or a script it imports statically (what the
 * browser loads before any page can show), holds one of KEPT_OUT: a static import of Dexie or of
 * full zod anywhere on the start-up path is a build error, not a slow first page found later.
 */
export function firstPageCheck(): Plugin {
  return {
    name: 'first-page-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
      for (const entry of entries) {
        // Each chunk with the chain of static imports that reached it.
        const reached = new Map<string, string[]>([[entry.fileName, [entry.fileName]]]);
        for (const [fileName, chain] of reached) {
          const chunk = chunks.get(fileName);
          for (const next of chunk?.imports ?? []) if (!reached.has(next)) reached.set(next, [...chain, next]);
          const found = chunk?.moduleIds.filter((id) => KEPT_OUT.includes(packageOf(id) ?? ''));
          if (found?.length) {
            this.error(
              `${packageOf(found[0] ?? '')} is in the first page's scripts (${chain.join(' -> ')}, e.g. ${found[0]}): ` +
                'import it dynamically or keep it off the start-up path (Dexie: through src/offline/open-db.ts).',
            );
          }
        }
      }
    },
  };
}
