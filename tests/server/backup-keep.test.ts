import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServers } from './support/server-processes.ts';

/** With BACKUP_EVERY the server backs itself up, and keeps the newest BACKUP_KEEP backups. */

const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const WRITTEN = /Backup written: (\S+)/g;
/** A backup an earlier run of the server left: the oldest, so the first to go. */
const LEFT_BEFORE = 'symbol-courses-2020-01-01T00-00-00-000Z.backup';

describe('backups the server makes itself', () => {
  it(`come every BACKUP_EVERY, and only the newest BACKUP_KEEP are kept (${database})`, {
    timeout: 300_000,
  }, async () => {
    const backupDir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-kept-backups-'));
    await writeFile(path.join(backupDir, LEFT_BEFORE), 'an old backup');
    const { servers, stop } = await startServers(
      1,
      { BACKUP_DIR: backupDir, BACKUP_EVERY: '10s', BACKUP_KEEP: '2' },
      { database },
    );
    try {
      const server = servers[0];
      if (!server) throw new Error('no server');
      const written = () => [...server.output().matchAll(WRITTEN)].map((match) => path.basename(match[1] ?? ''));
      await server.printed(() => written().length >= 2);
      expect((await readdir(backupDir)).sort()).toEqual(written().slice(-2));
    } finally {
      await stop();
      await rm(backupDir, { recursive: true, force: true });
    }
  });
});
