import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'symbol-courses';
export const TOKEN_AUDIENCE = 'symbol-courses-app';
const ALGORITHM = 'HS256';
/** How far the clocks of servers behind one database may differ. */
const CLOCK_SKEW_SECONDS = 60;

export interface TokenClaims {
  userId: string;
  /** The user's token version when the token was issued; a password reset raises it. */
  version: number;
}

/** A valid token's claims, with what a sign-out needs to revoke exactly this token. */
export interface VerifiedToken extends TokenClaims {
  /** The token's own id (`jti`); tokens issued before ids existed have none. */
  tokenId: string | undefined;
  expiresAt: Date;
}

export interface IssuedToken {
  accessToken: string;
  expiresAt: string;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<IssuedToken>;
  /** The claims of a valid token, or null for any token that is not (expired, forged, other alg...). */
  verify(token: string): Promise<VerifiedToken | null>;
  /** A key for `purpose` derived from the server's secret: the same on every process, never stored. */
  deriveKey(purpose: string): string;
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number, now: () => Date = () => new Date()) {
  const service: TokenService = {
    async issue({ userId, version }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const accessToken = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { accessToken, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          // No token issued in the future, none older than a token may live (whatever its exp says).
          maxTokenAge: ttlSeconds,
          clockTolerance: CLOCK_SKEW_SECONDS,
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return {
          userId: payload.sub,
          version: payload.ver,
          tokenId: typeof payload.jti === 'string' ? payload.jti : undefined,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    deriveKey(purpose) {
      return createHmac('sha256', secret).update(`symbol-courses:${purpose}`).digest('base64url');
    },
  };
  return service;
}
