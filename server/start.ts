import path from 'node:path';
import { FailureLimiter } from './auth/rate-limit.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { type Database, openDatabase } from './db/connect.ts';
import { createLogMailer, createSmtpMailer } from './mail/mailer.ts';

/** The database the settings name: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

export async function appDepsFrom(config: Config, database: Database): Promise<AppDeps> {
  const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  return {
    db: database.db,
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer(),
    limiter: new FailureLimiter(),
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    now: () => new Date(),
    dedupeWindowMs: config.dedupeWindowMs,
    oneBatchAtATime: database.kind === 'pglite',
    distDir: config.distDir,
  };
}
