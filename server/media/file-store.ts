import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { SNIFF_BYTES } from '#domain/media';

export class TooLargeError extends Error {}

export interface ReceivedFile {
  /** SHA-256 of the content, hex. */
  hash: string;
  size: number;
  /** The first bytes, to tell the type by. */
  head: Uint8Array;
  /** Where the bytes wait until `keep` or `discard`. */
  tempPath: string;
}

/**
 * Files kept by their content: `<dir>/<sha-256>.<ext>`, written once whoever uploads them again.
 * An upload is streamed to a temporary file while it is hashed and counted, so a file larger than
 * the limit is refused without ever being held whole in memory.
 */
export function fileStore(dir: string) {
  const incoming = path.join(dir, 'incoming');

  async function receive(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<ReceivedFile> {
    await mkdir(incoming, { recursive: true });
    const tempPath = path.join(incoming, crypto.randomUUID());
    const out = createWriteStream(tempPath, { flags: 'wx' });
    const hash = createHash('sha256');
    const head: number[] = [];
    let size = 0;
    try {
      if (body) {
        for await (const chunk of body) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new TooLargeError();
          for (const byte of chunk.subarray(0, SNIFF_BYTES - head.length)) head.push(byte);
          hash.update(chunk);
          if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        }
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      out.destroy();
      await rm(tempPath, { force: true });
      throw error;
    }
    return { hash: hash.digest('hex'), size, head: Uint8Array.from(head), tempPath };
  }

  /** Keeps a received file under its content name; a file already kept is left as it is. */
  async function keep(file: ReceivedFile, ext: string): Promise<void> {
    try {
      await link(file.tempPath, path.join(dir, `${file.hash}.${ext}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(file.tempPath, { force: true });
    }
  }

  const discard = (file: ReceivedFile) => rm(file.tempPath, { force: true });

  /** Removes a kept file by its stored name (`<hash>.<ext>`). */
  async function remove(name: string): Promise<void> {
    await unlink(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  return { dir, receive, keep, discard, remove };
}

export type FileStore = ReturnType<typeof fileStore>;
