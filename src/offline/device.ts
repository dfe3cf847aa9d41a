import type { OfflineDb } from './db.ts';

const CLIENT_ID = 'clientId';
const NEXT_SEQ = 'nextSeq';

/** This device's id, made once and kept: the server breaks ties between devices with it. */
export async function deviceClientId(db: OfflineDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await db.meta.get(CLIENT_ID);
    if (typeof existing?.value === 'string') return existing.value;
    const id = crypto.randomUUID();
    await db.meta.put({ key: CLIENT_ID, value: id });
    return id;
  });
}

/** The next number of this device's sequence; call inside a transaction that includes db.meta. */
export async function takeNextSeq(db: OfflineDb): Promise<number> {
  const entry = await db.meta.get(NEXT_SEQ);
  const seq = typeof entry?.value === 'number' ? entry.value : 1;
  await db.meta.put({ key: NEXT_SEQ, value: seq + 1 });
  return seq;
}
