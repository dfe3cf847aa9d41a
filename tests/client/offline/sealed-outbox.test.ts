import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type OfflineDb, type OutboxOp, openOfflineDb } from '#offline/db.ts';
import { dexieOutbox } from '#offline/outbox.ts';
import { forgetDeviceData, keepOutboxKey, sealOutbox, unsealOutbox } from '#offline/sealed-outbox.ts';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
const KEY = base64url(new Uint8Array(32).fill(7));
const op = (opId: string, userId: string, lessonId = 'lesson-secret'): OutboxOp => ({
  opId,
  userId,
  clientId: 'device-1',
  seq: Number(opId.slice(3)),
  type: 'update-progress',
  productId: 'course-1',
  lessonId,
  activityKey: 'learn-it',
  url: `/class/course-1/lessons/${lessonId}/learn-it`,
  occurredAt: '2026-11-24T09:00:00.000Z',
  state: 'queued',
});

/** Everything the database holds, as one text: what page script of the next teacher could read. */
async function everything(db: OfflineDb): Promise<string> {
  const tables = await Promise.all(db.tables.map((table) => table.toArray()));
  return JSON.stringify(tables, (_key, value) =>
    value instanceof ArrayBuffer || ArrayBuffer.isView(value)
      ? new TextDecoder('latin1').decode(value instanceof ArrayBuffer ? value : value.buffer)
      : value,
  );
}

describe('progress of a signed-out teacher on a shared tablet', () => {
  let db: OfflineDb;
  beforeEach(() => {
    db = openOfflineDb(`sealed-${crypto.randomUUID()}`);
  });
  afterEach(() => db.delete());

  it('is sealed at sign-out: neither the steps nor whose they are can be read, and her key is gone', async () => {
    await db.outbox.bulkPut([op('op-1', 'ann'), op('op-2', 'ann'), op('op-3', 'bob', 'lesson-of-bob')]);
    await keepOutboxKey(dexieOutbox(db), 'ann', KEY);

    expect(await sealOutbox(db, 'ann')).toBe(true);

    expect((await db.outbox.toArray()).map((row) => row.opId)).toEqual(['op-3']);
    expect(await db.sealed.count()).toBe(2);
    const left = await everything(db);
    expect(left).not.toContain('ann');
    expect(left).not.toContain('lesson-secret/learn-it');
    expect(left).not.toContain(KEY);
  });

  it('comes back into the outbox, unchanged, when she signs in again with her key', async () => {
    await db.outbox.bulkPut([op('op-1', 'ann'), op('op-2', 'ann')]);
    await keepOutboxKey(dexieOutbox(db), 'ann', KEY);
    await sealOutbox(db, 'ann');

    expect(await unsealOutbox(db, 'bob', base64url(new Uint8Array(32).fill(9)))).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    expect(await unsealOutbox(db, 'ann', KEY)).toBe(2);
    expect(await db.outbox.toArray()).toEqual([op('op-1', 'ann'), op('op-2', 'ann')]);
    expect(await db.sealed.count()).toBe(0);
  });

  it('stays as it is when the device never got her key: progress is never thrown away', async () => {
    await db.outbox.bulkPut([op('op-1', 'ann')]);
    expect(await sealOutbox(db, 'ann')).toBe(false);
    expect(await db.outbox.toArray()).toEqual([op('op-1', 'ann')]);
  });

  it('the rest of what she saw (answers, offline courses, media) is removed, the waiting steps are not', async () => {
    await db.reads.put({ id: 'ann|["user"]', userId: 'ann', value: { email: 'ann@school.test' }, storedAt: 1 });
    await db.courses.put({ productId: 'course-1', title: 'Core', downloadedAt: 1, files: 1, bytes: 3, failed: [] });
    await db.media.put({
      url: 'https://app.test/a.png',
      body: new ArrayBuffer(3),
      type: 'image/png',
      size: 3,
      storedAt: 1,
      owners: ['course-1'],
    });
    await db.outbox.put(op('op-1', 'ann'));
    await forgetDeviceData(db);
    expect([await db.reads.count(), await db.courses.count(), await db.media.count()]).toEqual([0, 0, 0]);
    expect(await db.outbox.count()).toBe(1);
  });
});
