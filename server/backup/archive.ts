import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open, rename, rm } from 'node:fs/promises';
import * as z from 'zod';

/**
 * One backup is one file: a header line, the parts' bytes one after the other, a manifest (JSON:
 * each part's name, size and SHA-256) and a fixed-size trailer (the manifest's length, the SHA-256
 * of everything before the trailer, an end mark). A file cut short has no end mark; a damaged one
 * fails a checksum; either is refused before anything is restored from it.
 */
const HEADER = Buffer.from('SYMBOL-COURSES-BACKUP 1\n');
const END_MARK = Buffer.from('END-OF-BACKUP-1\n');
const TRAILER_BYTES = 8 + 32 + END_MARK.byteLength;

const Part = z.object({ name: z.string().min(1), size: z.number().int().min(0), sha256: z.string().length(64) });
export const Manifest = z.object({
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The newest migration the database had (its journal's `when`). */
  migration: z.number(),
  /** Where the media were: 'folder' (they are parts of the backup) or the bucket that keeps them. */
  media: z.string(),
  parts: z.array(Part),
});
export type Manifest = z.infer<typeof Manifest>;
export type BackupPart = z.infer<typeof Part>;

/** A backup that cannot be restored; the message says why, in words for whoever runs the server. */
export class BadBackupError extends Error {}

/** Writes a backup into `<file>.partial`, renamed to `file` once whole, so a half backup never carries a backup's name. */
export async function createBackupFile(file: string) {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  const whole = createHash('sha256');
  const parts: BackupPart[] = [];

  async function write(bytes: Uint8Array) {
    whole.update(bytes);
    await handle.write(bytes);
  }

  await write(HEADER);
  return {
    /** Adds a part whose bytes come from `source`, counting and hashing them as they pass. */
    async addPart(name: string, source: AsyncIterable<Uint8Array>): Promise<void> {
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.byteLength;
        await write(chunk);
      }
      parts.push({ name, size, sha256: hash.digest('hex') });
    },
    /** Writes the manifest and trailer, makes the file durable and gives it its name. */
    async finish(about: Omit<Manifest, 'parts'>): Promise<void> {
      const manifest = Buffer.from(JSON.stringify({ ...about, parts } satisfies Manifest));
      await write(manifest);
      const length = Buffer.alloc(8);
      length.writeBigUInt64BE(BigInt(manifest.byteLength));
      await handle.write(Buffer.concat([length, whole.digest(), END_MARK]));
      await handle.sync();
      await handle.close();
      await rename(partial, file);
    },
    /** Drops the partial file after a failure. */
    async abandon(): Promise<void> {
      await handle.close().catch(() => undefined);
      await rm(partial, { force: true });
    },
  };
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The manifest, as the trailer places it; the file's own words are checked, not yet its bytes. */
async function readManifest(
  file: string,
  handle: FileHandle,
): Promise<{ manifest: Manifest; manifestStart: number; end: number }> {
  const { size } = await handle.stat();
  const header = await readAt(handle, 0, HEADER.byteLength);
  if (!header.equals(HEADER)) throw new BadBackupError(`${file} is not a Symbol Courses backup.`);
  const trailer = await readAt(handle, Math.max(0, size - TRAILER_BYTES), TRAILER_BYTES);
  if (size < HEADER.byteLength + TRAILER_BYTES || !trailer.subarray(40).equals(END_MARK)) {
    throw new BadBackupError(
      `${file} is incomplete: it ends before its end mark (${size} bytes), so it was cut short, perhaps while it was written or copied or when a disk filled up. Nothing was restored; use another backup.`,
    );
  }
  const manifestBytes = Number(trailer.readBigUInt64BE(0));
  const end = size - TRAILER_BYTES;
  const manifestStart = end - manifestBytes;
  if (manifestStart < HEADER.byteLength) throw damaged(file, 'its list of contents cannot be read');
  const text = String(await readAt(handle, manifestStart, manifestBytes));
  let parsed: z.ZodSafeParseResult<Manifest> | undefined;
  try {
    parsed = Manifest.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw damaged(file, 'its list of contents cannot be read');
  return { manifest: parsed.data, manifestStart, end };
}

const damaged = (file: string, why: string) =>
  new BadBackupError(`${file} is damaged: ${why}. Nothing was restored; use another backup.`);

/** The bytes between the header and the manifest: the parts, one after the other. */
function partsRegion(file: string, manifestStart: number): AsyncIterable<Buffer> {
  if (manifestStart <= HEADER.byteLength) return (async function* () {})();
  return createReadStream(file, { start: HEADER.byteLength, end: manifestStart - 1 });
}

/**
 * Reads a backup whole once and checks it: its end mark, the checksum of all its bytes, and each
 * part's size and SHA-256 against its manifest. Answers the manifest and where each part starts;
 * throws BadBackupError, saying what is wrong, for anything else.
 */
export async function verifyBackup(file: string): Promise<{ manifest: Manifest; offsets: Map<string, number> }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BadBackupError(
      `${file} cannot be read: ${error.code === 'ENOENT' ? 'there is no such file' : error.message}.`,
    );
  });
  try {
    const { manifest, manifestStart, end } = await readManifest(file, handle);
    const offsets = new Map<string, number>();
    let offset = HEADER.byteLength;
    for (const part of manifest.parts) {
      offsets.set(part.name, offset);
      offset += part.size;
    }
    if (offset !== manifestStart) throw damaged(file, 'its parts do not add up to its size');
    const whole = createHash('sha256').update(HEADER);
    const hashes = manifest.parts.map(() => createHash('sha256'));
    let index = 0;
    let left = manifest.parts[0]?.size ?? 0;
    for await (const chunk of partsRegion(file, manifestStart)) {
      whole.update(chunk);
      let rest = chunk;
      while (rest.byteLength > 0) {
        while (left === 0 && index < hashes.length - 1) left = manifest.parts[++index]?.size ?? 0;
        const taken = rest.subarray(0, left);
        if (taken.byteLength === 0) break;
        hashes[index]?.update(taken);
        left -= taken.byteLength;
        rest = rest.subarray(taken.byteLength);
      }
    }
    whole.update(await readAt(handle, manifestStart, end - manifestStart));
    const stored = await readAt(handle, end + 8, 32);
    if (!whole.digest().equals(stored)) throw damaged(file, 'its checksum does not match its contents');
    manifest.parts.forEach((part, at) => {
      if (hashes[at]?.digest('hex') !== part.sha256) throw damaged(file, `${part.name} does not match its checksum`);
    });
    return { manifest, offsets };
  } finally {
    await handle.close();
  }
}

/** A part's bytes, from a backup that `verifyBackup` has checked. */
export function readPart(file: string, offsets: Map<string, number>, part: BackupPart): AsyncIterable<Buffer> {
  const start = offsets.get(part.name);
  if (start === undefined) throw new Error(`${part.name} is not in ${file}`);
  if (part.size === 0) return (async function* () {})();
  return createReadStream(file, { start, end: start + part.size - 1 });
}
