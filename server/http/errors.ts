import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

/**
 * Whether a database error is PostgreSQL's "data exception" (SQLSTATE class 22): a value the
 * validation let through but the database cannot hold, i.e. bad input rather than a server fault.
 */
export function isUnstorableValue(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
