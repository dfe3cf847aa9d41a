import { crc32, deflateRawSync } from 'node:zlib';
import {
  PACK_APP,
  PACK_COURSE,
  PACK_FORMAT,
  PACK_MANIFEST,
  PACK_SIGNATURE,
  type PackManifest,
  type PackVersion,
  packFileEntry,
} from '#domain/course-pack';
import { sha256Hex } from '#domain/pack-signature';
import {
  centralDirectory,
  DEFLATED,
  localHeader,
  localHeaderBytes,
  STORED,
  ZIP_MAX_BYTES,
  ZIP_MAX_ENTRIES,
  type ZipEntry,
} from '#domain/zip-container';
import { ApiError } from '../http/errors.ts';
import { DISK_CHUNK_BYTES } from '../media/media-store.ts';
import { type CourseContent, courseVersion, packCourseOf } from './course-content.ts';
import type { PackFileSource } from './pack-files.ts';
import type { PackSigner } from './signing-key.ts';

/**
 * A file up to this size is read once (its CRC from the bytes in hand); a larger one whose CRC is
 * not known yet twice: its CRC, which its local header carries, then its bytes. A pack holds at
 * most this much of a file at once.
 */
const READ_ONCE_BYTES = DISK_CHUNK_BYTES;

export interface PackToWrite {
  content: CourseContent;
  files: PackFileSource[];
  missing: string[];
  signer: PackSigner;
  basedOn: PackVersion | undefined;
  exportedAt: Date;
  /** Told each CRC-32 read from a large file, to keep for its next export. */
  onCrc?: (sha256: string, crc: number) => Promise<void>;
}

/** An entry whose bytes are in memory. */
function inMemory(name: string, bytes: Uint8Array, method: typeof STORED | typeof DEFLATED = STORED) {
  const stored = method === DEFLATED ? deflateRawSync(bytes) : bytes;
  const entry: ZipEntry = {
    name,
    method,
    crc: crc32(bytes),
    compressedSize: stored.byteLength,
    size: bytes.byteLength,
  };
  return { entry, stored };
}

/** A file's bytes in chunks, exactly `size` of them (a file that changed size meanwhile fails the pack). */
async function* fileChunks(file: PackFileSource): AsyncGenerator<Uint8Array> {
  let position = 0;
  for await (const chunk of file.chunks()) {
    position += chunk.byteLength;
    if (position > file.size) break;
    yield chunk;
  }
  if (position !== file.size) throw new Error(`${file.links[0] ?? file.sha256} changed size while it was packed`);
}

async function crcOfFile(file: PackFileSource): Promise<number> {
  let crc = 0;
  for await (const chunk of fileChunks(file)) crc = crc32(chunk, crc);
  return crc;
}

/** Whether a file is read twice: large, and its CRC not known. */
const readTwice = (file: PackFileSource) => file.size > READ_ONCE_BYTES && file.crc32 === undefined;

/**
 * The CRC of a file read twice, started now so that it is read while the file before it is sent
 * (the first read then costs less time of the export); undefined for a file read once.
 */
function crcAhead(file: PackFileSource | undefined): Promise<number> | undefined {
  if (!file || !readTwice(file)) return undefined;
  const crc = crcOfFile(file);
  // Awaited when the file's turn comes; an export given up before then must not leave it unhandled.
  crc.catch(() => undefined);
  return crc;
}

async function readWhole(file: PackFileSource): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of fileChunks(file)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Writes a course pack as a stream of known length: the manifest, its signature and the course
 * (deflated) from memory, then each file from disk, a chunk at a time as the reader asks for it,
 * so memory stays bounded by a chunk whatever the course's size. Every entry's sizes and CRC stand
 * in its local header, so a reader needs no scanning.
 */
export async function writePack(pack: PackToWrite): Promise<{ size: number; stream: ReadableStream<Uint8Array> }> {
  const { content, files, missing, signer, basedOn, exportedAt, onCrc } = pack;
  const courseJson = new TextEncoder().encode(JSON.stringify(packCourseOf(content)));
  const manifest: PackManifest = {
    app: PACK_APP,
    format: PACK_FORMAT,
    exportedAt: exportedAt.toISOString(),
    signer: { keyId: signer.keyId, publicKey: signer.publicKey },
    course: {
      id: content.product.id,
      title: content.product.title,
      version: courseVersion(content),
      ...(basedOn && { basedOn }),
    },
    content: { sha256: await sha256Hex(courseJson), size: courseJson.byteLength },
    files: files.map(({ sha256, size, type, links }) => ({ sha256, size, type, links })),
    missing,
  };
  const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest, null, 1));
  const head = [
    inMemory(PACK_MANIFEST, manifestBytes),
    inMemory(PACK_SIGNATURE, signer.sign(manifestBytes)),
    inMemory(PACK_COURSE, courseJson, DEFLATED),
  ];
  const names = [...head.map(({ entry }) => entry.name), ...files.map((file) => packFileEntry(file.sha256))];
  const offsets: number[] = [];
  let end = 0;
  const sizes = [...head.map(({ entry }) => entry.compressedSize), ...files.map((file) => file.size)];
  names.forEach((name, index) => {
    offsets.push(end);
    end += localHeaderBytes(name) + (sizes[index] ?? 0);
  });
  const directoryBytes = names.reduce((total, name) => total + localHeaderBytes(name) + 16, 22);
  const size = end + directoryBytes;
  if (names.length > ZIP_MAX_ENTRIES || size > ZIP_MAX_BYTES) {
    throw new ApiError(413, 'This course is too large for one pack (at most 4 GB and 65,535 files).');
  }

  const written: (ZipEntry & { offset: number })[] = [];
  async function* bytes(): AsyncGenerator<Uint8Array> {
    for (const { entry, stored } of head) {
      written.push({ ...entry, offset: offsets[written.length] ?? 0 });
      yield localHeader(entry);
      yield stored;
    }
    let nextCrc = crcAhead(files[0]);
    for (const [index, file] of files.entries()) {
      const name = packFileEntry(file.sha256);
      const whole = file.size <= READ_ONCE_BYTES ? await readWhole(file) : undefined;
      const crcOfThis = nextCrc;
      nextCrc = crcAhead(files[index + 1]);
      const crc = whole ? crc32(whole) : (file.crc32 ?? (await (crcOfThis ?? crcOfFile(file))));
      if (readTwice(file)) await onCrc?.(file.sha256, crc);
      const entry: ZipEntry = { name, method: STORED, crc, compressedSize: file.size, size: file.size };
      written.push({ ...entry, offset: offsets[written.length] ?? 0 });
      yield localHeader(entry);
      if (whole) yield whole;
      else yield* fileChunks(file);
    }
    yield centralDirectory(written);
  }
  const iterator = bytes();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        console.error(`Writing the pack of ${content.product.id} failed:`, error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return { size, stream };
}
