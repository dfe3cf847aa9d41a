import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { type OfflineDb, openOfflineDb, type QueuedStep } from '#offline/db.ts';
import { storeOpener } from '#offline/idb.ts';
import { enqueueStep } from '#offline/outbox.ts';
import { hasSealedSteps, outboxView, pageOutbox } from '#offline/page-outbox.ts';
import { keepOutboxKey, outboxKeyOf, sealOutbox } from '#offline/sealed-outbox.ts';

/**
 * A signed-in first visit keeps the outbox key, looks for sealed progress and reads what waits on
 * the page's small store, without Dexie; Dexie, loaded later (a step, a sign-out), finds the same.
 */

const KEY = btoa(String.fromCharCode(...new Uint8Array(32).fill(7)))
  .replaceAll('+', '-')
  .replaceAll('/', '_')
  .replaceAll('=', '');
const STEP: QueuedStep = { type: 'start-lesson', productId: 'p', lessonId: 'l', learnerIds: [] };

let db: OfflineDb | undefined;
let small: IDBDatabase | undefined;
afterEach(async () => {
  small?.close();
  await db?.delete();
  db = undefined;
  small = undefined;
});

/** A database of this test's own, made by the small store as a first visit makes it. */
function fresh() {
  const name = `page-outbox-${crypto.randomUUID()}`;
  const opener = storeOpener(name, true);
  const open = async () => {
    small = await opener();
    return small;
  };
  return { name, open };
}

describe("the page's outbox without Dexie", () => {
  it('keeps the outbox key where a sign-out through Dexie finds it, and then sees the sealed steps', async () => {
    const { name, open } = fresh();
    await keepOutboxKey(pageOutbox(open), 'ann', KEY);
    expect(await hasSealedSteps('ann', open)).toBe(false);

    db = openOfflineDb(name);
    await enqueueStep(db, 'ann', STEP);
    expect(await sealOutbox(db, 'ann')).toBe(true);

    expect(await outboxKeyOf(pageOutbox(open), 'ann')).toBeUndefined();
    expect(await hasSealedSteps('ann', open)).toBe(true);
    expect(await hasSealedSteps('bob', open)).toBe(false);
  });

  it("counts a user's waiting steps and lists the refused ones, and its settlements reach Dexie's store", async () => {
    const { name, open } = fresh();
    expect(await outboxView('ann', open)).toEqual({ queued: 0, rejected: [] });

    db = openOfflineDb(name);
    const sent = await enqueueStep(db, 'ann', STEP);
    const refused = await enqueueStep(db, 'ann', STEP);
    await enqueueStep(db, 'ann', STEP);
    await enqueueStep(db, 'bob', STEP);
    await pageOutbox(open).settle(
      [{ key: refused.opId, changes: { state: 'rejected', error: 'No such lesson' } }],
      [sent.opId],
    );

    const view = await outboxView('ann', open);
    expect(view.queued).toBe(1);
    expect(view.rejected.map((op) => [op.opId, op.error])).toEqual([[refused.opId, 'No such lesson']]);
    expect(await db.outbox.get(sent.opId)).toBeUndefined();
  });
});
