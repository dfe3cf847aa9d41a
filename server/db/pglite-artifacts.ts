import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** PGlite's compiled WebAssembly and its file-system bundle, as `PGlite.create` takes them. */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let compiling: Promise<WebAssembly.Module> | undefined;
let dataPath = '';
/** The bundle's bytes read with the WebAssembly, until a PGlite takes them. */
let preloadedData: Buffer | undefined;

/**
 * Reads PGlite's artifacts (9 MB of WebAssembly, 6 MB of files) and starts compiling the
 * WebAssembly, once per process. Called before the rest of the server is loaded, the compile runs
 * on V8's background threads while the main thread loads the server's code. The reads are
 * synchronous on purpose: an asynchronous read would finish only once that code had loaded.
 */
export function preloadPgliteArtifacts(): Promise<WebAssembly.Module> {
  // Runs at once up to its first await: both reads, and the compile set going.
  compiling ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    dataPath = path.join(dist, 'pglite.data');
    preloadedData = readFileSync(dataPath);
    return WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm')));
  })();
  return compiling;
}

/** The artifacts for one PGlite, preloaded or not. */
export async function loadPgliteArtifacts(): Promise<PgliteArtifacts> {
  const pgliteWasmModule = await preloadPgliteArtifacts();
  return { pgliteWasmModule, fsBundle: takeBundle() };
}

/**
 * The file-system bundle for one PGlite. PGlite reads it only through `arrayBuffer()`, and a
 * Blob's would copy the 6 MB in chunks (40-70 ms of a start on these machines), so this hands
 * over the bytes themselves. Each PGlite owns them (its in-memory files keep views of them), so
 * only the first gets the preloaded bytes and any other reads the file again.
 */
function takeBundle(): Blob {
  const bytes = preloadedData ?? readFileSync(dataPath);
  preloadedData = undefined;
  const buffer =
    bytes.byteLength === bytes.buffer.byteLength
      ? (bytes.buffer as ArrayBuffer)
      : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const bundle: Pick<Blob, 'arrayBuffer'> = { arrayBuffer: () => Promise.resolve(buffer) };
  return bundle as Blob;
}
