import type { Learner } from '#domain/learner';
import type { OfflineDb } from '#offline/db.ts';
import { storeOpener } from '#offline/idb.ts';
import { learnersOnDevice } from '#offline/page-learners.ts';

/** The learners a lesson page shows from `db` (a test's own database), by name. */
export const learnersOf = (db: OfflineDb, userId: string) => learnersOnDevice(userId, storeOpener(db.name));

/** A learner as the server lists her. */
export const fromServer = (id: string, displayName: string): Learner => ({
  _id: id,
  displayName,
  avatar: 'fish',
  group: 'Blue',
  archived: false,
  settings: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
