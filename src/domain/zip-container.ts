/**
 * The ZIP container of a course pack, byte by byte: the headers a writer puts around each entry and
 * the central directory at the end, and what a reader reads back from them. Only what packs use:
 * stored or deflated entries whose sizes and CRC stand in their local header (no data descriptors,
 * so every entry's end is known without scanning its bytes), and no ZIP64 (a pack stays under 4 GiB).
 */

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const LOCAL_FIXED = 30;
const CENTRAL_FIXED = 46;
export const END_RECORD_BYTES = 22;
/** The end record may carry a comment of up to 64 KiB: a reader looks that far back for it. */
export const END_SEARCH_BYTES = END_RECORD_BYTES + 0xffff;
/** General purpose flags: names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** General purpose flags: sizes and CRC follow the data (a streamed entry), not in the local header. */
const DATA_DESCRIPTOR = 0x0008;
/** General purpose flags: the entry is encrypted. */
const ENCRYPTED = 0x0001;
/** Sizes and offsets are 32-bit: beyond this a ZIP needs ZIP64, which packs do not use. */
export const ZIP_MAX_BYTES = 0xffff_ffff;
export const ZIP_MAX_ENTRIES = 0xffff;

export const STORED = 0;
export const DEFLATED = 8;
export type ZipMethod = typeof STORED | typeof DEFLATED;

export interface ZipEntry {
  name: string;
  method: ZipMethod;
  /** CRC-32 of the uncompressed bytes. */
  crc: number;
  /** Bytes as stored in the ZIP. */
  compressedSize: number;
  /** Bytes once unpacked. */
  size: number;
}

/** An entry as the central directory lists it, with where its local header starts. */
export interface ZipDirectoryEntry extends ZipEntry {
  offset: number;
  flags: number;
}

/** Why a ZIP cannot be read: the reader's caller turns it into a message a person can act on. */
export type ZipFault = 'not-zip' | 'truncated' | 'damaged' | 'unsupported';

export class ZipFormatError extends Error {
  constructor(
    readonly fault: ZipFault,
    detail: string,
  ) {
    super(detail);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** 1980-01-01 00:00 in MS-DOS time and date: packs carry no file times (the same pack, the same bytes). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

export const localHeaderBytes = (name: string) => LOCAL_FIXED + encoder.encode(name).byteLength;

/** The local header written before an entry's bytes. */
export function localHeader(entry: ZipEntry): Uint8Array {
  const name = encoder.encode(entry.name);
  const bytes = new Uint8Array(LOCAL_FIXED + name.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, LOCAL_SIGNATURE, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, UTF8_NAMES, true);
  view.setUint16(8, entry.method, true);
  view.setUint16(10, DOS_TIME, true);
  view.setUint16(12, DOS_DATE, true);
  view.setUint32(14, entry.crc >>> 0, true);
  view.setUint32(18, entry.compressedSize, true);
  view.setUint32(22, entry.size, true);
  view.setUint16(26, name.byteLength, true);
  view.setUint16(28, 0, true);
  bytes.set(name, LOCAL_FIXED);
  return bytes;
}

/** The central directory and end record that close a ZIP whose entries start at the given offsets. */
export function centralDirectory(entries: readonly (ZipEntry & { offset: number })[]): Uint8Array {
  const names = entries.map((entry) => encoder.encode(entry.name));
  const directorySize = names.reduce((total, name) => total + CENTRAL_FIXED + name.byteLength, 0);
  const bytes = new Uint8Array(directorySize + END_RECORD_BYTES);
  const view = new DataView(bytes.buffer);
  let at = 0;
  entries.forEach((entry, index) => {
    const name = names[index] ?? new Uint8Array();
    view.setUint32(at, CENTRAL_SIGNATURE, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 8, UTF8_NAMES, true);
    view.setUint16(at + 10, entry.method, true);
    view.setUint16(at + 12, DOS_TIME, true);
    view.setUint16(at + 14, DOS_DATE, true);
    view.setUint32(at + 16, entry.crc >>> 0, true);
    view.setUint32(at + 20, entry.compressedSize, true);
    view.setUint32(at + 24, entry.size, true);
    view.setUint16(at + 28, name.byteLength, true);
    view.setUint32(at + 42, entry.offset, true);
    bytes.set(name, at + CENTRAL_FIXED);
    at += CENTRAL_FIXED + name.byteLength;
  });
  view.setUint32(at, END_SIGNATURE, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, directorySize, true);
  view.setUint32(at + 16, directoryOffset(entries), true);
  return bytes;
}

/** Where the central directory starts: right after the last entry's bytes. */
function directoryOffset(entries: readonly (ZipEntry & { offset: number })[]): number {
  const last = entries.at(-1);
  return last ? last.offset + localHeaderBytes(last.name) + last.compressedSize : 0;
}

/** Where the central directory is, read from the last bytes of a ZIP of `totalSize` bytes. */
export function readEndRecord(tail: Uint8Array, totalSize: number): { count: number; size: number; offset: number } {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = tail.byteLength - END_RECORD_BYTES; at >= 0; at -= 1) {
    if (view.getUint32(at, true) !== END_SIGNATURE) continue;
    const count = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    const recordAt = totalSize - (tail.byteLength - at);
    if (offset + size !== recordAt)
      throw new ZipFormatError('damaged', 'the central directory is not where its end says');
    return { count, size, offset };
  }
  throw new ZipFormatError('truncated', 'no end record');
}

/** The entries the central directory lists; names checked to be UTF-8 and sizes to lie within the ZIP. */
export function readCentralDirectory(bytes: Uint8Array, count: number, dataEnd: number): ZipDirectoryEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: ZipDirectoryEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + CENTRAL_FIXED > bytes.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('damaged', 'the central directory is cut short');
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const nameBytes = bytes.subarray(at + CENTRAL_FIXED, at + CENTRAL_FIXED + nameLength);
    const name = entryName(nameBytes);
    if (name === undefined) throw new ZipFormatError('damaged', 'an entry name is not UTF-8');
    if (flags & ENCRYPTED) throw new ZipFormatError('unsupported', `${name} is encrypted`);
    if (method !== STORED && method !== DEFLATED) {
      throw new ZipFormatError('unsupported', `${name} uses compression method ${method}`);
    }
    const entry: ZipDirectoryEntry = {
      name,
      method,
      flags,
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
    };
    if (entry.offset + localHeaderBytes(name) + entry.compressedSize > dataEnd) {
      throw new ZipFormatError('damaged', `${name} reaches past the end of the ZIP`);
    }
    entries.push(entry);
    at += CENTRAL_FIXED + nameLength + skip;
  }
  return entries;
}

