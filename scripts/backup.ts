// `npm run backup`: one backup into BACKUP_DIR, of the data the server's settings name. With a
// server running on the embedded database, that server writes it (it alone may open the database).
import { askRunningServer } from '../server/backup/local-socket.ts';
import { openExistingPglite } from '../server/backup/pglite-dump.ts';
import { backupSettings } from '../server/backup/settings.ts';
import { writeBackup } from '../server/backup/write-backup.ts';
import { loadConfig } from '../server/config.ts';

try {
  const config = loadConfig();
  const settings = backupSettings();
  const byServer = config.databaseUrl ? undefined : await askRunningServer(config.dataDir);
  if (byServer) {
    console.log(`Backup written by the running server: ${byServer}`);
  } else {
    const database = config.databaseUrl ? undefined : await openExistingPglite(config.dataDir);
    try {
      const written = await writeBackup(config, settings, database);
      console.log(`Backup written: ${written.file} (${written.bytes} bytes in ${(written.ms / 1000).toFixed(1)} s)`);
    } finally {
      await database?.close();
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
