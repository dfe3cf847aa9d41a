import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MIN_SECRET_BYTES = 32;
const SECRET_FILE = 'jwt-secret';

function checkLength(secret: string, origin: string): Uint8Array {
  const bytes = new TextEncoder().encode(secret);
  if (bytes.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`${origin} is ${bytes.byteLength} bytes long; at least ${MIN_SECRET_BYTES} are needed`);
  }
  return bytes;
}

/**
 * The key tokens are signed with: JWT_SECRET when set, else one generated on the first start and
 * kept under DATA_DIR so that tokens survive restarts. A short secret refuses to start.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured !== undefined) return checkLength(configured, 'JWT_SECRET');
  const file = path.join(dataDir, SECRET_FILE);
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (stored !== undefined) return checkLength(stored.trim(), file);
  const generated = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return checkLength((await readFile(file, 'utf8')).trim(), file);
}
