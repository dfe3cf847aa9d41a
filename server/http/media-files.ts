import { Hono } from 'hono';
import { MIME_OF_EXTENSION, STORED_MEDIA_NAME } from '#domain/media';
import type { MediaStore } from '../media/media-store.ts';
import { rangeOf } from './byte-range.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether If-None-Match names the tag (or any, `*`); weak tags compare as strong ones here. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, ''))) ?? false;

/**
 * Uploaded files at /media/<sha-256>.<ext>, outside /api (whose answers are never stored): a name
 * is its content, so browsers, the service worker and 'Make available offline' may keep it for
 * good, and its hash is its entity tag on every server. Range requests are answered, so audio and
 * video seek. The answers are the same whichever store holds the file.
 */
export function mediaFiles(store: MediaStore) {
  return new Hono().get('/:name', async (c) => {
    const name = c.req.param('name');
    const match = STORED_MEDIA_NAME.exec(name);
    const type = match?.[2] ? MIME_OF_EXTENSION[match[2]] : undefined;
    if (!match || !type) return c.text('Not found', 404);
    const size = await store.size(name);
    if (size === undefined) return c.text('Not found', 404);
    const etag = `"${match[1]}"`;
    if (matches(c.req.header('If-None-Match'), etag)) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE });
    }
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'Accept-Ranges': 'bytes',
    };
    const range = rangeOf(c.req.header('Range'), size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    const span = range === 'whole' ? { start: 0, end: size - 1 } : range;
    const status = range === 'whole' ? 200 : 206;
    if (range !== 'whole') headers['Content-Range'] = `bytes ${span.start}-${span.end}/${size}`;
    headers['Content-Length'] = String(span.end - span.start + 1);
    // A HEAD is answered from the size alone; an empty file has no bytes to read.
    if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers);
    const body = await store.read(name, span);
    return body ? c.body(body, status, headers) : c.text('Not found', 404);
  });
}
