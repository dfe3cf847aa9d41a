import { link, open, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type ByteSpan, DISK_CHUNK_BYTES, type MediaStore, type ReceivedFile } from './media-store.ts';
import { incomingFolder } from './receive.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Media in a folder of this machine: `<dir>/<sha-256>.<ext>`, uploads waiting in `<dir>/incoming`
 * (the same disk, so keeping one is a hard link, never a copy).
 */
export function fileStore(dir: string): MediaStore {
  async function keep(file: ReceivedFile, ext: string): Promise<void> {
    try {
      await link(file.tempPath, path.join(dir, `${file.hash}.${ext}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(file.tempPath, { force: true });
    }
  }

  async function remove(name: string): Promise<void> {
    await unlink(path.join(dir, name)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async function size(name: string): Promise<number | undefined> {
    try {
      const found = await stat(path.join(dir, name));
      return found.isFile() ? found.size : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async function read(name: string, { start, end }: ByteSpan): Promise<ReadableStream<Uint8Array> | undefined> {
    const handle = await open(path.join(dir, name)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    return Readable.toWeb(
      handle.createReadStream({ start, end, highWaterMark: DISK_CHUNK_BYTES }),
    ) as ReadableStream<Uint8Array>;
  }

  return {
    where: dir,
    ...incomingFolder(path.join(dir, 'incoming')),
    keep,
    remove,
    size,
    read,
  };
}
