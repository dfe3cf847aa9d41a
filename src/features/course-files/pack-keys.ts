import { client } from '#api/client.ts';
import { call } from '#api/http.ts';
import { KEY_ID_PATTERN } from '#domain/pack-names';
import type { OfflineDb } from '#offline/db.ts';

/** Where the device keeps the keys course packs are checked against: public, so kept across sign-outs. */
const PACK_KEYS = 'packKeys';

export type PackKeys = { keyId: string; publicKey: string }[];

/**
 * The keys as kept, or null when `value` is not a list of them. Checked without a schema: the start
 * page keeps the keys, and zod with the pack's schemas is a long task to evaluate on a tablet.
 */
export function packKeysOf(value: unknown): PackKeys | null {
  if (!Array.isArray(value)) return null;
  const keys: PackKeys = [];
  for (const key of value as unknown[]) {
    if (typeof key !== 'object' || key === null) return null;
    const { keyId, publicKey } = key as Record<string, unknown>;
    if (typeof keyId !== 'string' || !KEY_ID_PATTERN.test(keyId) || typeof publicKey !== 'string') return null;
    keys.push({ keyId, publicKey });
  }
  return keys;
}

/** The keys of the server (and of the servers it imported packs from), as the device last heard them. */
export async function knownPackKeys(db: OfflineDb): Promise<PackKeys> {
  return packKeysOf((await db.meta.get(PACK_KEYS))?.value) ?? [];
}

/**
 * Asks the server for its pack keys and keeps them, so that a pack can be checked later with no
 * network at all. Quiet when the server cannot be reached: the keys kept before still serve.
 */
export async function keepPackKeys(db: OfflineDb): Promise<void> {
  const { keys } = await call((o) => client.packs.keys.$get(undefined, o));
  const checked = packKeysOf(keys);
  if (!checked) throw new Error('The server answered pack keys that are not a list of keys.');
  await db.meta.put({ key: PACK_KEYS, value: checked });
}
