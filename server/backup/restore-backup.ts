import { createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { type BackupPart, BadBackupError, type Manifest, readPart, verifyBackup } from './archive.ts';
import { serverRunsOn } from './local-socket.ts';
import { loadPglite, PGLITE_PART } from './pglite-dump.ts';
import { loadPostgres, refuseWhileServed, tableOfPart } from './postgres-tables.ts';

export interface Restored {
  manifest: Manifest;
  /** Where what the restore replaced in DATA_DIR was moved, if it replaced anything. */
  replaced: string | undefined;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

async function bytesOf(source: AsyncIterable<Buffer>, size: number): Promise<Blob> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for await (const chunk of source) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new Blob([bytes]);
}

function checkDatabaseKind(manifest: Manifest, config: Config) {
  if (manifest.database === 'postgres' && !config.databaseUrl) {
    throw new BadBackupError(
      'This backup is of a PostgreSQL database: set DATABASE_URL to the database it is to be restored into.',
    );
  }
  if (manifest.database === 'pglite' && config.databaseUrl) {
    throw new BadBackupError(
      'This backup is of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
}

/** Moves each entry of `staging` into DATA_DIR; what it replaces goes to one `replaced-<time>` folder. */
async function swapIn(staging: string, dataDir: string): Promise<string | undefined> {
  let replaced: string | undefined;
  for (const name of await readdir(staging)) {
    const target = path.join(dataDir, name);
    const there = await access(target).then(
      () => true,
      () => false,
    );
    if (there) {
      replaced ??= path.join(dataDir, `replaced-${stamp()}`);
      await mkdir(replaced, { recursive: true, mode: 0o700 });
      await rename(target, path.join(replaced, name));
    }
    await rename(path.join(staging, name), target);
  }
  return replaced;
}

/**
 * Brings back a data dir (and, on PostgreSQL, the database of DATABASE_URL) from a backup. The
 * backup is checked whole first, and refused if anything is wrong with it; with a server still
 * running on the data, nothing is done either. The files are written beside DATA_DIR's own, in a
 * folder of it, and only moved into place once all are written; what they replace is kept aside.
 */
export async function restoreBackup(file: string, config: Config): Promise<Restored> {
  const { manifest, offsets } = await verifyBackup(file);
  checkDatabaseKind(manifest, config);
  if (config.databaseUrl) await refuseWhileServed(config.databaseUrl);
  else if (await serverRunsOn(config.dataDir)) {
    throw new BadBackupError(`A server is running on ${config.dataDir}: stop it first, then restore.`);
  }
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const staging = path.join(config.dataDir, `.restoring-${stamp()}`);
  await mkdir(path.join(staging, 'media'), { recursive: true, mode: 0o700 });
  const partBytes = (part: BackupPart) => readPart(file, offsets, part);
  try {
    for (const part of manifest.parts) {
      const [folder, name] = [path.dirname(part.name), path.basename(part.name)];
      if (folder === 'media') await pipeline(partBytes(part), createWriteStream(path.join(staging, 'media', name)));
      if (folder === 'files') {
        await pipeline(partBytes(part), createWriteStream(path.join(staging, name), { mode: 0o600 }));
      }
    }
    const pglite = manifest.parts.find((part) => part.name === PGLITE_PART);
    if (pglite) await loadPglite(path.join(staging, 'pglite'), await bytesOf(partBytes(pglite), pglite.size));
    if (config.databaseUrl) {
      // Migrating first gives an empty database its tables, as a server's first start would.
      await (await openDatabase({ kind: 'postgres', url: config.databaseUrl })).close();
      const tables = manifest.parts.flatMap((part) => {
        const table = tableOfPart(part.name);
        return table ? [{ table, rows: () => partBytes(part) }] : [];
      });
      await loadPostgres(config.databaseUrl, manifest.migration, tables);
    }
    if (manifest.media !== 'folder') await rm(path.join(staging, 'media'), { recursive: true });
    return { manifest, replaced: await swapIn(staging, config.dataDir) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
