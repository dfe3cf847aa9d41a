import path from 'node:path';
import { z } from 'zod';

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
  ADMIN_PASSWORD: optional,
  DEMO_CUSTOMER_EMAIL: optional,
  DEMO_CUSTOMER_PASSWORD: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Symbol Courses <no-reply@localhost>'),
  CORS_ORIGINS: z.string().default(''),
  PUBLIC_URL: optional,
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false', '']).default(''),
  DIST_DIR: z.string().default('./dist'),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false', '']).default(''),
  SYNC_DEDUPE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 60 * 60),
});

export interface Config {
  port: number;
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
  publicUrl: string | undefined;
  trustProxy: boolean;
  distDir: string;
  seedDemo: boolean;
  /** How long an applied sync op keeps its own dedupe row before only its device's seq counts. */
  dedupeWindowMs: number;
}

const yes = (flag: string) => flag === '1' || flag === 'true';

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
  return {
    port: e.PORT,
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
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: yes(e.TRUST_PROXY),
    distDir: path.resolve(e.DIST_DIR),
    seedDemo: e.SEED_DEMO === '' ? true : yes(e.SEED_DEMO),
    dedupeWindowMs: e.SYNC_DEDUPE_SECONDS * 1000,
  };
}
