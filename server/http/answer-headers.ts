import type { Context } from 'hono';

/**
 * Sets a header on the answer a handler has already made, from a middleware after `next()`.
 * Hono's `c.header` would make the answer again as a full Response whose body is a stream, which
 * @hono/node-server then writes chunk by chunk: for a small JSON read that costs more than the
 * read. The answer's own headers are set in place, as hono's secureHeaders does; only an answer
 * whose headers cannot change (one passed on from a fetch) is made again.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    c.header(name, value);
  }
}
