import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, type RunningServer, startServers } from './support/server-processes.ts';

/**
 * A real server whose media live on a small disk of their own (a tmpfs of 8 MB): once the disk is
 * full, an upload is answered 507 with a message that names the cause, the process stays up and
 * answers reads, nothing half written is left, and uploads work again once space is freed.
 */

const run = promisify(execFile);
const ADMIN = { email: 'admin@full-disk.test', password: 'admin password full disk' };
const COURSE = 'demo-core-words';
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let root = '';
let media = '';
/** Why the small disk could not be made (mount needs root), or '' when it is there. */
let cannotMount = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'symbol-courses-full-disk-'));
  media = path.join(root, 'media');
  await mkdir(media);
  await run('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', media]).catch((error: Error) => {
    cannotMount = `mounting a tmpfs was not permitted here (${error.message.trim()}); the full-disk test needs root`;
  });
});

afterAll(async () => {
  if (!cannotMount) await run('umount', [media]);
  await rm(root, { recursive: true, force: true });
});

function png(marker: string): Uint8Array {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(marker.repeat(4096)),
  ]);
}

function upload(server: RunningServer | undefined, token: string, marker: string) {
  return callServer(server, `/media?productId=${COURSE}&name=${marker}.png`, {
    method: 'POST',
    token,
    headers: { 'Content-Type': 'application/octet-stream' },
    body: png(marker),
  });
}

/** Writes a file until the disk refuses more (ENOSPC); answers its path. */
async function fillDisk(folder: string): Promise<string> {
  const filler = path.join(folder, 'filler');
  const handle = await open(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
  return filler;
}

describe('a media upload onto a full disk', () => {
  it(`is answered 507 naming the cause, leaves nothing behind, and works once space is freed (${database})`, {
    timeout: 300_000,
  }, async (context) => {
    if (cannotMount) context.skip(cannotMount);
    const { servers, stop } = await startServers(
      1,
      { DATA_DIR: root, SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { database },
    );
    try {
      const server = servers[0];
      const signIn = await callServer(server, '/auth/customer-login', { method: 'POST', body: JSON.stringify(ADMIN) });
      const { accessToken: token } = (await signIn.json()) as { accessToken: string };
      const first = await upload(server, token, 'before');
      expect(first.status).toBe(201);
      const { url } = (await first.json()) as { url: string };

      const filler = await fillDisk(media);
      const refused = await upload(server, token, 'full');
      expect(refused.status).toBe(507);
      expect(((await refused.json()) as { message: string }).message).toMatch(/disk is full/);

      expect((await callServer(server, '/health')).status, 'the process is still up').toBe(200);
      expect((await callServer(server, `/media?productId=${COURSE}`, { token })).status).toBe(200);
      const kept = await fetch(`${server?.url}${url}`);
      expect(kept.status).toBe(200);
      expect(
        createHash('sha256')
          .update(Buffer.from(await kept.arrayBuffer()))
          .digest('hex'),
      ).toBe(createHash('sha256').update(png('before')).digest('hex'));
      expect(await readdir(path.join(media, 'incoming')), 'no partial upload is left').toEqual([]);

      await rm(filler);
      expect((await upload(server, token, 'full')).status).toBe(201);
    } finally {
      await stop();
    }
  });
});
