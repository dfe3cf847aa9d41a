import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { HashGate } from './auth/passwords.ts';
import { AttemptLimiter } from './auth/rate-limit.ts';
import { resolveJwtSecret } from './auth/secret.ts';
import { createTokenService } from './auth/tokens.ts';
import { keepBackups } from './backup/schedule.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { type Database, openDatabase } from './db/connect.ts';
import { createLogMailer, createSmtpMailer } from './mail/mailer.ts';
import { fileStore } from './media/file-store.ts';
import type { MediaStore } from './media/media-store.ts';
import { resolvePackSigner } from './packs/signing-key.ts';
import { keepLearnerRetention, learnerRetentionMs } from './retention/learner-retention.ts';

/**
 * The database the settings name: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR, with
 * the backups and the learner retention the settings ask for.
 * DATA_DIR (the database's files, the JWT secret, generated passwords) is made readable by the
 * server's user only, whatever the umask let PGlite create inside it.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await chmod(config.dataDir, 0o700);
  return (
    config.databaseUrl
      ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') })
  )
    .then((database) => keepBackups(config, database))
    .then((database) => keepLearnerRetention(database));
}

/**
 * The media store the settings name: DATA_DIR/media, or MEDIA_STORE's bucket, whose client is
 * loaded only then (uploads wait in DATA_DIR/incoming until they are sent).
 */
async function openMediaStore(config: Config): Promise<MediaStore> {
  if (config.mediaStore.kind === 's3') {
    const { openS3Store } = await import('./media/s3-store.ts');
    return openS3Store(config.mediaStore, path.join(config.dataDir, 'incoming'));
  }
  const dir = path.join(config.dataDir, 'media');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return fileStore(dir);
}

export async function appDepsFrom(config: Config, database: Database): Promise<AppDeps> {
  const media = await openMediaStore(config);
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
    now,
    shopify: config.shopify,
    dedupeWindowMs: config.dedupeWindowMs,
    syncOpsPerMinute: config.syncOpsPerMinute,
    oneBatchAtATime: database.kind === 'pglite',
    databaseReachable: database.reachable,
    media,
    packs: {
      signer: await resolvePackSigner(config.packSigningKey, config.dataDir, shared),
      maxBytes: config.packMaxBytes,
    },
    learnerRetentionMs: learnerRetentionMs(),
    distDir: config.distDir,
  };
}
