import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import { hotReads } from '../repo/hot-reads.ts';
import type { UserRow } from '../repo/users.ts';

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

/**
 * Sets `user` to the caller named by a valid token. The spec's customerId header is accepted but
 * never trusted: identity comes from the token alone.
 */
export function identify(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    c.set('token', null);
    const token = requestToken(c, deps.corsOrigins);
    const claims = token ? await deps.tokens.verify(token) : null;
    if (claims) {
      const reads = hotReads(deps.db);
      const [[user], revoked] = await Promise.all([
        reads.userById.execute({ id: claims.userId }),
        claims.tokenId ? reads.tokenRevoked.execute({ id: claims.tokenId }) : [],
      ]);
      if (user && user.tokenVersion === claims.version && revoked.length === 0) {
        c.set('user', user);
        c.set('token', claims);
      }
    }
    await next();
  });
}

export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!user.admin) throw new ApiError(403, 'Only admins can do this');
  return user;
}

/** Route guards: they run before validation, so a caller without rights learns nothing else. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireAdmin(c);
  await next();
});
