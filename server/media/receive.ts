import { createHash } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { pixelRefusal } from '#domain/image-size';
import { SNIFF_BYTES, sniffMedia } from '#domain/media';
import { ApiError } from '../http/errors.ts';
import {
  DISK_CHUNK_BYTES,
  type MediaStore,
  type ReceivedFile,
  type ReceiveOptions,
  TooLargeError,
} from './media-store.ts';

/**
 * 413 for a picture too large in pixels (read from its header, never decoded), an upload and a
 * thumbnail alike: a 48 KB PNG can say 20000 × 20000, which takes a browser seconds and gigabytes.
 */
function refusePixels(head: Uint8Array): void {
  const type = sniffMedia(head);
  const refusal = type?.kind === 'image' ? pixelRefusal(type.ext, head, SNIFF_BYTES) : undefined;
  if (refusal) throw new ApiError(413, refusal);
}

/**
 * Streams an upload into a new file of `incoming`, hashing and counting it on the way. Whatever
 * stops it (the limit, a picture too large in pixels, a full disk, a client that went away), the
 * file is removed and the error is thrown: a write error is never left without a listener to end the process.
 * The file is created before the first chunk is read: a stream that opened its file itself could
 * create it after a failure had already removed it. Writes queue up to 1 MiB (some 16 of the
 * socket's chunks), so that the next chunk is read while the last is written, and no more: a chunk
 * held longer outlives the young generation's collections, and only full ones free it. Queueing 4
 * MiB, receiving a 256 MB pack ran some four full collections for the socket's buffers and took 1.0–1.5
 * s of CPU; with 1 MiB, one, and 0.5–0.7 s, near a bare Node server's 0.5–0.7 s for the same bytes.
 */
export async function receiveInto(
  incoming: string,
  body: AsyncIterable<Uint8Array> | null,
  maxBytes: number,
  options: ReceiveOptions = {},
): Promise<ReceivedFile> {
  await mkdir(incoming, { recursive: true });
  const tempPath = path.join(incoming, crypto.randomUUID());
  const hash = createHash('sha256');
  const head: Uint8Array[] = [];
  let headSize = 0;
  let size = 0;
  let crc = 0;
  async function* counted() {
    for await (const chunk of body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new TooLargeError();
      if (headSize < SNIFF_BYTES) {
        const part = chunk.slice(0, SNIFF_BYTES - headSize);
        head.push(part);
        headSize += part.byteLength;
      }
      hash.update(chunk);
      if (options.crc32) crc = crc32(chunk, crc);
      yield chunk;
    }
  }
  let start: Uint8Array;
  const file = await open(tempPath, 'wx');
  try {
    await pipeline(counted(), file.createWriteStream({ highWaterMark: DISK_CHUNK_BYTES }));
    start = new Uint8Array(Buffer.concat(head));
    refusePixels(start);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { hash: hash.digest('hex'), size, head: start, tempPath, ...(options.crc32 && { crc32: crc }) };
}

/** A store's side of uploads on this machine: received into `incoming`, dropped from it. */
export function incomingFolder(incoming: string): Pick<MediaStore, 'receive' | 'discard'> {
  return {
    receive: (body, maxBytes, options) => receiveInto(incoming, body, maxBytes, options),
    discard: (file) => rm(file.tempPath, { force: true }),
  };
}
