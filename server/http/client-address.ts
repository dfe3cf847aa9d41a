import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address: the socket's, or behind `trustProxy` proxies the X-Forwarded-For entry the
 * outermost of them wrote, N entries from the right. Entries further left are whatever the client
 * sent and are never used; with fewer entries than proxies, the leftmost one.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - trustProxy)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the request reached us over HTTPS (directly or through a trusted proxy). */
export function isHttps(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy > 0 && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
