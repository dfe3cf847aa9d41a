import * as z from 'zod';
import { client } from '#api/client.ts';
import { call } from '#api/http.ts';
import { KeyId } from '#domain/course-pack';
import type { OfflineDb } from '#offline/db.ts';

/** Where the device keeps the keys course packs are checked against: public, so kept across sign-outs. */
const PACK_KEYS = 'packKeys';

const PackKeys = z.array(z.object({ keyId: KeyId, publicKey: z.string() }));
export type PackKeys = z.infer<typeof PackKeys>;

/** The keys of the server (and of the servers it imported packs from), as the device last heard them. */
export async function knownPackKeys(db: OfflineDb): Promise<PackKeys> {
  const parsed = PackKeys.safeParse((await db.meta.get(PACK_KEYS))?.value);
  return parsed.success ? parsed.data : [];
}

/**
 * Asks the server for its pack keys and keeps them, so that a pack can be checked later with no
 * network at all. Quiet when the server cannot be reached: the keys kept before still serve.
 */
export async function keepPackKeys(db: OfflineDb): Promise<void> {
  const { keys } = await call((o) => client.packs.keys.$get(undefined, o));
  await db.meta.put({ key: PACK_KEYS, value: PackKeys.parse(keys) });
}