/** How many bytes of a local header to read to find where its entry's data starts. */
export const LOCAL_PROBE_BYTES = LOCAL_FIXED;

/**
 * Where an entry's bytes start, from the first bytes of its local header (which must name the same
 * entry the directory does, with the sizes in the header: packs never stream an entry's sizes after it).
 */
export function localDataOffset(head: Uint8Array, entry: ZipDirectoryEntry): number {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.byteLength < LOCAL_FIXED || view.getUint32(0, true) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError('damaged', `${entry.name} has no local header`);
  }
  if (view.getUint16(6, true) & DATA_DESCRIPTOR || entry.flags & DATA_DESCRIPTOR) {
    throw new ZipFormatError('unsupported', `${entry.name} gives its sizes after its data`);
  }
  const sameSizes =
    view.getUint16(8, true) === entry.method &&
    view.getUint32(18, true) === entry.compressedSize &&
    view.getUint32(22, true) === entry.size;
  if (!sameSizes) throw new ZipFormatError('damaged', `${entry.name} differs between its header and the directory`);
  return entry.offset + LOCAL_FIXED + view.getUint16(26, true) + view.getUint16(28, true);
}

/** What the fixed part of a local header says, for a reader that meets the entries in their order. */
export interface LocalHeaderFields {
  method: number;
  /** Its sizes stand in the header (not after the data), so the data's end is known before it. */
  sizesInHeader: boolean;
  compressedSize: number;
  /** Bytes of the name and of the extra field that follow the fixed part. */
  nameBytes: number;
  extraBytes: number;
}

/**
 * The fields of a local header from its first LOCAL_PROBE_BYTES bytes, or undefined when they are
 * not a local header (the central directory, or something that is no ZIP).
 */
export function localHeaderFields(head: Uint8Array): LocalHeaderFields | undefined {
  if (head.byteLength < LOCAL_FIXED) return undefined;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (view.getUint32(0, true) !== LOCAL_SIGNATURE) return undefined;
  return {
    method: view.getUint16(8, true),
    sizesInHeader: (view.getUint16(6, true) & DATA_DESCRIPTOR) === 0,
    compressedSize: view.getUint32(18, true),
    nameBytes: view.getUint16(26, true),
    extraBytes: view.getUint16(28, true),
  };
}

/** An entry's name as its header spells it (UTF-8), or undefined when it is not valid UTF-8. */
export function entryName(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}
