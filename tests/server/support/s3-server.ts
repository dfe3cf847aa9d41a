import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../../../bench/server/start-server.ts';

/** MinIO's answer to a write when its drives are full. */
function outOfRoom(response: ServerResponse) {
  response.writeHead(507, { 'Content-Type': 'application/xml' });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code>' +
      '<Message>Storage backend has reached its minimum free drive threshold.</Message></Error>',
  );
}

/**
 * A local S3-compatible server (s3rver) with one bucket, in a temporary folder, on a port of its
 * own that stays the same across `stop` and `start` (a store going away and coming back).
 * `setFull(true)` makes it refuse writes as MinIO does when its drives are full.
 */
export async function startS3Server(bucket = 'media') {
  const directory = await mkdtemp(path.join(tmpdir(), 'symbol-courses-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  let full = false;
  const server = createServer((request, response) =>
    full && request.method === 'PUT' ? outOfRoom(response) : handle(request, response),
  );
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;

  async function start() {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  }

  async function stop() {
    const closed = once(server, 'close');
    server.close();
    server.closeAllConnections();
    await closed;
  }

  await start();
  return {
    endpoint,
    bucket,
    /** The settings a server process needs to keep its media in this bucket, under `courses/`. */
    env: {
      MEDIA_STORE: `s3://${bucket}/courses`,
      S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
    },
    /** The stored objects' folder: s3rver keeps each object as a file below it. */
    directory,
    setFull: (value: boolean) => {
      full = value;
    },
    start,
    stop,
    close: async () => {
      if (server.listening) await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
