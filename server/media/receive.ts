import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from '#domain/media';
import { type MediaStore, type ReceivedFile, TooLargeError } from './media-store.ts';

/**
 * Streams an upload into a new file of `incoming`, hashing and counting it on the way. Whatever
 * stops it (the limit, a full disk, a client that went away), the partial file is removed and
 * the error is thrown: a write error is never left without a listener to end the process.
 */
export async function receiveInto(
  incoming: string,
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<ReceivedFile> {
  await mkdir(incoming, { recursive: true });
  const tempPath = path.join(incoming, crypto.randomUUID());
  const hash = createHash('sha256');
  const head: number[] = [];
  let size = 0;
  async function* counted() {
    for await (const chunk of body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new TooLargeError();
      for (const byte of chunk.subarray(0, SNIFF_BYTES - head.length)) head.push(byte);
      hash.update(chunk);
      yield chunk;
    }
  }
  try {
    await pipeline(counted(), createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { hash: hash.digest('hex'), size, head: Uint8Array.from(head), tempPath };
}

/** A store's side of uploads on this machine: received into `incoming`, dropped from it. */
export function incomingFolder(incoming: string): Pick<MediaStore, 'receive' | 'discard'> {
  return {
    receive: (body, maxBytes) => receiveInto(incoming, body, maxBytes),
    discard: (file) => rm(file.tempPath, { force: true }),
  };
}
