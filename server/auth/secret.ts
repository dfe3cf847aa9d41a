import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { appMeta } from '../db/schema.ts';

export const MIN_SECRET_BYTES = 32;
/** Where a generated secret is kept: its file under DATA_DIR, its app_meta key, and how a new one is made. */
export interface KeptSecret {
  file: string;
  key: string;
  generate: () => string;
}

const JWT_SECRET: KeptSecret = {
  file: 'jwt-secret',
  key: 'jwt-secret',
  generate: () => `${randomBytes(48).toString('base64url')}\n`,
};

function checkLength(secret: string, origin: string): Uint8Array {
  const bytes = new TextEncoder().encode(secret);
  if (bytes.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`${origin} is ${bytes.byteLength} bytes long; at least ${MIN_SECRET_BYTES} are needed`);
  }
  return bytes;
}

/** The secret kept in DATA_DIR, generated on the first start (several processes may race: one wins). */
async function fileSecret(dataDir: string, kept: KeptSecret): Promise<{ secret: string; origin: string }> {
  const file = path.join(dataDir, kept.file);
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (stored !== undefined) return { secret: stored.trim(), origin: file };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, kept.generate(), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return { secret: (await readFile(file, 'utf8')).trim(), origin: file };
}

/**
 * The secret every process on one database signs with: the one the database keeps, else this
 * process's DATA_DIR secret becomes it (so that tokens of an install that ran one process stay
 * good). Processes on other machines, with other data dirs, then accept each other's tokens.
 */
async function databaseSecret(db: Db, dataDir: string, kept: KeptSecret): Promise<{ secret: string; origin: string }> {
  const stored = async () =>
    (await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, kept.key)).limit(1))[0]?.value;
  const origin = `the database's ${kept.key}`;
  const existing = await stored();
  if (existing !== undefined) return { secret: existing, origin };
  const local = await fileSecret(dataDir, kept);
  await db.insert(appMeta).values({ key: kept.key, value: local.secret }).onConflictDoNothing();
  return { secret: (await stored()) ?? local.secret, origin };
}

/**
 * A secret every process of one install shares: on PostgreSQL the one the database keeps (else this
 * process's DATA_DIR copy becomes it), on PGlite the one under DATA_DIR, generated on the first start.
 */
export function sharedSecret(
  dataDir: string,
  shared: Db | undefined,
  kept: KeptSecret,
): Promise<{ secret: string; origin: string }> {
  return shared ? databaseSecret(shared, dataDir, kept) : fileSecret(dataDir, kept);
}

/**
 * The key tokens are signed with, so that a teacher signed in before a restart (or on another of
 * the server's processes) notices nothing: JWT_SECRET when set; else, on PostgreSQL, one kept in
 * the database all processes share; else (PGlite) one generated on the first start and kept under
 * DATA_DIR. A short secret refuses to start.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
  shared?: Db | undefined,
): Promise<Uint8Array> {
  if (configured !== undefined) return checkLength(configured, 'JWT_SECRET');
  const { secret, origin } = await sharedSecret(dataDir, shared, JWT_SECRET);
  return checkLength(secret, origin);
}
