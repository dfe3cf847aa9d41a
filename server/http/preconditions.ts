import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import type { StillHolds } from '../repo/versioned-save.ts';
import { etagOf, ifMatchHolds } from './etag.ts';

/**
 * The preconditions of a save, both optional as HTTP's are: the body's `version` (or, for the
 * lessons' order, `basedOn`), which the app's editors always send, and an `If-Match` header naming
 * the ETag of the answer the client read (RFC 9110 13.1.1). A save that carries neither (the spec's
 * plain payload) replaces what is stored; each one it carries must hold, or the save answers 409
 * with what is stored now, as a stale version always has.
 */
export function basedOn<Row, Answer extends JSONValue>(
  c: Context,
  /** Whether the stored row is the one the body's field says the save was based on; absent without one. */
  field: StillHolds<Row> | undefined,
  /** The row as the API answers it, whose ETag an If-Match names. */
  answer: (row: Row) => Answer,
): StillHolds<Row> {
  const ifMatch = c.req.header('if-match');
  return (stored) =>
    (field === undefined || field(stored)) && (ifMatch === undefined || ifMatchHolds(ifMatch, etagOf(answer(stored))));
}

/** The body's `version` as a precondition on a versioned row. */
export const sameVersion = (version: number | undefined): StillHolds<{ version: number }> | undefined =>
  version === undefined ? undefined : (stored) => stored.version === version;

/** Sets the ETag of what a save answers, so that the client's next save may name it in If-Match. */
export function tagAnswer<Answer extends JSONValue>(c: Context, answer: Answer): Answer {
  c.header('ETag', etagOf(answer));
  return answer;
}
