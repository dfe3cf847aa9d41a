import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** PGlite's compiled WebAssembly and its file-system bundle, as `PGlite.create` takes them. */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let loading: Promise<PgliteArtifacts> | undefined;

/**
 * Reads PGlite's artifacts (9 MB of WebAssembly, 6 MB of files) and starts compiling the
 * WebAssembly, once per process. Called before the rest of the server is loaded, the compile runs
 * on V8's background threads while the main thread loads the server's code. The reads are
 * synchronous on purpose: an asynchronous read would finish only once that code had loaded.
 */
export function loadPgliteArtifacts(): Promise<PgliteArtifacts> {
  // Runs at once up to its first await: both reads, and the compile set going.
  loading ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const fsBundle = new Blob([readFileSync(path.join(dist, 'pglite.data'))]);
    const pgliteWasmModule = await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm')));
    return { pgliteWasmModule, fsBundle };
  })();
  return loading;
}
