import type { ClientRequestOptions, ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { EditConflict } from '#domain/edit-version';
import { noteAnswered, noteUnreachable } from '#offline/reachability.ts';
import { sessionHeaders } from '#session/session.ts';

/** The generic transport texts of the spec's error catalogue. */
export const NETWORK_ERROR = 'Network Error';
export const REQUEST_ABORTED = 'Request aborted';
/** The catalogue's timeout message, in words for the teacher (not the library's "timeout of 7000ms exceeded"). */
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Check the connection and try again.';

const DEFAULT_TIMEOUT_MS = 20_000;

/** A failed call: the server's status and text, or status 0 when no answer came back. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the network, not the server, failed (offline, timeout, cut connection). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** The server could not be reached (offline, timeout, cut answer) or is down: not the request's fault. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetwork || error.status >= 500);
}

/** True when the server refused the call to this user (403): e.g. a course they have not bought. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** True for the error of a call that waited its whole time for an answer: waiting again will not help. */
export function isTimeout(error: unknown): boolean {
  return error instanceof ApiError && error.isNetwork && error.message === TIMEOUT_MESSAGE;
}

/** The text to show for any error: the server's message (or error) field, else the error's own. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /**
   * Headers in place of the session's, and no cookies: a sign-out names exactly the tokens it ends,
   * never the session cookie of whoever is signed in now.
   */
  headers?: Record<string, string>;
}

export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; error?: unknown };
    if (typeof record.message === 'string' && record.message) return record.message;
    if (typeof record.error === 'string' && record.error) return record.error;
  }
  return fallback;
}

/**
 * Sends one request (built by `send` with the signal and headers given) and answers its parsed
 * JSON, or throws ApiError: status 0 when no whole answer came back (offline, timeout, cut mid-body),
 * else the server's status and message. Every answer, or its absence, is noted for the header's
 * 'Online' / 'Server not reachable'.
 */
async function exchange(
  send: (signal: AbortSignal, headers: Record<string, string>, credentials: RequestCredentials) => Promise<Response>,
  options: RequestOptions,
): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sentAt = Date.now();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const failed = () => {
    if (options.signal?.aborted && !timeout.aborted) return new ApiError(0, REQUEST_ABORTED);
    noteUnreachable(sentAt);
    if (timeout.aborted) return new ApiError(0, TIMEOUT_MESSAGE);
    return new ApiError(0, NETWORK_ERROR);
  };
  let response: Response;
  try {
    response = await send(
      signal,
      { Accept: 'application/json', ...(options.headers ?? sessionHeaders()) },
      options.headers ? 'omit' : 'same-origin',
    );
  } catch {
    throw failed();
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The answer was cut mid-body (or timed out while it came): nothing of it can be trusted.
    throw failed();
  }
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      // A success that is not the JSON it says it is was cut short on the way.
      if (response.ok && response.headers.get('Content-Type')?.includes('json')) {
        noteUnreachable(sentAt);
        throw new ApiError(0, NETWORK_ERROR);
      }
      body = text;
    }
  }
  if (response.status >= 500) noteUnreachable(sentAt);
  else noteAnswered();
  if (!response.ok) throw new ApiError(response.status, messageOf(body, response.statusText || 'Request failed'), body);
  return body;
}

/** The JSON a typed call answers when it succeeds: the bodies of the route's 2xx JSON answers. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends 'json'
        ? T
        : never
      : never
    : never;

/**
 * Calls the API through the typed client (`client` in ./client.ts), so that a renamed call or field
 * fails the type check: `call((o) => client.lessons[':id'].$get({ param: { id } }, o), { signal })`.
 * Answers the success's JSON, typed by the server's route, or throws ApiError as `api` does.
 */
export async function call<R>(
  send: (options: ClientRequestOptions) => Promise<R>,
  options: RequestOptions = {},
): Promise<SuccessBody<R>> {
  return (await exchange(
    (signal, headers, credentials) => send({ headers, init: { signal, credentials } }) as unknown as Promise<Response>,
    options,
  )) as SuccessBody<R>;
}

/** The 409 of a save based on an older version: what is stored now, who saved it and when. */
export function conflictOf<T>(error: unknown): EditConflict<T> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<EditConflict<T>> | null;
  if (!body || typeof body !== 'object' || body.current === undefined || typeof body.changedAt !== 'string') {
    return undefined;
  }
  return {
    message: error.message,
    current: body.current,
    changedBy: body.changedBy ?? null,
    changedAt: body.changedAt,
  };
}
