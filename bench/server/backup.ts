// Backup and restore rates (issue 33 §4) on the demo data: a backup written while the server runs
// (on PGlite by the server itself, asked as `npm run backup` asks it; on PostgreSQL over a connection
// of its own), then restored into an empty data dir (and, on PostgreSQL, an empty database).
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { askRunningServer } from '../../server/backup/local-socket.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { backupSettings } from '../../server/backup/settings.ts';
import { writeBackup } from '../../server/backup/write-backup.ts';
import { loadConfig } from '../../server/config.ts';
import type { Figure } from '../lib/figures.ts';
import { pglite, postgres, type Target } from './databases.ts';
import { wantsTarget } from './only.ts';
import { freePort, ServerProcess } from './start-server.ts';

const MB = 1024 * 1024;

/** A database of its own beside the target's, for the restore; dropped by `drop`. */
async function restoreDatabase(url: string) {
  const name = `symbol_bench_restore_${process.pid}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function benchTarget(target: Target): Promise<Figure[]> {
  const root = path.resolve('bench', 'tmp', `backup-${target.group.replace(/\W+/g, '-')}`);
  rmSync(root, { recursive: true, force: true });
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: target.databaseUrl });
  const settings = backupSettings({ BACKUP_DIR: backupDir });
  // The server process takes its settings from this environment: its backups go where this one looks.
  process.env.BACKUP_DIR = backupDir;
  const server = await ServerProcess.start({ port: await freePort(), dataDir, databaseUrl: target.databaseUrl });
  let file: string;
  let backupMs: number;
  try {
    const started = performance.now();
    file = target.databaseUrl
      ? (await writeBackup(config, settings, undefined)).file
      : ((await askRunningServer(dataDir)) ?? '');
    backupMs = performance.now() - started;
  } finally {
    await server.stop();
  }
  const restoreTo = target.databaseUrl ? await restoreDatabase(target.databaseUrl) : undefined;
  try {
    const started = performance.now();
    await restoreBackup(
      file,
      loadConfig({ DATA_DIR: path.join(root, 'restored'), DATABASE_URL: restoreTo?.url ?? '' }),
    );
    const restoreMs = performance.now() - started;
    const bytes = statSync(file).size;
    const size = `${(bytes / MB).toFixed(1)} MB (the demo data${target.databaseUrl ? '' : ", PGlite's data dir compressed"})`;
    return [
      {
        group: target.group,
        name: 'backup while the server runs',
        value: bytes / MB / (backupMs / 1000),
        unit: 'MB/s',
        note: `${size} in ${Math.round(backupMs)} ms${target.databaseUrl ? ', one REPEATABLE READ snapshot' : ', written by the server itself'}`,
      },
      {
        group: target.group,
        name: `restore into an empty data dir${target.databaseUrl ? ' and database' : ''}`,
        value: bytes / MB / (restoreMs / 1000),
        unit: 'MB/s',
        note: `${size} in ${Math.round(restoreMs)} ms, the whole file checked first${target.databaseUrl ? ', the empty database migrated before its rows are loaded' : ''}`,
      },
    ];
  } finally {
    await restoreTo?.drop();
    await target.dispose();
    rmSync(root, { recursive: true, force: true });
  }
}

export async function backupFigures(): Promise<Figure[]> {
  const figures = wantsTarget('pglite') ? await benchTarget(pglite) : [];
  if (!wantsTarget('postgres')) return figures;
  const pgTarget = await postgres();
  if ('skipped' in pgTarget) return figures;
  return [...figures, ...(await benchTarget(pgTarget))];
}
