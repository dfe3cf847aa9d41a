import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { Password } from '#domain/auth';

const DAY_SECONDS = 24 * 60 * 60;
const DURATION = /^(\d+)\s*(s|m|h|d)?$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: DAY_SECONDS } as const;

/** A token lifetime such as `7d`, `36h`, `90m` or a number of seconds. */
export function parseDuration(text: string): number {
  const match = DURATION.exec(text.trim());
  if (!match) throw new Error(`TOKEN_TTL must look like 7d, 12h, 30m or a number of seconds, not "${text}"`);
  const unit = (match[2] ?? 's') as keyof typeof UNIT_SECONDS;
  const seconds = Number(match[1]) * UNIT_SECONDS[unit];
  if (seconds < 60) throw new Error('TOKEN_TTL must be at least a minute');
  return seconds;
}

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  JWT_SECRET: optional,
  TOKEN_TTL: z.string().default('7d'),
  ADMIN_EMAIL: optional,
  /** Passwords the seed sets follow the rules of every other password. */
  ADMIN_PASSWORD: optional.pipe(Password.optional()),
  DEMO_CUSTOMER_EMAIL: optional,
  DEMO_CUSTOMER_PASSWORD: optional.pipe(Password.optional()),
  SMTP_URL: optional,
  MAIL_TO_LOG: z.enum(['0', '1', 'true', 'false', '']).default(''),
  MAIL_FROM: z.string().default('Symbol Courses <no-reply@localhost>'),
  CORS_ORIGINS: z.string().default(''),
  PUBLIC_URL: optional,
  ALLOWED_HOSTS: z.string().default(''),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|true|false|)$/, 'TRUST_PROXY is the number of reverse proxies in front of the server')
    .default(''),
  NODE_ENV: z.string().default(''),
  DIST_DIR: z.string().default('./dist'),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false', '']).default(''),
  SHOPIFY_WEBHOOK_SECRET: optional,
  SHOPIFY_SHOP_DOMAIN: optional,
  SYNC_OPS_PER_MINUTE: z.coerce.number().int().min(0).default(3_000),
  SYNC_DEDUPE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60 * 60),
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  MEDIA_STORE: optional,
  S3_ENDPOINT: optional,
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false', '']).default(''),
  AWS_REGION: optional,
  PACK_SIGNING_KEY: optional,
  PACK_MAX_MB: z.coerce.number().int().min(1).max(4095).default(2048),
});

export interface Config {
  port: number;
  /**
   * Server processes to run: WORKERS, else one per core, on PostgreSQL; always one on PGlite, an
   * embedded database only one process can open. `workersAsked` keeps what WORKERS said.
   */
  workers: number;
  workersAsked: number | undefined;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoCustomerEmail: string | undefined;
  demoCustomerPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  corsOrigins: string[];
  /** The origin links in mails point to; never taken from a request. */
  publicUrl: string;
  /** The Host headers requests may carry (host[:port], lower case); any other is refused. */
  allowedHosts: string[];
  /** The number of reverse proxies in front of the server; 0 trusts no forwarded header. */
  trustProxy: number;
  distDir: string;
  seedDemo: boolean;
  /** How long an applied sync op keeps its own dedupe row before only its device's seq counts. */
  dedupeWindowMs: number;
  /** The ops one teacher may sync in a minute, all her devices together; 0: no budget. */
  syncOpsPerMinute: number;
  /** The shop whose order webhooks grant courses; unset, the webhook endpoint is off. */
  shopify: ShopifySettings | undefined;
  /** Where uploaded media are kept: DATA_DIR/media, or an S3-compatible bucket (MEDIA_STORE). */
  mediaStore: { kind: 'folder' } | ({ kind: 's3' } & S3Settings);
  /** The Ed25519 private key (PEM) course packs are signed with; unset, one is generated and kept. */
  packSigningKey: string | undefined;
  /** The largest course pack an import takes. */
  packMaxBytes: number;
}

export interface S3Settings {
  bucket: string;
  /** Key prefix, without slashes at either end; '' for the bucket's top. */
  prefix: string;
  region: string;
  /** A store other than AWS S3 (MinIO, Cloudflare R2, ...): its URL. */
  endpoint: string | undefined;
  /** Buckets addressed as `<endpoint>/<bucket>` rather than `<bucket>.<endpoint>`. */
  forcePathStyle: boolean;
}

export interface ShopifySettings {
  webhookSecret: string;
  shopDomain: string;
}

const yes = (flag: string) => flag === '1' || flag === 'true';

/** TRUST_PROXY: a number of proxies; `true` (one proxy) and `false` as older settings wrote it. */
function proxyCount(text: string): number {
  if (text === 'true') return 1;
  if (text === 'false' || text === '') return 0;
  return Number(text);
}

/** PUBLIC_URL as an origin (`https://courses.example.org`); anything else stops the start. */
function publicOriginOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `PUBLIC_URL must be the address people open the app at, e.g. https://courses.example.org, not "${text}"`,
    );
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.username) {
    throw new Error(
      `PUBLIC_URL must be an http(s) origin without a path, e.g. https://courses.example.org, not "${text}"`,
    );
  }
  return url.origin;
}

