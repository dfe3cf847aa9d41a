import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { NOT_YOUR_COURSE } from '#domain/roles';
import { canAuthor, roleOf } from '#domain/user';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import { type Identified, kept, type Who } from '../repo/kept-reads.ts';
import type { UserRow } from '../repo/users.ts';
import type { VerifiedToken } from './tokens.ts';

/** A plain user's answer on the authoring side: authors are told which courses are theirs (NOT_YOUR_COURSE). */
const ONLY_ADMINS = 'Only admins can do this';

const BEARER = /^Bearer\s+(\S+)$/i;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie rides along with any request the browser sends, also one another site makes it send.
 * A state-changing request authenticated by cookie must therefore come from an allowed origin.
 */
function cookieAllowed(c: Context, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true;
  const origin = c.req.header('origin');
  if (!origin) return true;
  return origin === new URL(c.req.url).origin || allowedOrigins.includes(origin);
}

/** The token of a request: the Bearer header, or the accessToken cookie when the header is absent. */
export function requestToken(c: Context, allowedOrigins: readonly string[] = []): string | undefined {
  const header = c.req.header('authorization');
  if (header !== undefined) return BEARER.exec(header)?.[1];
  if (!cookieAllowed(c, allowedOrigins)) return undefined;
  return getCookie(c, 'accessToken') || undefined;
}

/** The parameters of an identity query for a token. */
const whoHolds = (claims: VerifiedToken): Who => ({ userId: claims.userId, tokenId: claims.tokenId ?? null });

/**
 * The caller of a valid token, when its user exists, the token is of the user's current version
 * (a password reset ends older ones) and it was not revoked: set as `user` and `token`.
 */
function accept(c: Context<AppEnv>, claims: VerifiedToken, row: Identified | undefined): UserRow | null {
  if (!row || row.revoked || row.user.tokenVersion !== claims.version) return null;
  c.set('user', row.user);
  c.set('token', claims);
  return row.user;
}

/**
 * Checks the request's token (signature and times, no database) and leaves looking its user up
 * to the route's guard, which may ask for it together with what the route reads next. The spec's
 * customerId header is accepted but never trusted: identity comes from the token alone.
 */
export function identify(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('token', null);
    const token = requestToken(c, deps.corsOrigins);
    const claims = token ? await deps.tokens.verify(token) : null;
    c.set('claims', claims);
    let caller: Promise<UserRow | null> | undefined;
    c.set('caller', () => {
      caller ??= claims
        ? kept(deps.db, deps.changes)
            .identity(whoHolds(claims))
            .then((row) => c.get('user') ?? accept(c, claims, row))
        : Promise.resolve(null);
      return caller;
    });
    await next();
  });
}

/** The caller named by a valid token, or null; looked up once per request (repo/kept-reads.ts). */
export function caller(c: Context<AppEnv>): Promise<UserRow | null> {
  const user = c.get('user');
  return user ? Promise.resolve(user) : c.get('caller')();
}

export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!user.admin) throw new ApiError(403, ONLY_ADMINS);
  return user;
}

/**
 * An admin, or an author of the course: the authoring side's rule for a course's lessons, lesson
 * cards, Find It cards and media (docs/decisions/0023-roles.md). Checked before the course is
 * looked up, so a caller without rights learns nothing of it.
 */
export function requireAuthorOf(c: Context<AppEnv>, productId: string): UserRow {
  const user = requireUser(c);
  if (!canAuthor(user, productId)) throw new ApiError(403, NOT_YOUR_COURSE);
  return user;
}

/** Route guards: they run before validation, so a caller without rights learns nothing else. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  await caller(c);
  requireUser(c);
  await next();
});

export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  await caller(c);
  requireAdmin(c);
  await next();
});

/** Admins and authors: the route then checks the course with `requireAuthorOf`. */
export const authoring = createMiddleware<AppEnv>(async (c, next) => {
  await caller(c);
  const user = requireUser(c);
  if (roleOf(user) === 'none') throw new ApiError(403, ONLY_ADMINS);
  await next();
});

/**
 * A guard like `signedIn` that looks the caller up together with what the route reads next
 * (`read`, given the caller's ids, answers the identity row with that part): kept by the process
 * or read in one query (repo/kept-reads.ts). The handler gets the row with `found`.
 */
export function signedInWith<Row extends Identified>(read: (c: Context<AppEnv>, who: Who) => Promise<Row | undefined>) {
  const rows = new WeakMap<Context, Row>();
  return {
    guard: createMiddleware<AppEnv>(async (c, next) => {
      const claims = c.get('claims');
      if (claims) {
        const row = await read(c, whoHolds(claims));
        if (row && accept(c, claims, row)) rows.set(c, row);
      }
      requireUser(c);
      await next();
    }),
    found(c: Context): Row {
      const row = rows.get(c);
      if (!row) throw new Error('found() needs the guard of signedInWith on the route');
      return row;
    },
  };
}
