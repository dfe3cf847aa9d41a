import Dexie, { type EntityTable } from 'dexie';

// The views that follow the store take liveQuery from here, so that Dexie loads only through open-db.ts.
export { liveQuery } from 'dexie';

import type { AccessSettings } from '#domain/access-settings';
import type { OP_TYPES } from '#domain/activity';
import type { BuiltInGame } from '#domain/built-in-games';
import type { PackVersion } from '#domain/course-pack';
import type { SupportLevel } from '#domain/evidence';
import type { LevelResult } from '#domain/games/level-tally';
import type { Learner } from '#domain/learner';
import type { LearnerInput } from '#domain/learner-input';
import type { GoalFields } from '#domain/pending-evidence';
import { OFFLINE_DB_NAME } from './idb.ts';
import { dexieOutbox } from './outbox.ts';
import { SCHEMA_VERSIONS } from './schema.ts';
import { onSettledOutsideDexie, storeChanged, type WatchedStore } from './store-changes.ts';

/** A server answer kept for reading offline, per user and query key. */
export interface SavedRead {
  id: string;
  userId: string;
  value: unknown;
  storedAt: number;
}

/** A media file kept for offline use, served by the service worker. */
export interface StoredMedia {
  url: string;
  /** ArrayBuffer rather than Blob: WebKit cannot keep Blobs in IndexedDB reliably. */
  body: ArrayBuffer;
  type: string;
  size: number;
  storedAt: number;
  /** The courses whose offline copy holds this file; visited lessons keep theirs under 'visited'. */
  owners: string[];
  /** The SHA-256 of `body` (hex) as it was stored: a copy whose bytes no longer match it is fetched again. */
  sha256?: string | undefined;
}

/**
 * The first bytes of a file whose download was cut off, kept so that the next try asks the server
 * only for the rest (a Range request), and only if the file is still the one they came from.
 */
export interface PartialMedia {
  url: string;
  /** The course whose download fetched it. */
  owner: string;
  body: ArrayBuffer;
  /** The whole file's size, as the server said. */
  total: number;
  /** The server's strong ETag, else its Last-Modified: the rest must come from the same file. */
  validator: string;
}

/** A progress step as it is queued; learnerIds name the learners it was for (none: the whole class). */
export interface ProgressStep {
  type: (typeof OP_TYPES)[number];
  productId: string;
  lessonId: string;
  activityKey?: string | undefined;
  url?: string | undefined;
  learnerIds?: string[] | undefined;
}

/** A learner profile made or changed on this device, queued like progress. */
export interface LearnerStep extends LearnerInput {
  type: 'save-learner';
  learnerId: string;
}

/** A learner's access settings changed on this device, whole; queued like a profile change. */
export interface LearnerSettingsStep {
  type: 'save-learner-settings';
  learnerId: string;
  settings: AccessSettings;
}

/** A game level played to its right answer by the learners chosen (never the whole class). */
export interface LevelStep extends LevelResult {
  type: 'record-level';
  productId: string;
  lessonId: string;
  game: BuiltInGame;
  learnerIds: string[];
}

/** The support a learner needed in a lesson today, marked by the teacher with one tap. */
export interface SupportStep {
  type: 'set-support';
  learnerId: string;
  productId: string;
  lessonId: string;
  day: string;
  level: SupportLevel;
}

/** A learner's goal written, changed or removed on this device, whole. */
export interface GoalStep extends GoalFields {
  type: 'save-goal';
}

/** A step that names one learner: it leaves the device with them. */
export type OneLearnerStep = LearnerStep | LearnerSettingsStep | SupportStep | GoalStep;

export type QueuedStep = ProgressStep | LevelStep | OneLearnerStep;

/** What the outbox keeps with every step. */
interface Queued {
  opId: string;
  userId: string;
  clientId: string;
  seq: number;
  occurredAt: string;
  /** 'queued' waits to be sent; 'rejected' was refused by the server and is kept for the teacher to see. */
  state: 'queued' | 'rejected';
  error?: string | undefined;
}

/** One queued step waiting in the outbox until the server has acknowledged it. */
export type OutboxOp = QueuedStep & Queued;

/** A teacher's learner as this device knows it: the server's copy, or a change not sent yet. */
export interface LocalLearner extends Learner {
  userId: string;
  /**
   * The server has listed this learner: missing from a later list, she was erased there, even if
   * this device still holds a change to her. Unset on a profile made here and not yet listed.
   */
  onServer?: true;
}

/** A course made available offline on this device. */
export interface OfflineCourse {
  productId: string;
  title: string;
  downloadedAt: number;
  files: number;
  bytes: number;
  failed: string[];
  /**
   * Which version of the course the copy holds: the server's, as a pack names it. Missing on copies
   * kept before it was recorded; serverCopyIsNewer counts those as older.
   */
  version?: PackVersion | undefined;
}

/**
 * A 'Make available offline' begun and not finished (cut off, or the app closed): what it set out to
 * keep. Its files already stored whole are the course's media, so a Resume fetches only the others.
 */
export interface PendingDownload {
  productId: string;
  title: string;
  filesTotal: number;
  startedAt: number;
  /** The course's files and version as the download read them: a resume of the same version reads the course no more. */
  urls?: string[] | undefined;
  version?: { keyId: string; version: number } | undefined;
}

/**
 * A signed-out teacher's progress still to be sent, sealed (AES-GCM, with her outbox key, which
 * leaves the device at sign-out) so that the next teacher on a shared tablet cannot read it.
 */
export interface SealedOp {
  opId: string;
  /** A hash of the teacher's id, not the id itself. */
  userId: string;
  iv: Uint8Array;
  data: ArrayBuffer;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export type OfflineDb = Dexie & {
  reads: EntityTable<SavedRead, 'id'>;
  media: EntityTable<StoredMedia, 'url'>;
  outbox: EntityTable<OutboxOp, 'opId'>;
  courses: EntityTable<OfflineCourse, 'productId'>;
  meta: EntityTable<MetaEntry, 'key'>;
  sealed: EntityTable<SealedOp, 'opId'>;
  learners: EntityTable<LocalLearner, '_id'>;
  downloads: EntityTable<PendingDownload, 'productId'>;
  partials: EntityTable<PartialMedia, 'url'>;
};

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  for (const { version, stores } of SCHEMA_VERSIONS) db.version(version).stores(stores);
  return db;
}

/** The one database of this page. */
export const offlineDb: OfflineDb = openOfflineDb();

// Steps settled without Dexie (the page's runner on its small store, the worker's background sync,
// another tab): settled again here, they change nothing more, but every view that follows the
// outbox through Dexie (the learners' refused changes) sees them go.
onSettledOutsideDexie((settled) => {
  void dexieOutbox(offlineDb)
    .settle(settled.refused, settled.acknowledged)
    .catch(() => undefined);
});

// And every write of this page's Dexie to the outbox or the learners is told to the views that read
// them without Dexie.
const WATCHED: readonly WatchedStore[] = ['outbox', 'learners'];
Dexie.on('storagemutated', (parts) => {
  const changed = Object.keys(parts);
  for (const store of WATCHED) {
    if (changed.some((part) => part.startsWith(`idb://${OFFLINE_DB_NAME}/${store}/`))) storeChanged(store);
  }
});
