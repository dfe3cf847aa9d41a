import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A migrated, empty PGlite data dir that `npm run build` writes beside the compiled server: a new
 * data dir starts as a copy of it instead of being created (initdb, seconds). A plain copy, not
 * PGlite's `loadDataDir`: unpacking an archive through PGlite's file system took 1.2 s here.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

/** A folder without PG_VERSION holds no database (yet). */
const holdsDatabase = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));

/**
 * Copies a folder's tree, its thousand small files at once (Node's own `cp` took 0.7–1 s for the
 * template here, one file after another; this about 0.2 s).
 */
async function copyTree(from: string, to: string) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const target = (entry: { parentPath: string; name: string }) =>
    path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  await mkdir(to, { recursive: true });
  for (const folder of entries
    .filter((entry) => entry.isDirectory())
    .map(target)
    .sort())
    await mkdir(folder, { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(path.join(entry.parentPath, entry.name), target(entry))),
  );
}

/**
 * Starts a new data dir as a copy of the build's template, when there is one. The copy is made
 * beside it and renamed into place, so that a start stopped halfway leaves no half a database.
 */
export async function startFromTemplate(dataDir: string, template = PGLITE_TEMPLATE): Promise<void> {
  if (holdsDatabase(dataDir) || !holdsDatabase(template)) return;
  const copying = `${dataDir}.copying-${process.pid}`;
  await rm(copying, { recursive: true, force: true });
  await copyTree(template, copying);
  await rm(dataDir, { recursive: true, force: true });
  await rename(copying, dataDir);
}
