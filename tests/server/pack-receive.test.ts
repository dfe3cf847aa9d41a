import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileStore } from '#server/media/file-store';
import { type MediaStore, TooLargeError } from '#server/media/media-store';
import { receivePack } from '#server/packs/pack-receive';
import { directoryOf, zipEntries } from './support/pack-zip.ts';

let dir: string;
let media: MediaStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pack-receive-'));
  media = fileStore(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const incoming = () => readdir(path.join(dir, 'incoming')).catch(() => []);

/** The bytes as a body arriving in chunks of the given sizes, in turn (the last size repeats). */
async function* arriving(bytes: Uint8Array, sizes: readonly number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (let index = 0; at < bytes.byteLength; index += 1) {
    const size = sizes[Math.min(index, sizes.length - 1)] ?? bytes.byteLength;
    yield bytes.slice(at, at + size);
    at += size;
  }
}

describe('receiving a pack as it arrives', () => {
  const files = [randomBytes(300_000), randomBytes(5), new Uint8Array(), randomBytes(70_000)];
  const zip = zipEntries([
    { name: 'manifest.json', bytes: new TextEncoder().encode('{"app":"test"}') },
    { name: 'course.json', bytes: new TextEncoder().encode('{"lessons":[]}'.repeat(50)), deflate: true },
    ...files.map((bytes) => ({ name: `files/${sha256(bytes)}`, bytes })),
  ]);

  it.each([
    ['one chunk', [zip.byteLength]],
    ['chunks of 7 bytes, then 64 KiB', [7, 7, 7, 65_536]],
    [
      'chunks of 1 byte at first',
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4096],
    ],
  ])('keeps its bytes exactly and receives each stored file whole, in %s', async (_, sizes) => {
    const pack = await receivePack(arriving(zip, sizes), media, zip.byteLength);
    expect(Buffer.from(await pack.blob.arrayBuffer()).equals(zip)).toBe(true);
    const starts = new Map(directoryOf(zip).map((entry) => [entry.name, entry.dataStart]));
    for (const bytes of files) {
      const received = pack.entriesAt.get(starts.get(`files/${sha256(bytes)}`) ?? -1);
      expect(received).toMatchObject({ hash: sha256(bytes), size: bytes.byteLength });
    }
    expect(pack.entriesAt.size).toBe(files.length);
    await Promise.all(pack.received.map((file) => media.discard(file)));
    expect(await incoming()).toEqual([]);
  });

  it('keeps bytes that are no pack as they came, in one file', async () => {
    const bytes = randomBytes(100_000);
    const pack = await receivePack(arriving(bytes, [1000]), media, bytes.byteLength);
    expect(Buffer.from(await pack.blob.arrayBuffer()).equals(bytes)).toBe(true);
    expect(pack.entriesAt.size).toBe(0);
    expect(pack.received).toHaveLength(1);
  });

  it('refuses a body over the limit and leaves nothing behind', async () => {
    await expect(receivePack(arriving(zip, [4096]), media, zip.byteLength - 1)).rejects.toBeInstanceOf(TooLargeError);
    expect(await incoming()).toEqual([]);
  });

  it('leaves nothing behind when the body fails halfway', async () => {
    async function* cut() {
      yield zip.slice(0, 200_000);
      throw new Error('connection reset');
    }
    await expect(receivePack(cut(), media, zip.byteLength)).rejects.toThrow('connection reset');
    expect(await incoming()).toEqual([]);
  });
});
