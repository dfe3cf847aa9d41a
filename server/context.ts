import type { HttpBindings } from '@hono/node-server';
import type { HashGate } from './auth/passwords.ts';
import type { AttemptLimiter } from './auth/rate-limit.ts';
import type { TokenService, VerifiedToken } from './auth/tokens.ts';
import type { ShopifySettings } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/connect.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStore } from './media/media-store.ts';
import type { PackSigner } from './packs/signing-key.ts';
import type { UserRow } from './repo/users.ts';

/** Everything the routes need, handed in once so tests can build the app on their own database. */
export interface AppDeps {
  db: Db;
  /** The database's announced changes: what each process keeps of users, tokens and access follows them. */
  changes: ChangeFeed;
  tokens: TokenService;
  mailer: Mailer;
  limiter: AttemptLimiter;
  /** The cap on password hashes running at once. */
  hashes: HashGate;
  /** Base of links in mails (PUBLIC_URL): never taken from a request. */
  publicUrl: string;
  /** Host headers a request may carry; others are answered 400. */
  allowedHosts: readonly string[];
  corsOrigins: readonly string[];
  /** How many reverse proxies stand in front of the server (TRUST_PROXY). */
  trustProxy: number;
  now: () => Date;
  /** The shop whose signed order webhooks grant courses; without it POST /webhooks/shopify is off. */
  shopify?: ShopifySettings | undefined;
  /** How long an applied sync op keeps its own dedupe row (DEDUPE_WINDOW_MS when absent). */
  dedupeWindowMs?: number | undefined;
  /** The ops one teacher may sync in a minute (SYNC_OPS_PER_MINUTE); 0: no budget. */
  syncOpsPerMinute?: number | undefined;
  /**
   * Apply sync batches one at a time in this process. For PGlite: its one connection would
   * otherwise queue every other user's read behind several batches.
   */
  oneBatchAtATime?: boolean | undefined;
  /**
   * Whether the database answers now (PostgreSQL; GET /health asks it). Absent for PGlite, which
   * lives in this process and is there while it is.
   */
  databaseReachable?: (() => Promise<boolean>) | undefined;
  /** Uploaded media, kept by content (DATA_DIR/media or MEDIA_STORE) and served at /media/<hash>.<ext>. */
  media: MediaStore;
  /** Course packs: the key they are signed with and the largest one an import takes. */
  packs: { signer: PackSigner; maxBytes: number };
  /** How long archived learners are kept before the server erases them (LEARNER_RETENTION); absent: kept. */
  learnerRetentionMs?: number | undefined;
  /** The built client to serve beside the API; without it only the API answers. */
  distDir?: string | undefined;
}

export interface AppEnv {
  /** Node's request and response, when served by @hono/node-server (not in a test's `app.request`). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** The caller identified by a valid token, or null until a guard (or `caller(c)`) looked it up. */
    user: UserRow | null;
    /** The valid token the caller was identified by, or null. */
    token: VerifiedToken | null;
    /** The claims of the request's token, checked for signature and times but not yet against the database. */
    claims: VerifiedToken | null;
    /** Looks the caller up (once per request): use `caller(c)` from auth/middleware.ts. */
    caller: () => Promise<UserRow | null>;
  };
}
