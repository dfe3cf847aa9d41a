import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { type OfflineDb, openOfflineDb } from '#offline/db.ts';
import { storeOpener } from '#offline/idb.ts';
import { replaceLearners, saveLearnerLocally } from '#offline/learners.ts';
import { keepFirstLearners, learnersOnDevice } from '#offline/page-learners.ts';
import { onStoreChange } from '#offline/store-changes.ts';
import { fromServer } from '../support/learners-on.ts';

/**
 * A first visit keeps the teacher's learners and shows them without Dexie; a device that already
 * holds a list, or changes to send, leaves the merge to Dexie.
 */

const learner = (displayName: string) => fromServer(crypto.randomUUID(), displayName);

const SIGNED_IN = new AbortController().signal;

let db: OfflineDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

/** A database of this test's own, made by the small store as a first visit makes it. */
const fresh = () => storeOpener(`page-learners-${crypto.randomUUID()}`, true);

describe("a lesson page's learners without Dexie", () => {
  it("keeps a first visit's list as the server gave it, shows it by name and says so to the views", async () => {
    const open = fresh();
    const told: string[] = [];
    const stop = onStoreChange('learners', () => told.push('learners'));
    expect(await keepFirstLearners('ann', [learner('Zoe'), learner('Ava')], SIGNED_IN, open)).toBe(true);
    stop();
    expect((await learnersOnDevice('ann', open)).map((each) => each.displayName)).toEqual(['Ava', 'Zoe']);
    expect((await learnersOnDevice('ann', open)).every((each) => each.onServer && each.userId === 'ann')).toBe(true);
    expect(await learnersOnDevice('bob', open)).toEqual([]);
    expect(told).toEqual(['learners']);
  });

  it('leaves a device with a list, or with a change still to send, to the merge, keeping nothing', async () => {
    const open = fresh();
    const name = ((await open()) as IDBDatabase).name;
    db = openOfflineDb(name);
    await replaceLearners(db, 'ann', [learner('Ava')]);
    expect(await keepFirstLearners('ann', [learner('Ben')], SIGNED_IN, open)).toBe(false);
    expect((await learnersOnDevice('ann', open)).map((each) => each.displayName)).toEqual(['Ava']);

    const step = {
      type: 'save-learner',
      learnerId: crypto.randomUUID(),
      displayName: 'Cal',
      avatar: 'sun',
      group: '',
      archived: false,
    } as const;
    await saveLearnerLocally(db, 'bob', step);
    expect(await keepFirstLearners('bob', [learner('Dan')], SIGNED_IN, open)).toBe(false);
    expect((await learnersOnDevice('bob', open)).map((each) => each.displayName)).toEqual(['Cal']);
  });

  it('keeps nothing once she has signed out while the list was on its way', async () => {
    const open = fresh();
    const session = new AbortController();
    session.abort();
    expect(await keepFirstLearners('ann', [learner('Ava')], session.signal, open)).toBe(true);
    expect(await learnersOnDevice('ann', open)).toEqual([]);
  });
});
