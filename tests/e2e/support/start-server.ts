// Starts the real server for the end-to-end tests (on the port given as argument, else E2E_PORT)
// on a fresh embedded database with the demo content, and copies everything it prints to a log
// file (the tests read mailed links there).
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { spawnServer } from './server-process.ts';
import * as settings from './settings.ts';

const port = Number(process.argv[2] ?? settings.E2E_PORT);
const dataDir = settings.dataDirOf(port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const log = createWriteStream(settings.serverLogOf(port));

const server = spawnServer({ port, dataDir, distDir: settings.E2E_DIST_DIR });
for (const stream of [server.stdout, server.stderr]) {
  stream?.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
