// npm run db:generate: drizzle-kit writes the next migration from server/db/schema.ts; its
// references are then made schema-relative ("public"."users" -> "users"), so that the same
// migrations build a database in any schema (the server tests give each file its own).
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const folder = 'server/db/migrations';
const run = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
for (const file of await readdir(folder)) {
  if (!file.endsWith('.sql')) continue;
  const full = path.join(folder, file);
  const sql = await readFile(full, 'utf8');
  const relative = sql.replaceAll('"public".', '');
  if (relative !== sql) await writeFile(full, relative);
}
