/**
 * Bytes read from or written to this machine's disk at a time when a file is streamed: a few large
 * reads and writes instead of many of 16 or 64 KB (Node's defaults) halve the time of a pack's export
 * and import, and a stream still holds only a few of them whatever the file's size.
 */
export const DISK_CHUNK_BYTES = 1024 * 1024;

/** An upload larger than its limit: nothing of it is kept. */
export class TooLargeError extends Error {}

export interface ReceivedFile {
  /** SHA-256 of the content, hex. */
  hash: string;
  size: number;
  /** The first bytes, to tell the type by. */
  head: Uint8Array;
  /** Where the bytes wait until `keep` or `discard`. */
  tempPath: string;
  /** The bytes' CRC-32, when the receive was asked for it. */
  crc32?: number;
}

export interface ReceiveOptions {
  /** Also take the bytes' CRC-32, which a pack's zip entry carries (an author's upload, later exported). */
  crc32?: boolean;
}

/** The bytes from `start` to `end` of a file, both included. */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * Where uploaded media are kept, by their content: `<sha-256>.<ext>`, written once whoever uploads
 * the same bytes again. A folder on this machine (the default) or an S3-compatible bucket that
 * several machines share; the routes and /media answer the same way over either.
 */
export interface MediaStore {
  /** Where the files are, for the log: a folder, or s3://bucket/prefix. */
  readonly where: string;
  /**
   * Streams an upload to a temporary file on this machine while it is hashed and counted, so a
   * file larger than `maxBytes` is refused (TooLargeError) without ever being held whole in memory.
   */
  receive(body: AsyncIterable<Uint8Array> | null, maxBytes: number, options?: ReceiveOptions): Promise<ReceivedFile>;
  /** Keeps a received file under its content name; a file already kept is left as it is. */
  keep(file: ReceivedFile, ext: string): Promise<void>;
  /** Drops a received file that is not to be kept. */
  discard(file: ReceivedFile): Promise<void>;
  /** Removes a kept file by its stored name (`<hash>.<ext>`); one already gone is no error. */
  remove(name: string): Promise<void>;
  /** The size of a kept file, or undefined when none has that name. */
  size(name: string): Promise<number | undefined>;
  /** A kept file's bytes (the span asked for), or undefined when it is gone. */
  read(name: string, span: ByteSpan): Promise<ReadableStream<Uint8Array> | undefined>;
}
