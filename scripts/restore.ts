// `npm run restore FILE`: brings back DATA_DIR (and, with DATABASE_URL, that database) from a
// backup, once the whole file has been checked; with the server stopped.
import { restoreBackup } from '../server/backup/restore-backup.ts';
import { loadConfig } from '../server/config.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE  (a backup written by npm run backup or BACKUP_EVERY)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const { manifest, replaced } = await restoreBackup(file, config);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'the database of DATABASE_URL and ' : ''}${config.dataDir}.`,
  );
  if (manifest.media !== 'folder') console.log(`Its media were not in the backup: they stay in ${manifest.media}.`);
  if (replaced) console.log(`What it replaced is in ${replaced}: delete that folder once the server runs well.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
