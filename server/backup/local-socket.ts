import { rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';

/**
 * A running server on the embedded database is the only process that may open it, so `npm run
 * backup` asks it to write the backup through a Unix socket in DATA_DIR: only the server's user can
 * reach it (DATA_DIR is theirs alone), and nothing of it listens on the network.
 */
const SOCKET = 'backup.sock';
const REQUEST = 'backup\n';

type Answer = { file: string } | { error: string };

/** Serves backup requests on DATA_DIR/backup.sock; answers a function that stops serving. */
export async function serveBackupRequests(
  dataDir: string,
  backUp: () => Promise<string>,
): Promise<() => Promise<void>> {
  const where = path.join(dataDir, SOCKET);
  // A socket file left by a process that was killed: this process owns the data dir now.
  await rm(where, { force: true });
  const server = createServer((connection) => {
    let asked = '';
    connection.on('error', () => undefined);
    connection.on('data', (chunk) => {
      asked += String(chunk);
      if (asked !== REQUEST) return;
      backUp()
        .then(
          (file): Answer => ({ file }),
          (error: unknown): Answer => ({ error: error instanceof Error ? error.message : String(error) }),
        )
        .then((answer) => connection.end(`${JSON.stringify(answer)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where, resolve);
  });
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the server running on DATA_DIR for a backup: the file it wrote, or undefined when no server listens. */
export function askRunningServer(dataDir: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(path.join(dataDir, SOCKET));
    let answered = '';
    connection.on('connect', () => connection.write(REQUEST));
    connection.on('data', (chunk) => {
      answered += String(chunk);
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    connection.on('end', () => {
      const answer = JSON.parse(answered || '{"error":"the server closed the connection without an answer"}') as Answer;
      if ('file' in answer) resolve(answer.file);
      else reject(new Error(`The running server could not write the backup: ${answer.error}`));
    });
  });
}

/** Whether a server is running on DATA_DIR's embedded database (it answers on the socket). */
export function serverRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = createConnection(path.join(dataDir, SOCKET));
    connection.on('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.on('error', () => resolve(false));
  });
}
