import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { MIME_OF_EXTENSION, mediaPath, STORED_MEDIA_NAME } from '#domain/media';
import { courseDocumentUrls, mediaUrlsIn } from '#domain/media-urls';
import { type CourseContent, packCourseOf } from './course-content.ts';

/** A file a pack carries: where its bytes are on this server, and the links the course uses for it. */
export interface PackFileSource {
  sha256: string;
  size: number;
  type: string;
  links: string[];
  diskPath: string;
}

export interface Sources {
  /** Uploaded media, `<hash>.<ext>`. */
  mediaDir: string;
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

/** Where a same-origin link's file is on disk, with its SHA-256 when its name says it; undefined for another site's. */
function diskPathOf(link: string, { mediaDir, distDir, publicUrl }: Sources) {
  const origin = new URL(publicUrl).origin;
  const url = new URL(link, origin);
  if (url.origin !== origin) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { diskPath: '' };
  }
  const stored = STORED_MEDIA_NAME.exec(pathname.replace(/^\/media\//, ''));
  if (pathname.startsWith('/media/') && stored?.[1] && stored[2]) {
    return { diskPath: path.join(mediaDir, stored[0]), sha256: stored[1], type: MIME_OF_EXTENSION[stored[2]] };
  }
  if (!distDir) return { diskPath: '' };
  const diskPath = path.join(distDir, pathname);
  return { diskPath: diskPath.startsWith(path.join(distDir, path.sep)) ? diskPath : '' };
}

async function sha256Of(diskPath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(diskPath)) hash.update(chunk as Buffer);
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
    const found = diskPathOf(link, sources);
    if (!found) continue;
    const stats = found.diskPath ? await stat(found.diskPath).catch(() => undefined) : undefined;
    if (!stats?.isFile()) {
      missing.push(link);
      continue;
    }
    const sha256 = found.sha256 ?? (await sha256Of(found.diskPath));
    const known = byHash.get(sha256);
    if (known) known.links.push(link);
    else {
      const type = found.type ?? getMimeType(found.diskPath) ?? 'application/octet-stream';
      byHash.set(sha256, { sha256, size: stats.size, type, links: [link], diskPath: found.diskPath });
    }
  }
  return { files: [...byHash.values()], missing };
}
