import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { MIME_OF_EXTENSION, STORED_MEDIA_NAME } from '#domain/media';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploaded files at /media/<sha-256>.<ext>, outside /api (whose answers are never stored): a name
 * is its content, so browsers, the service worker and 'Make available offline' may keep it for
 * good. Range requests are answered, so audio and video seek.
 */
export function mediaFiles(dir: string) {
  return new Hono()
    .use('/:name', async (c, next) => {
      const match = STORED_MEDIA_NAME.exec(c.req.param('name'));
      if (!match?.[2] || !MIME_OF_EXTENSION[match[2]]) return c.text('Not found', 404);
      await next();
      if (c.res.status === 200 || c.res.status === 206) {
        c.res.headers.set('Cache-Control', IMMUTABLE);
        c.res.headers.set('Content-Type', MIME_OF_EXTENSION[match[2]] ?? 'application/octet-stream');
      }
    })
    .get('/:name', serveStatic({ root: dir, rewriteRequestPath: (requestPath) => requestPath.replace(/^\/media/, '') }))
    .get('/:name', (c) => c.text('Not found', 404));
}
