import { openAsBlob } from 'node:fs';
import { entryKind } from '#domain/course-pack';
import { entryName, LOCAL_PROBE_BYTES, localHeaderFields, STORED } from '#domain/zip-container';
import { type MediaStore, type ReceivedFile, TooLargeError } from '../media/media-store.ts';

/**
 * What a pack arriving in order holds in memory at most: its entries' headers (some 100 bytes per
 * file), manifest, signature and course. Beyond it, the rest is received into one file.
 */
const MEMORY_BYTES = 16 * 1024 * 1024;

/** Exact numbers of bytes from a stream of chunks of any size. */
class ByteReader {
  private pending: Uint8Array | undefined;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  /** The next `count` bytes as they come (fewer only at the stream's end). */
  async *take(count: number): AsyncGenerator<Uint8Array> {
    let left = count;
    while (left > 0) {
      const chunk = this.pending ?? (await this.next());
      this.pending = undefined;
      if (!chunk) return;
      if (chunk.byteLength > left) {
        this.pending = chunk.subarray(left);
        yield chunk.subarray(0, left);
        return;
      }
      left -= chunk.byteLength;
      yield chunk;
    }
  }

  /** The next `count` bytes in one array (fewer only at the stream's end). */
  async bytes(count: number): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.take(count)) chunks.push(chunk);
    return chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
  }

  private async next(): Promise<Uint8Array | undefined> {
    const read = await this.source.next();
    return read.done ? undefined : read.value;
  }
}

async function* chunksOf(body: AsyncIterable<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (body) yield* body;
}

/** A pack as it was received: its bytes, and the received files that are its stored files whole. */
export interface ReceivedPack {
  /** The pack's bytes as they came, read from the parts kept in memory and the received files. */
  blob: Blob;
  /** Received files each holding one stored entry's bytes, by where those bytes start in the pack. */
  entriesAt: ReadonlyMap<number, ReceivedFile>;
  /** Every file received for the pack, for the caller to discard once done. */
  received: readonly ReceivedFile[];
}

/**
 * Receives a pack's body, writing each of its files once: a pack comes entry after entry, each with
 * its sizes in its local header, so the bytes of every stored file go straight into a received file
 * of the media store (hashed on the way, ready to keep), while the headers, the manifest, the
 * signature and the course stay in memory. Nothing is trusted here: the parts together are the
 * pack's bytes exactly (the pack is then opened and checked by its central directory as any other),
 * and whatever does not look like a pack's next entry goes, with all that follows, into one received
 * file. Refuses (TooLargeError) a body over `maxBytes`.
 */
export async function receivePack(
  body: AsyncIterable<Uint8Array> | null,
  media: MediaStore,
  maxBytes: number,
): Promise<ReceivedPack> {
  const reader = new ByteReader(chunksOf(body));
  const parts: (Uint8Array | ReceivedFile)[] = [];
  const received: ReceivedFile[] = [];
  const entriesAt = new Map<number, ReceivedFile>();
  let offset = 0;
  let inMemory = 0;
  const hold = (bytes: Uint8Array) => {
    parts.push(bytes);
    offset += bytes.byteLength;
    inMemory += bytes.byteLength;
    if (offset > maxBytes) throw new TooLargeError();
    return bytes;
  };
  const receive = async (bytes: AsyncIterable<Uint8Array>) => {
    const file = await media.receive(bytes, maxBytes - offset);
    parts.push(file);
    received.push(file);
    offset += file.size;
    return file;
  };
  try {
    for (;;) {
      const fields = localHeaderFields(hold(await reader.bytes(LOCAL_PROBE_BYTES)));
      if (!fields?.sizesInHeader || inMemory + fields.nameBytes + fields.extraBytes > MEMORY_BYTES) break;
      const name = entryName(
        hold(await reader.bytes(fields.nameBytes + fields.extraBytes)).subarray(0, fields.nameBytes),
      );
      if (name !== undefined && entryKind(name) === 'file' && fields.method === STORED) {
        const start = offset;
        const file = await receive(reader.take(fields.compressedSize));
        entriesAt.set(start, file);
        if (file.size < fields.compressedSize) break;
      } else if (inMemory + fields.compressedSize <= MEMORY_BYTES) {
        hold(await reader.bytes(fields.compressedSize));
      } else break;
    }
    await receive(reader.take(Number.POSITIVE_INFINITY));
    const blobParts = await Promise.all(
      parts.map((part) => (part instanceof Uint8Array ? new Uint8Array(part) : openAsBlob(part.tempPath))),
    );
    return { blob: new Blob(blobParts), entriesAt, received };
  } catch (error) {
    await Promise.all(received.map((file) => media.discard(file)));
    throw error;
  }
}
