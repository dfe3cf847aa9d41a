import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA = 'public, max-age=3600';

function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  if (/\.(html|webmanifest|js)$/.test(requestPath) || requestPath === '/') return NO_CACHE;
  return MEDIA;
}

function isSourceMap(requestPath: string): boolean {
  try {
    return decodeURIComponent(requestPath).toLowerCase().endsWith('.map');
  } catch {
    return true;
  }
}

/**
 * Serves the built client: files as they are (hashed assets cached for good; the page, the
 * service worker and the manifest always revalidated), and index.html for every other page
 * route so that deep links such as /class/x/lessons/y/find-it open the app. Text files (script,
 * styles, pictures drawn as SVG) are gzipped: a third of the bytes on a slow school line.
 */
export function staticClient(distDir: string) {
  let indexHtml: Promise<string> | undefined;
  const readIndex = () => {
    indexHtml ??= readFile(path.join(distDir, 'index.html'), 'utf8');
    return indexHtml;
  };
  return (
    new Hono()
      .use('*', compress({ encoding: 'gzip' }))
      .use('*', async (c, next) => {
        await next();
        // Set here, on the answer itself: serveStatic's onFound runs after its answer is made.
        if (c.res.ok && !c.res.headers.has('Cache-Control'))
          c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
      })
      // The build keeps its source maps for the developers' tools; they are never served.
      .use('*', async (c, next) => {
        if (isSourceMap(c.req.path)) return c.text('Not found', 404);
        await next();
      })
      .use('*', serveStatic({ root: distDir }))
      .get('*', async (c) => {
        if (path.extname(c.req.path)) return c.text('Not found', 404);
        try {
          c.header('Cache-Control', NO_CACHE);
          return c.html(await readIndex());
        } catch {
          indexHtml = undefined;
          return c.text('The app has not been built: run npm run build', 503);
        }
      })
  );
}
