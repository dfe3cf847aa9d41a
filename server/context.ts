import type { FailureLimiter } from './auth/rate-limit.ts';
import type { TokenService, VerifiedToken } from './auth/tokens.ts';
import type { ShopifySettings } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Mailer } from './mail/mailer.ts';
import type { UserRow } from './repo/users.ts';

/** Everything the routes need, handed in once so tests can build the app on their own database. */
export interface AppDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  limiter: FailureLimiter;
  /** Base of links in mails; without it, the origin the request came to. */
  publicUrl?: string | undefined;
  corsOrigins: readonly string[];
  trustProxy: boolean;
  /** How long a token lives: a revocation known only by the token's id is kept that long. */
  tokenTtlSeconds: number;
  now: () => Date;
  /** The shop whose signed order webhooks grant courses; without it POST /webhooks/shopify is off. */
  shopify?: ShopifySettings | undefined;
  /** The built client to serve beside the API; without it only the API answers. */
  distDir?: string | undefined;
}

export interface AppEnv {
  Variables: {
    /** The caller identified by a valid token, or null. */
    user: UserRow | null;
    /** The valid token the caller was identified by, or null. */
    token: VerifiedToken | null;
  };
}
