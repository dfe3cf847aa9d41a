import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  centralDirectory,
  DEFLATED,
  END_SEARCH_BYTES,
  localDataOffset,
  localHeader,
  localHeaderBytes,
  readCentralDirectory,
  readEndRecord,
  STORED,
  type ZipDirectoryEntry,
  type ZipEntry,
} from '#domain/zip-container';

/** One entry of a ZIP as a test makes or changes it: its name and its bytes once unpacked. */
export interface RawEntry {
  name: string;
  bytes: Uint8Array;
  deflate?: boolean;
  /** Overrides what the headers say the entry unpacks to (to make a decompression bomb). */
  declaredSize?: number;
}

/** The entries of a ZIP as its central directory lists them, each with where its bytes start. */
export function directoryOf(zip: Uint8Array): (ZipDirectoryEntry & { dataStart: number })[] {
  const tail = zip.subarray(Math.max(0, zip.byteLength - END_SEARCH_BYTES));
  const end = readEndRecord(tail, zip.byteLength);
  const entries = readCentralDirectory(zip.subarray(end.offset, end.offset + end.size), end.count, end.offset);
  return entries.map((entry) => ({
    ...entry,
    dataStart: localDataOffset(zip.subarray(entry.offset, entry.offset + 30), entry),
  }));
}

/** The entries of a ZIP, in order, each unpacked. */
export function unzipEntries(zip: Uint8Array): RawEntry[] {
  return directoryOf(zip).map((entry) => {
    const start = entry.dataStart;
    const stored = zip.subarray(start, start + entry.compressedSize);
    const deflate = entry.method === DEFLATED;
    return { name: entry.name, bytes: deflate ? new Uint8Array(inflateRawSync(stored)) : stored.slice(), deflate };
  });
}

/** A ZIP of the entries, as a pack is written. */
export function zipEntries(entries: readonly RawEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const written: (ZipEntry & { offset: number })[] = [];
  let offset = 0;
  for (const raw of entries) {
    const stored = raw.deflate ? new Uint8Array(deflateRawSync(raw.bytes)) : raw.bytes;
    const entry: ZipEntry = {
      name: raw.name,
      method: raw.deflate ? DEFLATED : STORED,
      crc: crc32(raw.bytes),
      compressedSize: stored.byteLength,
      size: raw.declaredSize ?? raw.bytes.byteLength,
    };
    written.push({ ...entry, offset });
    parts.push(localHeader(entry), stored);
    offset += localHeaderBytes(entry.name) + stored.byteLength;
  }
  parts.push(centralDirectory(written));
  return Buffer.concat(parts);
}
