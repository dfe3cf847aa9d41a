// Runs the given command only when DATABASE_URL is set (the server suite against PostgreSQL).
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('DATABASE_URL is not set: skipping the PostgreSQL run of the server tests.');
  process.exit(0);
}
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(result.status ?? 1);
