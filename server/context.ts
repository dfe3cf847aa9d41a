import type { FailureLimiter } from './auth/rate-limit.ts';
import type { TokenService } from './auth/tokens.ts';
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
  now: () => Date;
  /** How long an applied sync op keeps its own dedupe row (DEDUPE_WINDOW_MS when absent). */
  dedupeWindowMs?: number | undefined;
  /**
   * Apply sync batches one at a time in this process. For PGlite: its one connection would
   * otherwise queue every other user's read behind several batches.
   */
  oneBatchAtATime?: boolean | undefined;
  /** The built client to serve beside the API; without it only the API answers. */
  distDir?: string | undefined;
}

export interface AppEnv {
  Variables: {
    /** The caller identified by a valid token, or null. */
    user: UserRow | null;
  };
}
