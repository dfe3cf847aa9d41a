import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONValue } from 'hono/utils/types';

/**
 * A JSON answer with its entity tag, made once and sent many times. It remembers the type of the
 * value it was made from, so that the typed client (`hc<AppType>`) knows what the answer holds.
 */
export interface TaggedAnswer<T> {
  /** The JSON as UTF-8, encoded once: each send writes these bytes as they are. */
  body: Uint8Array<ArrayBuffer>;
  /** The same JSON gzipped, also once: what a browser gets (a lesson list's 60 kB become 13 kB). */
  gzipped: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Never set: carries the answer's type only. */
  readonly value?: T;
}

const UTF8 = new TextEncoder();

const tagOfBody = (body: Uint8Array) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The value as JSON, with a strong tag of it: the same on every server process, new with any change. */
export function tagged<T extends JSONValue>(value: T): TaggedAnswer<T> {
  const body = UTF8.encode(JSON.stringify(value));
  return { body, gzipped: new Uint8Array(gzipSync(body)), etag: tagOfBody(body) };
}

/** The tag `tagged` gives a value, without making its bodies. */
export const etagOf = (value: JSONValue): string => tagOfBody(UTF8.encode(JSON.stringify(value)));

/** The tag of the gzipped body: another representation has another strong tag (RFC 9110). */
const gzippedTag = (etag: string) => etag.replace(/"$/, '-gzip"');

/**
 * Whether Accept-Encoding takes gzip: named, or through `*` when not named, and not refused with
 * q=0 (a named coding's weight goes before the wildcard's, RFC 9110 12.5.3).
 */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const weights = new Map<string, boolean>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    weights.set(coding, !params.some((param) => /^q=0(\.0*)?$/.test(param)));
  }
  return weights.get('gzip') ?? weights.get('*') ?? false;
}

/**
 * Whether a conditional header (If-None-Match, If-Match) names this answer's tag, of either body:
 * `*`, or one of the tags it lists. `weak` compares as If-None-Match does, ignoring a tag's `W/`;
 * If-Match compares strongly, and a weak tag never matches (RFC 9110 13.1.1, 13.1.2).
 */
function names(header: string, etag: string, weak: boolean): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const tag = weak ? candidate.trim().replace(/^W\//, '') : candidate.trim();
    return tag === etag || tag === gzippedTag(etag);
  });
}

/** Whether If-None-Match names this answer (both bodies hold the same JSON). */
const matches = (ifNoneMatch: string | undefined, etag: string) => !!ifNoneMatch && names(ifNoneMatch, etag, true);

/** Whether an If-Match header holds for the answer with this tag. */
export const ifMatchHolds = (ifMatch: string, etag: string) => names(ifMatch, etag, false);

/**
 * Sends a signed-in read with its ETag, or 304 without a body when the caller already holds it.
 * Call only after the caller's access was checked: a user who may not read it gets 403 or 404,
 * never 304. Like every /api answer it is `no-store` (set for the whole API: a shared tablet's
 * HTTP cache keeps nothing of a teacher), so the ETag serves callers that keep the body themselves
 * and send If-None-Match; a shared cache must key it by the Authorization header.
 */
export function sendTagged<T>(c: Context, answer: TaggedAnswer<T>): Response & TypedResponse<T, 200, 'json'> {
  const gzip = acceptsGzip(c.req.header('accept-encoding')) && answer.gzipped.byteLength < answer.body.byteLength;
  c.header('ETag', gzip ? gzippedTag(answer.etag) : answer.etag);
  c.header('Vary', 'Authorization, Accept-Encoding');
  // The 304 is the same answer as far as the caller is concerned: the body it already holds.
  if (matches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304) as never;
  if (gzip) {
    return c.body(answer.gzipped, 200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }) as never;
  }
  return c.body(answer.body, 200, { 'content-type': 'application/json' }) as never;
}
