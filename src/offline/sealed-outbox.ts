import type { OfflineDb, OutboxOp } from './db.ts';
import type { OutboxStore } from './outbox.ts';

const keyEntry = (userId: string) => `outbox-key:${userId}`;

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Sealed steps are filed under a hash of their teacher's id: not even whose they are can be read. */
export async function ownerTag(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`sealed-outbox:${userId}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const importKey = (key: string) =>
  crypto.subtle.importKey('raw', bytesOf(key), 'AES-GCM', false, ['encrypt', 'decrypt']);

/** Where the device keeps its entries (the outbox key among them): the page's Dexie or its small store. */
type MetaStore = Pick<OutboxStore, 'getMeta' | 'setMeta'>;

const keyIn = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Keeps a signed-in teacher's outbox key on the device, so that a sign-out offline can still seal. */
export async function keepOutboxKey(meta: MetaStore, userId: string, key: string): Promise<void> {
  await meta.setMeta(keyEntry(userId), key);
}

export async function outboxKeyOf(meta: MetaStore, userId: string): Promise<string | undefined> {
  return keyIn(await meta.getMeta(keyEntry(userId)));
}

/**
 * At sign-out: the teacher's waiting progress is sealed with her key and the key leaves the
 * device. Answers false (and keeps the steps as they are: progress is never thrown away) when the
 * device never got her key.
 */
export async function sealOutbox(db: OfflineDb, userId: string): Promise<boolean> {
  const stored = keyIn((await db.meta.get(keyEntry(userId)))?.value);
  if (!stored) return false;
  const key = await importKey(stored);
  const owner = await ownerTag(userId);
  const ops = await db.outbox.where('userId').equals(userId).toArray();
  const sealed = await Promise.all(
    ops.map(async (op) => {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        key,
        new TextEncoder().encode(JSON.stringify(op)),
      );
      return { opId: op.opId, userId: owner, iv, data };
    }),
  );
  await db.transaction('rw', db.outbox, db.sealed, db.meta, async () => {
    await db.sealed.bulkPut(sealed);
    await db.outbox.bulkDelete(sealed.map((op) => op.opId));
    await db.meta.delete(keyEntry(userId));
  });
  return true;
}

/** At her next sign-in: the teacher's sealed progress goes back into the outbox, to be sent under her name. */
export async function unsealOutbox(db: OfflineDb, userId: string, key: string): Promise<number> {
  const sealed = await db.sealed
    .where('userId')
    .equals(await ownerTag(userId))
    .toArray();
  if (sealed.length === 0) return 0;
  const cryptoKey = await importKey(key);
  const ops = await Promise.all(
    sealed.map(async ({ iv, data }) => {
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(iv) }, cryptoKey, data);
      return JSON.parse(new TextDecoder().decode(plain)) as OutboxOp;
    }),
  );
  await db.transaction('rw', db.outbox, db.sealed, async () => {
    await db.outbox.bulkPut(ops.filter((op) => op.userId === userId));
    await db.sealed.bulkDelete(sealed.map((op) => op.opId));
  });
  return ops.length;
}

/**
 * Everything of a signed-out teacher the next one could read: saved answers (profile, activity
 * records, lessons), her learners, the courses kept offline (or half kept) and their media (whole or in part). Only one teacher is signed in on a
 * device at a time, so nothing kept belongs to anyone still signed in.
 */
export async function forgetDeviceData(db: OfflineDb): Promise<void> {
  await db.transaction('rw', [db.reads, db.courses, db.media, db.learners, db.downloads, db.partials], async () => {
    await Promise.all([
      db.reads.clear(),
      db.courses.clear(),
      db.media.clear(),
      db.learners.clear(),
      db.downloads.clear(),
      db.partials.clear(),
    ]);
  });
}
