import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { createBackupFile } from './archive.ts';
import { dumpPglite, PGLITE_PART } from './pglite-dump.ts';
import { dumpPostgres } from './postgres-tables.ts';
import type { BackupSettings } from './settings.ts';

const BACKUP_NAME = /^symbol-courses-[0-9TZ-]+\.backup$/;

/** `symbol-courses-2026-11-27T22-13-28-123Z.backup`: names sort as the times they were made. */
const backupName = (at: Date) => `symbol-courses-${at.toISOString().replace(/[:.]/g, '-')}.backup`;

/** The backups of the folder, oldest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/** When a backup of `listBackups` was made, from its name. */
export function madeAt(name: string): Date | undefined {
  const match = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : undefined;
}

/** The bucket media stay in, in the manifest's words; 'folder' when they are part of the backup. */
function mediaWhere(config: Config): string {
  const store = config.mediaStore;
  return store.kind === 'folder' ? 'folder' : `s3://${store.bucket}${store.prefix ? `/${store.prefix}` : ''}`;
}

/** Opens a file to be copied; undefined when it is gone (a medium removed since the database was read). */
async function openIfThere(file: string) {
  return open(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

const regularFiles = (entries: Dirent[]) => entries.filter((entry) => entry.isFile()).map((entry) => entry.name);

/** Keeps the newest `keep` backups of the folder, and drops what failed backups left. */
async function pruneBackups(settings: BackupSettings, written: string) {
  const all = await listBackups(settings.dir);
  const old = all.slice(0, Math.max(0, all.length - settings.keep)).filter((name) => name !== written);
  const partial = (await readdir(settings.dir)).filter((name) => name.endsWith('.backup.partial'));
  await Promise.all([...old, ...partial].map((name) => rm(path.join(settings.dir, name), { force: true })));
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  ms: number;
}

/**
 * Writes one backup into BACKUP_DIR: the database (PGlite: `database`, this process's own; PostgreSQL:
 * one snapshot over its own connection), then the media of the folder store and DATA_DIR's own files
 * (its secrets, generated passwords). The database comes first: a medium is kept before any row
 * names it, so every medium the copy of the database names is still there to be copied.
 */
export async function writeBackup(
  config: Config,
  settings: BackupSettings,
  database: Database | undefined,
): Promise<WrittenBackup> {
  const started = performance.now();
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const createdAt = new Date();
  const file = path.join(settings.dir, backupName(createdAt));
  const out = await createBackupFile(file);
  try {
    let migration: number;
    if (config.databaseUrl) {
      migration = await dumpPostgres(config.databaseUrl, out.addPart);
    } else {
      if (!database) throw new Error('The embedded database must be open to be backed up');
      const dumped = await dumpPglite(database);
      migration = dumped.migration;
      await out.addPart(PGLITE_PART, dumped.archive.stream());
    }
    if (config.mediaStore.kind === 'folder') {
      const media = path.join(config.dataDir, 'media');
      const names = regularFiles(await readdir(media, { withFileTypes: true }).catch(() => []));
      for (const name of names.sort()) {
        const handle = await openIfThere(path.join(media, name));
        if (handle) await out.addPart(`media/${name}`, handle.createReadStream());
      }
    }
    for (const name of regularFiles(await readdir(config.dataDir, { withFileTypes: true })).sort()) {
      await out.addPart(`files/${name}`, createReadStream(path.join(config.dataDir, name)));
    }
    await out.finish({
      createdAt: createdAt.toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      migration,
      media: mediaWhere(config),
    });
  } catch (error) {
    await out.abandon();
    throw error;
  }
  await pruneBackups(settings, path.basename(file));
  return { file, bytes: (await stat(file)).size, ms: performance.now() - started };
}
