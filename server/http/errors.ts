import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionLoss } from '../db/outage.ts';

/**
 * An answer for a request that cannot be served: its status and the text a person can read.
 * The body carries the text as both `message` (authoring side) and `error` (learner side).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const forbidden = (message = 'You do not have access to this course') => new ApiError(403, message);
export const unauthorized = (message = 'Please sign in') => new ApiError(401, message);

export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { message, error: message, ...extra };
}

export const UNSTORABLE_VALUE =
  'The request holds a value that cannot be stored (such as a NUL character, or a number or date out of range)';

/** Whether the error, or one it was caused by (a database driver wraps its own), passes `test`. */
function anyCause(error: unknown, test: (cause: object) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && test(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the error, or one it was caused by, has a `code` that passes `test`. */
function someCause(error: unknown, test: (code: string) => boolean): boolean {
  return anyCause(error, (cause) => {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' && test(code);
  });
}

/**
 * Whether a database error is PostgreSQL's "data exception" (SQLSTATE class 22): a value the
 * validation let through but the database cannot hold, i.e. bad input rather than a server fault.
 */
export const isUnstorableValue = (error: unknown) => someCause(error, (code) => /^22[0-9A-Z]{3}$/.test(code));

/**
 * Whether the error is a full disk: a file written here (ENOSPC, or EDQUOT past a quota), or the
 * database's own files (PostgreSQL's and PGlite's SQLSTATE 53100, "could not extend file").
 */
export const isDiskFull = (error: unknown) =>
  someCause(error, (code) => code === 'ENOSPC' || code === 'EDQUOT' || code === '53100');

/** The innermost cause's text: what the disk or the database said, without a driver's query. */
function innermostMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && (current as { cause?: unknown })?.cause; depth += 1) {
    current = (current as { cause: unknown }).cause;
  }
  return current instanceof Error ? current.message : String(current);
}

export const DISK_FULL =
  "The server's disk is full, so this was not saved. Please try again later: whoever runs the server must free some space first.";

/** How long a client waits before it tries again after a full disk (the outbox honours it). */
const DISK_FULL_RETRY_SECONDS = '30';

/**
 * The answer to a full disk (507), logged for whoever runs the server: the process goes on, reads
 * are answered, and a write is taken again once space is freed. A refused sync batch acknowledges
 * nothing, so the devices keep its steps and send them again.
 */
export function diskFull(error: unknown, headers: Record<string, string> = {}): ApiError {
  console.error(`The disk is full: ${innermostMessage(error)}`);
  return new ApiError(507, DISK_FULL, {}, { 'Retry-After': DISK_FULL_RETRY_SECONDS, ...headers });
}

const DATABASE_UNREACHABLE =
  'The server cannot reach its database just now, so this could not be done. Please try again in a moment.';

/** How long a client waits before it tries again while the database is away (the outbox honours it). */
const DATABASE_RETRY_SECONDS = '5';

/** Whether the request failed because PostgreSQL could not be reached (not for a fault of the query). */
export const isDatabaseUnreachable = (error: unknown) => anyCause(error, isConnectionLoss);

/**
 * The answer while the database is away (503): the outage is logged once where the connections are
 * watched (db/outage.ts), not again for every request it fails.
 */
export const databaseUnreachable = () =>
  new ApiError(503, DATABASE_UNREACHABLE, {}, { 'Retry-After': DATABASE_RETRY_SECONDS });
