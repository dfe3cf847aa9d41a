import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { SIGN_OUT_PROOF } from '#domain/sign-out-proof';

export const TOKEN_ISSUER = 'symbol-courses';
export const TOKEN_AUDIENCE = 'symbol-courses-app';
const ALGORITHM = 'HS256';
/** How far the clocks of servers behind one database may differ. */
const CLOCK_SKEW_SECONDS = 60;
/** How many tokens whose signature was checked each process remembers (a few MB at most). */
const CHECKED_TOKENS = 10_000;

export interface TokenClaims {
  userId: string;
  /** The user's token version when the token was issued; a password reset raises it. */
  version: number;
}

/** A valid token's claims, with what a sign-out needs to revoke exactly this token. */
export interface VerifiedToken extends TokenClaims {
  /** The token's own id (`jti`); tokens issued before ids existed have none. */
  tokenId: string | undefined;
  /** When the token stops being accepted: its exp (or issue time plus the lifetime), plus the clock skew. */
  expiresAt: Date;
}

/** A token of this server that a sign-out proof shows its sender held: what revoking it takes. */
export interface SignedOutToken {
  tokenId: string;
  /** When it would stop being accepted anyway (maybe past already: then nothing is left to revoke). */
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
  /**
   * The token a sign-out proof (src/domain/sign-out-proof.ts) was made from, when it is one this
   * server issued, expired or not; null for anything else (made up, another server's, changed).
   */
  verifySignOut(proof: string): SignedOutToken | null;
  /** A key for `purpose` derived from the server's secret: the same on every process, never stored. */
  deriveKey(purpose: string): string;
}

/** A token whose signature and claims were checked once, and the time span in which it is valid. */
interface CheckedToken {
  claims: VerifiedToken;
  /** Epoch ms: before it (issued in the future beyond the clock skew) the token is refused… */
  validFrom: number;
  /** …and from it on (expired, or older than a token may live). */
  validUntil: number;
}

/** The epoch ms when a token of these claims stops being accepted: the bound jwtVerify checks, with the skew. */
function acceptedUntil(payload: JWTPayload, ttlSeconds: number): number {
  return (Math.min(payload.exp ?? 0, (payload.iat ?? 0) + ttlSeconds) + CLOCK_SKEW_SECONDS) * 1000;
}

/** The claims a token of this server carries besides its signature. */
function isOurs(header: { alg?: string | undefined }, payload: JWTPayload): boolean {
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  return header.alg === ALGORITHM && payload.iss === TOKEN_ISSUER && audiences.includes(TOKEN_AUDIENCE);
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number, now: () => Date = () => new Date()) {
  // Checking a signature (WebCrypto HMAC) is most of a signed-in read's own work, and a client
  // sends the same token with every call: the outcome of that pure check is kept by the token's
  // exact text, and only the times are checked again. Whether the token was revoked or its user
  // changed is not kept here: the database is asked on every call (auth/middleware.ts).
  const checked = new Map<string, CheckedToken>();
  const remember = (token: string, entry: CheckedToken) => {
    if (checked.size >= CHECKED_TOKENS) checked.delete(checked.keys().next().value as string);
    checked.set(token, entry);
  };
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
      const known = checked.get(token);
      if (known) {
        const at = now().getTime();
        return at >= known.validFrom && at < known.validUntil ? known.claims : null;
      }
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
        const claims: VerifiedToken = {
          userId: payload.sub,
          version: payload.ver,
          tokenId: typeof payload.jti === 'string' ? payload.jti : undefined,
          expiresAt: new Date(acceptedUntil(payload, ttlSeconds)),
        };
        // The same bounds jwtVerify checks: exp and iat + maxTokenAge, each with the clock skew.
        const issuedAt = (payload.iat ?? 0) - CLOCK_SKEW_SECONDS;
        remember(token, { claims, validFrom: issuedAt * 1000, validUntil: claims.expiresAt.getTime() });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    verifySignOut(proof) {
      const [header = '', payload = '', hashed = ''] = proof.split('.');
      if (!SIGN_OUT_PROOF.test(proof)) return null;
      // The token's signature is HMAC-SHA256 over its header and payload; the proof holds its SHA-256.
      const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
      const expected = createHash('sha256').update(signature).digest();
      const given = Buffer.from(hashed, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = decodeJwt(proof);
        if (!isOurs(decodeProtectedHeader(proof), claims) || typeof claims.jti !== 'string') return null;
        return { tokenId: claims.jti, expiresAt: new Date(acceptedUntil(claims, ttlSeconds)) };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
    deriveKey(purpose) {
      return createHmac('sha256', secret).update(`symbol-courses:${purpose}`).digest('base64url');
    },
  };
  return service;
}
