import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** A JSON answer with its entity tag, made once and sent many times. */
export interface TaggedAnswer {
  body: string;
  etag: string;
}

/** A strong tag of the body itself: the same on every server process, new with any change. */
export function tagged(body: string): TaggedAnswer {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a signed-in read with its ETag, or 304 without a body when the caller already holds it.
 * Call only after the caller's access was checked: a user who may not read it gets 403 or 404,
 * never 304. Like every /api answer it is `no-store` (set for the whole API: a shared tablet's
 * HTTP cache keeps nothing of a teacher), so the ETag serves callers that keep the body themselves
 * and send If-None-Match; a shared cache must key it by the Authorization header.
 */
export function sendTagged(c: Context, answer: TaggedAnswer) {
  c.header('ETag', answer.etag);
  c.header('Vary', 'Authorization');
  if (matches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304);
  return c.body(answer.body, 200, { 'content-type': 'application/json' });
}
