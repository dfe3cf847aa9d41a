import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileStore } from '#server/media/file-store';
import type { MediaStore } from '#server/media/media-store';
import { directoryOf } from './support/pack-zip.ts';
import { type Caller, setupTestApp, type TestApp } from './support/test-app.ts';

/**
 * A pack's zip entry carries its file's CRC-32 in its header, before the bytes. Exporting a course
 * reads a large file once when this server knows its CRC (taken when an author uploaded the file,
 * or kept from the export that first had to read it twice), and the CRCs are the bytes' own.
 */

const MB = 1024 * 1024;
/** A video larger than what a pack reads once anyway (1 MiB), with an MP4's first bytes. */
const VIDEO = randomBytes(3 * MB);
VIDEO.writeUInt32BE(24, 0);
VIDEO.write('ftypisom', 4, 'latin1');

interface Server {
  t: TestApp;
  admin: Caller;
  /** How often each stored file was opened for reading. */
  reads: Map<string, number>;
  dir: string;
}

async function server(): Promise<Server> {
  const dir = await mkdtemp(path.join(tmpdir(), 'symbol-courses-checksums-'));
  const reads = new Map<string, number>();
  const store = fileStore(dir);
  const media: MediaStore = {
    ...store,
    read: (name, span) => {
      reads.set(name, (reads.get(name) ?? 0) + 1);
      return store.read(name, span);
    },
  };
  const t = await setupTestApp({ media });
  return { t, admin: await t.createAdmin(), reads, dir };
}

let a: Server;
let b: Server;
beforeAll(async () => {
  [a, b] = await Promise.all([server(), server()]);
});
afterAll(async () => {
  await Promise.all([a.t.close(), b.t.close()]);
  await Promise.all([rm(a.dir, { recursive: true, force: true }), rm(b.dir, { recursive: true, force: true })]);
});

async function exportPack({ t, admin }: Server, productId: string): Promise<Uint8Array> {
  const answer = await t.app.request(`/api/packs/${productId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

/** The video's entry in the pack: its CRC as the header says, and as its bytes give. */
function videoEntry(pack: Uint8Array) {
  const entry = directoryOf(pack).find((item) => item.size === VIDEO.byteLength);
  if (!entry) throw new Error('the pack has no entry of the video');
  return { said: entry.crc, own: crc32(pack.subarray(entry.dataStart, entry.dataStart + entry.size)) };
}

/** Reads of the video's stored file during `work`. */
async function readsOfVideo(on: Server, work: () => Promise<Uint8Array>) {
  on.reads.clear();
  const pack = await work();
  const name = [...on.reads.keys()].find((stored) => stored.endsWith('.mp4'));
  return { pack, reads: name ? (on.reads.get(name) ?? 0) : 0 };
}

it('reads an uploaded file once; a file imported from a pack twice at its first export here, once after', async () => {
  const product = await a.t.createProduct(a.admin, { title: 'Checksums' });
  const upload = await a.t.app.request(`/api/media?productId=${product._id}&name=story.mp4`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${a.admin.token}` },
    body: new Uint8Array(VIDEO),
  });
  expect(upload.status).toBe(201);

  const fromA = await readsOfVideo(a, () => exportPack(a, product._id));
  expect(fromA.reads).toBe(1);
  expect(videoEntry(fromA.pack)).toEqual({ said: crc32(VIDEO), own: crc32(VIDEO) });

  const imported = await b.t.app.request('/api/packs', {
    method: 'POST',
    headers: { Authorization: `Bearer ${b.admin.token}`, 'Content-Type': 'application/zip' },
    body: fromA.pack,
  });
  expect(imported.status).toBe(201);
  const first = await readsOfVideo(b, () => exportPack(b, product._id));
  expect(first.reads).toBe(2);
  expect(videoEntry(first.pack)).toEqual({ said: crc32(VIDEO), own: crc32(VIDEO) });
  const again = await readsOfVideo(b, () => exportPack(b, product._id));
  expect(again.reads).toBe(1);
  expect(videoEntry(again.pack)).toEqual({ said: crc32(VIDEO), own: crc32(VIDEO) });
});
