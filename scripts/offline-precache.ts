import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

/**
 * The admin's pages and editors. They save nothing without the server, so a tablet has no use for
 * them offline, and a teacher's tablet never opens them at all (decision record 8).
 */
const ADMIN_CODE = /\/src\/(features\/admin|routes\/_signedIn\/admin)\//;

export interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  moduleIds: readonly string[];
  /** The styles that load with the chunk. */
  css: readonly string[];
}

/** The admin's page routes: a chunk that holds one loads only for the admin's pages. */
const ADMIN_PAGES = /\/src\/routes\/_signedIn\/admin\//;

/** A chunk of the admin's pages: it holds one of them, or its own code (modules under src/) is all the admin's. */
const adminOnly = (chunk: BuiltChunk) => {
  const own = chunk.moduleIds.filter((id) => id.includes('/src/'));
  return own.some((id) => ADMIN_PAGES.test(id)) || (own.length > 0 && own.every((id) => ADMIN_CODE.test(id)));
};

/**
 * The built files only the admin's pages load: the admin's chunks, the chunks nothing but them
 * imports (an editor's rules, a package only editors use) and their styles. Found by following every
 * import from the scripts index.html names (`entries`): static imports always (what a kept chunk
 * needs to run is kept), `import()`s except of an admin chunk.
 */
export function adminOnlyFiles(chunks: readonly BuiltChunk[], entries: readonly string[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<string>();
  const queue = [...entries];
  for (const name of queue) {
    const chunk = byName.get(name);
    if (!chunk || reached.has(name)) continue;
    reached.add(name);
    queue.push(
      ...chunk.imports,
      ...chunk.dynamicImports.filter((imported) => {
        const target = byName.get(imported);
        return target !== undefined && !adminOnly(target);
      }),
    );
  }
  const keptStyles = new Set(chunks.filter((chunk) => reached.has(chunk.fileName)).flatMap((chunk) => chunk.css));
  return new Set(
    chunks
      .filter((chunk) => !reached.has(chunk.fileName))
      .flatMap((chunk) => [chunk.fileName, ...chunk.css.filter((style) => !keptStyles.has(style))]),
  );
}

/**
 * Keeps the admin's code out of the service worker's precache: a new tablet's first visit, whose
 * worker precaches the app for offline use, then fetches none of it (issue 38 §3). An admin page
 * still loads it from the network, as it loads everything it saves. Returns the plugin that reads
 * the client's bundle and the transform for `injectManifest.manifestTransforms`.
 */
export function offlinePrecache() {
  let onlineOnly: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'offline-precache',
    apply: 'build',
    // Once written, when index.html is in the bundle: the service worker's own build has none.
    writeBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const entries = [...String(html.source).matchAll(/ src="\/([^"]+\.js)"/g)].flatMap((match) => match[1] ?? []);
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                moduleIds: output.moduleIds,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      onlineOnly = adminOnlyFiles(chunks, entries);
      if (onlineOnly.size === 0) this.error('offline-precache: no admin chunk was found; has the admin moved?');
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    if (!onlineOnly) throw new Error('offline-precache: the client bundle was not read before the precache manifest');
    const kept = onlineOnly;
    return { manifest: entries.filter((entry) => !kept.has(entry.url)), warnings: [] };
  };
  return { plugin, manifestTransform };
}
