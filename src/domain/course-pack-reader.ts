import {
  entryKind,
  MAX_COURSE_BYTES,
  MAX_MANIFEST_BYTES,
  MAX_PACK_FILES,
  PACK_APP,
  PACK_COURSE,
  PACK_FORMAT,
  PACK_MANIFEST,
  PACK_MESSAGES,
  PACK_SIGNATURE,
  PackCourse,
  type PackedFile,
  PackManifest,
  packFileEntry,
} from './course-pack.ts';
import { sha256Hex } from './pack-signature.ts';
import {
  DEFLATED,
  END_RECORD_BYTES,
  END_SEARCH_BYTES,
  LOCAL_PROBE_BYTES,
  localDataOffset,
  readCentralDirectory,
  readEndRecord,
  STORED,
  type ZipDirectoryEntry,
  ZipFormatError,
} from './zip-container.ts';

/** A pack refused, with the text a person is shown; 413 for one over the size limit, else 400. */
export class PackError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** A pack whose directory and manifest have been read and checked; its entries are read on demand. */
export interface OpenedPack {
  manifest: PackManifest;
  /** The manifest's exact bytes, which the signature covers. */
  manifestBytes: Uint8Array<ArrayBuffer>;
  /** The signature, or undefined for an unsigned pack. */
  signature: Uint8Array<ArrayBuffer> | undefined;
  /** An entry's bytes once unpacked, streamed; it fails (PackError) on more or fewer bytes than recorded. */
  stream: (name: string) => Promise<ReadableStream<Uint8Array>>;
  /**
   * Where a file's bytes are in the pack (files are stored as they are): for a reader of the pack's
   * bytes that reads faster than through `stream`, which then checks their size and SHA-256 itself.
   */
  fileSpan: (file: PackedFile) => Promise<{ start: number; size: number }>;
  /** A file's bytes, whole, checked against its recorded size and SHA-256. */
  fileBytes: (file: PackedFile) => Promise<Uint8Array<ArrayBuffer>>;
  /** The course, checked against the manifest's hash of it and against its schema. */
  course: () => Promise<PackCourse>;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

async function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await blob.arrayBuffer());
}

function zipFault(error: unknown): never {
  if (!(error instanceof ZipFormatError)) throw error;
  if (error.fault === 'truncated') throw new PackError(PACK_MESSAGES.truncated);
  if (error.fault === 'unsupported') throw new PackError(PACK_MESSAGES.unsupported(error.message));
  throw new PackError(PACK_MESSAGES.damaged(error.message));
}

/** Counts an entry's unpacked bytes on their way: more than recorded is a bomb, fewer a damaged pack. */
function bounded(name: string, size: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > size) throw new PackError(PACK_MESSAGES.bomb(name));
      controller.enqueue(chunk);
    },
    flush() {
      if (seen !== size) throw new PackError(PACK_MESSAGES.damaged(`${name} is shorter than recorded`));
    },
  });
}

/** Reads a stream whole; a failure that is not already a pack's own becomes "damaged". */
export async function readAll(stream: ReadableStream<Uint8Array>, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk);
      length += chunk.byteLength;
    }
  } catch (error) {
    if (error instanceof PackError) throw error;
    throw new PackError(PACK_MESSAGES.damaged(`${name} cannot be unpacked`));
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new PackError(PACK_MESSAGES.damaged(`${what} is not JSON`));
  }
}

/** The manifest, checked: a pack of another app is not a pack, one of a later format is for a newer app. */
function checkManifest(value: unknown): PackManifest {
  const record = (value && typeof value === 'object' ? value : {}) as { app?: unknown; format?: unknown };
  if (record.app !== PACK_APP) throw new PackError(PACK_MESSAGES.notAPack);
  if (typeof record.format === 'number' && record.format > PACK_FORMAT) {
    throw new PackError(PACK_MESSAGES.newerFormat(record.format));
  }
  const parsed = PackManifest.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PackError(PACK_MESSAGES.badManifest(`${issue?.path.join('.') || 'it'} ${issue?.message ?? ''}`.trim()));
  }
  if (new Set(parsed.data.files.map((file) => file.sha256)).size !== parsed.data.files.length) {
    throw new PackError(PACK_MESSAGES.badManifest('a file is listed twice'));
  }
  return parsed.data;
}

/** The entries by name, each checked to stay inside the pack and to be one a pack has. */
function entriesByName(entries: readonly ZipDirectoryEntry[]): Map<string, ZipDirectoryEntry> {
  const byName = new Map<string, ZipDirectoryEntry>();
  for (const entry of entries) {
    const kind = entryKind(entry.name);
    if (kind === 'outside') throw new PackError(PACK_MESSAGES.outside(entry.name));
    if (kind === 'unknown') throw new PackError(PACK_MESSAGES.unknownEntry(entry.name));
    if (byName.has(entry.name)) throw new PackError(PACK_MESSAGES.damaged(`${entry.name} is in it twice`));
    byName.set(entry.name, entry);
  }
  return byName;
}

