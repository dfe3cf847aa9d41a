import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { HashGate } from './auth/passwords.ts';
import { AttemptLimiter } from './auth/rate-limit.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { type Database, openDatabase } from './db/connect.ts';
import { createLogMailer, createSmtpMailer } from './mail/mailer.ts';
import { fileStore } from './media/file-store.ts';
import { resolvePackSigner } from './packs/signing-key.ts';

/**
 * The database the settings name: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR.
 * DATA_DIR (the database's files, the JWT secret, generated passwords) is made readable by the
 * server's user only, whatever the umask let PGlite create inside it.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await chmod(config.dataDir, 0o700);
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}

export async function appDepsFrom(config: Config, database: Database): Promise<AppDeps> {
  // Made at start, so that serving /media finds its folder before the first upload.
  await mkdir(path.join(config.dataDir, 'media'), { recursive: true, mode: 0o700 });
  const shared = database.kind === 'postgres' ? database.db : undefined;
  const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir, shared);
  const now = () => new Date();
  return {
    db: database.db,
    changes: database.changes,
    tokens: createTokenService(secret, config.tokenTtlSeconds),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createLogMailer(),
    limiter: new AttemptLimiter(database.db, now),
    hashes: new HashGate(),
    publicUrl: config.publicUrl,
    allowedHosts: config.allowedHosts,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    tokenTtlSeconds: config.tokenTtlSeconds,
    now,
    shopify: config.shopify,
    dedupeWindowMs: config.dedupeWindowMs,
    oneBatchAtATime: database.kind === 'pglite',
    media: fileStore(path.join(config.dataDir, 'media')),
    packs: {
      signer: await resolvePackSigner(config.packSigningKey, config.dataDir, shared),
      maxBytes: config.packMaxBytes,
    },
    distDir: config.distDir,
  };
}
