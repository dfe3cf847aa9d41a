import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { MIME_OF_EXTENSION, mediaPath, STORED_MEDIA_NAME } from '#domain/media';
import { courseDocumentUrls, mediaUrlsIn } from '#domain/media-urls';
import { DISK_CHUNK_BYTES, type MediaStore } from '../media/media-store.ts';
import { type CourseContent, packCourseOf } from './course-content.ts';

/** A file a pack carries: where its bytes are on this server, and the links the course uses for it. */
export interface PackFileSource {
  sha256: string;
  size: number;
  type: string;
  links: string[];
  /** Its bytes, from the start, in chunks. */
  chunks: () => AsyncIterable<Uint8Array>;
  /** Its CRC-32 when this server knows it (media-checksums.ts): the file is then read only once. */
  crc32?: number | undefined;
}

export interface Sources {
  /** Uploaded media, `<hash>.<ext>`: a folder or a bucket. */
  media: MediaStore;
  /** The built client, whose own files (the demo's pictures, say) a course may use. */
  distDir: string | undefined;
  /** This server's origin: links to it are the course's own files. */
  publicUrl: string;
}

/** Every link of the course that may be one of its files: its content's media, its documents and its library. */
function courseLinks(content: CourseContent, publicUrl: string): string[] {
  const course = packCourseOf(content);
  return [
    ...new Set([
      ...mediaUrlsIn([course.product, course.lessons, course.findItCards]),
      ...courseDocumentUrls(course.product, publicUrl),
      ...content.library.flatMap((row) => [
        mediaPath(row.hash, row.ext),
        ...(row.thumbnail ? [`/media/${row.thumbnail}`] : []),
      ]),
    ]),
  ];
}

/** A same-origin link's file found: its size, how to read it, and its SHA-256 and type when its name says them. */
interface FoundFile {
  size: number;
  chunks: () => AsyncIterable<Uint8Array>;
  sha256?: string | undefined;
  type?: string | undefined;
  name: string;
}

/** A stream's chunks in order, failing when the file went missing meanwhile. */
async function* chunksOf(stream: Promise<ReadableStream<Uint8Array> | undefined>): AsyncIterable<Uint8Array> {
  const opened = await stream;
  if (!opened) throw new Error('a file of the course went missing while it was packed');
  const reader = opened.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}

/**
 * A same-origin link's file on this server (an upload in the media store, or a file of the built
 * client), null when this server lacks it, undefined for another site's link.
 */
async function fileOf(link: string, { media, distDir, publicUrl }: Sources): Promise<FoundFile | null | undefined> {
  const origin = new URL(publicUrl).origin;
  const url = new URL(link, origin);
  if (url.origin !== origin) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const stored = STORED_MEDIA_NAME.exec(pathname.replace(/^\/media\//, ''));
  if (pathname.startsWith('/media/') && stored?.[1] && stored[2]) {
    const name = stored[0];
    const size = await media.size(name);
    if (size === undefined) return null;
    const chunks = () => (size === 0 ? emptyChunks() : chunksOf(media.read(name, { start: 0, end: size - 1 })));
    return { size, chunks, sha256: stored[1], type: MIME_OF_EXTENSION[stored[2]], name };
  }
  if (!distDir) return null;
  const diskPath = path.join(distDir, pathname);
  if (!diskPath.startsWith(path.join(distDir, path.sep))) return null;
  const stats = await stat(diskPath).catch(() => undefined);
  if (!stats?.isFile()) return null;
  return {
    size: stats.size,
    chunks: () => createReadStream(diskPath, { highWaterMark: DISK_CHUNK_BYTES }),
    name: diskPath,
  };
}

async function* emptyChunks(): AsyncIterable<Uint8Array> {}

async function sha256Of(file: FoundFile): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of file.chunks()) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * The files a pack of the course carries, one per content (SHA-256) with every link that names
 * it, and the same-origin links whose file this server does not have. An uploaded file's hash is
 * its name; an app file (the demo's) is hashed here.
 */
export async function packFiles(
  content: CourseContent,
  sources: Sources,
): Promise<{ files: PackFileSource[]; missing: string[] }> {
  const byHash = new Map<string, PackFileSource>();
  const missing: string[] = [];
  for (const link of courseLinks(content, sources.publicUrl)) {
    const found = await fileOf(link, sources);
    if (found === undefined) continue;
    if (found === null) {
      missing.push(link);
      continue;
    }
    const sha256 = found.sha256 ?? (await sha256Of(found));
    const known = byHash.get(sha256);
    if (known) known.links.push(link);
    else {
      const type = found.type ?? getMimeType(found.name) ?? 'application/octet-stream';
      byHash.set(sha256, { sha256, size: found.size, type, links: [link], chunks: found.chunks });
    }
  }
  return { files: [...byHash.values()], missing };
}