/** Every file the manifest lists is there, stored as it is at its recorded size, and no other. */
function checkFiles(manifest: PackManifest, byName: Map<string, ZipDirectoryEntry>): void {
  const listed = new Set(manifest.files.map((file) => packFileEntry(file.sha256)));
  for (const name of byName.keys()) {
    if (entryKind(name) === 'file' && !listed.has(name)) throw new PackError(PACK_MESSAGES.unknownEntry(name));
  }
  for (const file of manifest.files) {
    const entry = byName.get(packFileEntry(file.sha256));
    if (!entry) throw new PackError(PACK_MESSAGES.missingEntry(file.links[0] ?? file.sha256));
    if (entry.method !== STORED || entry.compressedSize !== entry.size || entry.size !== file.size) {
      throw new PackError(PACK_MESSAGES.fileMismatch(file.links[0] ?? file.sha256));
    }
  }
  const course = byName.get(PACK_COURSE);
  if (!course) throw new PackError(PACK_MESSAGES.missingEntry(PACK_COURSE));
  if (course.size !== manifest.content.size) throw new PackError(PACK_MESSAGES.damaged('course.json has another size'));
}

/**
 * Opens a pack (a File on a tablet, a file on the server's disk) by its central directory, reading
 * only the parts it needs: its end, its directory and its manifest. Refuses, with the words a person
 * is shown, what is not a pack, cut short, damaged, of a newer format, or holds entries that point
 * outside it or that a pack never has. The signature is the caller's to check (against which keys
 * differs between the server and a tablet).
 */
export async function openPack(pack: Blob): Promise<OpenedPack> {
  const magic = await bytesOf(pack.slice(0, ZIP_MAGIC.length));
  if (magic.length < ZIP_MAGIC.length || ZIP_MAGIC.some((byte, index) => magic[index] !== byte)) {
    throw new PackError(PACK_MESSAGES.notAPack);
  }
  if (pack.size < END_RECORD_BYTES) throw new PackError(PACK_MESSAGES.truncated);
  let entries: ZipDirectoryEntry[];
  try {
    const tail = await bytesOf(pack.slice(Math.max(0, pack.size - END_SEARCH_BYTES)));
    const end = readEndRecord(tail, pack.size);
    if (end.count > MAX_PACK_FILES + 3) throw new PackError(PACK_MESSAGES.unsupported(`${end.count} entries`));
    const directory = await bytesOf(pack.slice(end.offset, end.offset + end.size));
    entries = readCentralDirectory(directory, end.count, end.offset);
  } catch (error) {
    zipFault(error);
  }
  const byName = entriesByName(entries);

  const dataOf = async (name: string): Promise<{ entry: ZipDirectoryEntry; start: number }> => {
    const entry = byName.get(name);
    if (!entry) throw new PackError(PACK_MESSAGES.missingEntry(name));
    try {
      return {
        entry,
        start: localDataOffset(await bytesOf(pack.slice(entry.offset, entry.offset + LOCAL_PROBE_BYTES)), entry),
      };
    } catch (error) {
      zipFault(error);
    }
  };
  const stream = async (name: string): Promise<ReadableStream<Uint8Array>> => {
    const { entry, start } = await dataOf(name);
    const raw = pack.slice(start, start + entry.compressedSize).stream();
    const unpacked = entry.method === DEFLATED ? raw.pipeThrough(new DecompressionStream('deflate-raw')) : raw;
    return unpacked.pipeThrough(bounded(name, entry.size));
  };
  const entryBytes = async (name: string, limit: number) => {
    const size = byName.get(name)?.size ?? 0;
    if (size > limit) throw new PackError(PACK_MESSAGES.bomb(name));
    return readAll(await stream(name), name);
  };

  const manifestBytes = await entryBytes(PACK_MANIFEST, MAX_MANIFEST_BYTES);
  const manifest = checkManifest(parseJson(manifestBytes, PACK_MANIFEST));
  checkFiles(manifest, byName);
  const signature = byName.has(PACK_SIGNATURE) ? await entryBytes(PACK_SIGNATURE, 1024) : undefined;

  const fileBytes = async (file: PackedFile) => {
    const bytes = await entryBytes(packFileEntry(file.sha256), file.size);
    if ((await sha256Hex(bytes)) !== file.sha256) {
      throw new PackError(PACK_MESSAGES.fileMismatch(file.links[0] ?? file.sha256));
    }
    return bytes;
  };
  const fileSpan = async (file: PackedFile) => {
    const { entry, start } = await dataOf(packFileEntry(file.sha256));
    return { start, size: entry.size };
  };
  const course = async () => {
    const bytes = await entryBytes(PACK_COURSE, MAX_COURSE_BYTES);
    if ((await sha256Hex(bytes)) !== manifest.content.sha256) {
      throw new PackError(PACK_MESSAGES.fileMismatch(PACK_COURSE));
    }
    const parsed = PackCourse.safeParse(parseJson(bytes, PACK_COURSE));
    if (!parsed.success) throw new PackError(PACK_MESSAGES.damaged('course.json does not hold a course'));
    if (parsed.data.product._id !== manifest.course.id) {
      throw new PackError(PACK_MESSAGES.damaged('course.json holds another course'));
    }
    return parsed.data;
  };
  return { manifest, manifestBytes, signature, stream, fileSpan, fileBytes, course };
}