/** S3's bucket naming rules (also MinIO's and R2's): 3-63 lower-case letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** MEDIA_STORE (`s3://bucket/prefix`) with S3_ENDPOINT, S3_FORCE_PATH_STYLE and AWS_REGION; unset, the folder. */
function mediaStoreOf(e: z.infer<typeof Env>): Config['mediaStore'] {
  if (!e.MEDIA_STORE) return { kind: 'folder' };
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(e.MEDIA_STORE);
  const bucket = match?.[1] ?? '';
  if (!BUCKET.test(bucket)) {
    throw new Error(
      `MEDIA_STORE must be s3://bucket or s3://bucket/prefix (unset keeps media in DATA_DIR/media), not "${e.MEDIA_STORE}"`,
    );
  }
  if (e.S3_ENDPOINT && !/^https?:\/\/[^/]/.test(e.S3_ENDPOINT)) {
    throw new Error(
      `S3_ENDPOINT must be the store's http(s) address, e.g. https://minio.example.org, not "${e.S3_ENDPOINT}"`,
    );
  }
  const region = e.AWS_REGION ?? (e.S3_ENDPOINT ? 'us-east-1' : undefined);
  if (!region)
    throw new Error("AWS_REGION must name the bucket's region (e.g. eu-west-1) when MEDIA_STORE is on AWS S3");
  return {
    kind: 's3',
    bucket,
    prefix: (match?.[2] ?? '').replace(/^\/+|\/+$/g, ''),
    region,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '' ? Boolean(e.S3_ENDPOINT) : yes(e.S3_FORCE_PATH_STYLE),
  };
}

/** A Host header value as URL parsing writes it: lower case, without a default port. */
export function normalHost(host: string, protocol = 'http:'): string | undefined {
  try {
    const url = new URL(`${protocol}//${host.trim()}`);
    return url.pathname === '/' && !url.username && !url.search ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the settings of the table from the environment; a bad value stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Bad setting: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (corsOrigins.includes('*')) {
    throw new Error('CORS_ORIGINS must list the origins allowed to call the API; * is refused');
  }
  if (e.SHOPIFY_WEBHOOK_SECRET && !e.SHOPIFY_SHOP_DOMAIN) {
    throw new Error(
      'SHOPIFY_SHOP_DOMAIN must name the shop (such as my-shop.myshopify.com) when SHOPIFY_WEBHOOK_SECRET is set',
    );
  }
  const production = e.NODE_ENV === 'production';
  if (production && !e.PUBLIC_URL) {
    throw new Error(
      'PUBLIC_URL must be set when NODE_ENV=production: the address people open the app at (e.g. https://courses.example.org). Links in mails are built from it.',
    );
  }
  if (production && !e.SMTP_URL && !yes(e.MAIL_TO_LOG)) {
    throw new Error(
      'SMTP_URL must be set when NODE_ENV=production: without it, mails and their live sign-in links would go to the log. Set MAIL_TO_LOG=1 to want exactly that.',
    );
  }
  const publicUrl = publicOriginOf(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const publicHost = new URL(publicUrl).host;
  // Without PUBLIC_URL (development only) this machine may be reached under any of its loopback names.
  const defaultHosts = e.PUBLIC_URL ? [publicHost] : [publicHost, `127.0.0.1:${e.PORT}`, `[::1]:${e.PORT}`];
  const listedHosts = e.ALLOWED_HOSTS.split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => {
      const normal = normalHost(host);
      if (!normal) throw new Error(`ALLOWED_HOSTS must list host names (with a port where needed), not "${host}"`);
      return normal;
    });
  return {
    port: e.PORT,
    workers: e.DATABASE_URL ? (e.WORKERS ?? availableParallelism()) : 1,
    workersAsked: e.WORKERS,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: parseDuration(e.TOKEN_TTL),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoCustomerEmail: e.DEMO_CUSTOMER_EMAIL?.toLowerCase(),
    demoCustomerPassword: e.DEMO_CUSTOMER_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    corsOrigins,
    publicUrl,
    allowedHosts: [...new Set([...defaultHosts, ...listedHosts])],
    trustProxy: proxyCount(e.TRUST_PROXY),
    distDir: path.resolve(e.DIST_DIR),
    seedDemo: e.SEED_DEMO === '' ? !production : yes(e.SEED_DEMO),
    shopify:
      e.SHOPIFY_WEBHOOK_SECRET && e.SHOPIFY_SHOP_DOMAIN
        ? { webhookSecret: e.SHOPIFY_WEBHOOK_SECRET, shopDomain: e.SHOPIFY_SHOP_DOMAIN.toLowerCase() }
        : undefined,
    dedupeWindowMs: e.SYNC_DEDUPE_SECONDS * 1000,
    syncOpsPerMinute: e.SYNC_OPS_PER_MINUTE,
    mediaStore: mediaStoreOf(e),
    packSigningKey: e.PACK_SIGNING_KEY,
    packMaxBytes: e.PACK_MAX_MB * 1024 * 1024,
  };
}
